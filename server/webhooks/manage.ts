import 'server-only'
import { randomUUID } from 'node:crypto'
import { db, now, writeTransaction } from '@/server/db'
import { env } from '@/server/env'
import { deskPagePath } from '@/lib/constants'
import type { ChatLead } from './chat'
import { CHAT_EVENTS, ROTATION_MS } from './endpoints'
import { endpointProblem } from './address'
import { newId } from './queue'
import { newSecret } from './signature'
import { flushWebhooks, settleWebhooks } from './deliveries'

/**
 * What the desk's Integrations page does to the endpoints: add one (a webhook's secret is made
 * here and shown once), choose its events, rotate its secret, enable a disabled one, remove it,
 * send it a test event, send a delivery again. The endpoints the environment sets (WEBHOOK_URL,
 * SLACK_WEBHOOK_URL) are the deployer's: the desk can test them and resend, not change them.
 */

/** The event a "Send test event" delivers; no lead is behind it. */
export const TEST_EVENT = 'webhook.test'

type NewEndpoint = { kind: 'webhook' | 'chat'; url: string; events: string[] }

/** Adds an endpoint; answers the problem with its address, or its id and (a webhook's) secret. */
export async function addEndpoint({ kind, url, events }: NewEndpoint) {
  const problem = await endpointProblem(url, env.WEBHOOK_ALLOW_PRIVATE)
  if (problem) return { problem }
  const at = now()
  const id = randomUUID()
  const secret = kind === 'webhook' ? newSecret() : null
  await db
    .insertInto('webhook_endpoints')
    .values({
      id,
      kind,
      url,
      events: (kind === 'chat' ? [...CHAT_EVENTS] : events).join(' '),
      secret,
      source: 'desk',
      created_at: at,
      updated_at: at,
    })
    .execute()
  return { id, secret }
}

/** An endpoint the desk may change: one it added, not one of the environment's. */
const deskEndpoint = (id: string) =>
  db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('source', '=', 'desk')

/** Sets the events a desk webhook receives; answers false when there is no such endpoint. */
export async function setEvents(id: string, events: string[]) {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ events: events.join(' '), updated_at: now() })
    .where('id', '=', id)
    .where('source', '=', 'desk')
    .where('kind', '=', 'webhook')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Gives a desk webhook a new secret, answered once; the old one signs alongside it for
 * ROTATION_MS, while the receiver switches over. Null when there is no such endpoint.
 */
export async function rotateSecret(id: string) {
  const endpoint = await deskEndpoint(id).where('kind', '=', 'webhook').executeTakeFirst()
  if (!endpoint) return null
  const secret = newSecret()
  await db
    .updateTable('webhook_endpoints')
    .set({
      secret,
      previous_secret: endpoint.secret,
      previous_until: new Date(Date.now() + ROTATION_MS).toISOString(),
      updated_at: now(),
    })
    .where('id', '=', id)
    .execute()
  return secret
}

/** Enables a disabled endpoint (any source): what waited for it is sent from now. */
export async function enableEndpoint(id: string) {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: null, disabled_reason: null, failing_since: null, updated_at: now() })
    .where('id', '=', id)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Removes a desk endpoint and its deliveries; answers what it was, or null when there was none. */
export async function removeEndpoint(id: string) {
  return writeTransaction(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhook_endpoints')
      .select(['kind', 'url'])
      .where('id', '=', id)
      .where('source', '=', 'desk')
      .executeTakeFirst()
    if (!endpoint) return null
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute()
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
    return endpoint
  })
}

/**
 * Queues a test event for one enabled endpoint, sent like any delivery (signed, retried, shown
 * among its deliveries). A webhook gets `webhook.test`; a chat hook a line saying it works.
 */
export async function queueTestEvent(id: string) {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select(['kind', 'url'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  if (!endpoint) return null
  const at = now()
  const link = `${env.SITE_URL}${deskPagePath('integrations')}`
  const chat: ChatLead = {
    kind: 'test',
    who: 'the desk',
    about: null,
    text: 'New leads will show like this.',
    link,
  }
  const body =
    endpoint.kind === 'chat'
      ? JSON.stringify(chat)
      : JSON.stringify({
          type: TEST_EVENT,
          timestamp: at,
          data: { message: 'A test event sent from the desk: no lead is behind it.', link },
        })
  const delivery = newId()
  await db
    .insertInto('webhook_deliveries')
    .values({ id: delivery, endpoint_id: id, event: TEST_EVENT, body, next_attempt_at: at, created_at: at })
    .execute()
  return delivery
}

/** The columns that say how a delivery went (the desk's table and its toasts read them). */
export const DELIVERY_OUTCOME = [
  'attempts',
  'next_attempt_at',
  'delivered_at',
  'failed_at',
  'last_status',
  'last_ms',
  'last_error',
] as const

/**
 * Sends what is due now and waits a little for one delivery's first attempt, so the desk can say
 * how it went; a receiver slower than that is reported as still being sent.
 */
export async function attemptNow(id: string, waitMs = 5_000) {
  await flushWebhooks()
  await Promise.race([settleWebhooks(), new Promise((resolve) => setTimeout(resolve, waitMs))])
  return db.selectFrom('webhook_deliveries').select(DELIVERY_OUTCOME).where('id', '=', id).executeTakeFirst()
}

/**
 * Sends a delivery again, with the same webhook-id (a receiver that has it already can tell), as a
 * new series of attempts from now. False when its endpoint is disabled or it is gone.
 */
export async function resendDelivery(id: string) {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ attempts: 0, next_attempt_at: now(), delivered_at: null, failed_at: null })
    .where('id', '=', id)
    .where('endpoint_id', 'in', (eb) =>
      eb.selectFrom('webhook_endpoints').select('id').where('disabled_at', 'is', null),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
