import 'server-only'
import { randomBytes } from 'node:crypto'
import { db, now, type Executor } from '@/server/db'
import type { RecordType, WebhookEvent } from '@/lib/vocabulary'
import { COALESCE_MS, type ChatLead } from './chat'

/** A new webhook-id: unique, and the same on every attempt of one delivery. */
export const newId = () => `msg_${randomBytes(16).toString('base64url')}`

/**
 * Queues an event for every enabled endpoint that receives it, inside the caller's transaction (so
 * the lead and its deliveries are stored together: nothing is lost if the process dies before
 * sending). A webhook's body is the event, fixed now; a chat hook's is the lead's line (`chat`, for
 * new leads only), sent a second later with any others queued meanwhile. `record` links the
 * delivery to its lead, whose erasure takes it along.
 */
export async function queueEvent(
  trx: Executor,
  event: WebhookEvent,
  data: Record<string, unknown>,
  record?: { type: RecordType; id: string },
  chat?: ChatLead,
) {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'kind', 'events'])
    .where('disabled_at', 'is', null)
    .execute()
  const receiving = endpoints.filter(
    (e) => e.events.split(' ').includes(event) && (e.kind === 'webhook' || chat),
  )
  if (!receiving.length) return
  const at = now()
  const body = JSON.stringify({ type: event, timestamp: at, data })
  await trx
    .insertInto('webhook_deliveries')
    .values(
      receiving.map((e) => ({
        id: newId(),
        endpoint_id: e.id,
        event,
        body: e.kind === 'chat' ? JSON.stringify(chat) : body,
        record_type: record?.type ?? null,
        record_id: record?.id ?? null,
        next_attempt_at: e.kind === 'chat' ? new Date(Date.parse(at) + COALESCE_MS).toISOString() : at,
        created_at: at,
      })),
    )
    .execute()
}

/**
 * Deletes the deliveries of records that go (deleted in the desk, erased, or past their retention),
 * and their booked calls, inside that transaction: a delivery's body is a copy of the lead, and one
 * not yet sent is not sent.
 */
export async function deleteDeliveriesOf(trx: Executor, type: RecordType, ids: string[]) {
  if (!ids.length) return 0
  // The calls booked for them go too (the invitee's name and address).
  await trx.deleteFrom('bookings').where('record_type', '=', type).where('record_id', 'in', ids).execute()
  const result = await trx
    .deleteFrom('webhook_deliveries')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Deletes the deliveries not sent yet of records made spam (nothing goes out about spam). */
export async function cancelPendingDeliveries(trx: Executor, type: RecordType, ids: string[]) {
  await trx
    .deleteFrom('webhook_deliveries')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .where('next_attempt_at', 'is not', null)
    .execute()
}

/** How long a delivered or failed delivery stays for the desk's history. */
export const KEPT_DELIVERIES_MS = 30 * 24 * 3600e3

/** Deletes the deliveries that ended (delivered or given up) more than KEPT_DELIVERIES_MS ago. */
export async function sweepDeliveries(at = Date.now()) {
  const before = new Date(at - KEPT_DELIVERIES_MS).toISOString()
  await db
    .deleteFrom('webhook_deliveries')
    .where('next_attempt_at', 'is', null)
    .where((eb) => eb.or([eb('delivered_at', '<', before), eb('failed_at', '<', before)]))
    .execute()
}
