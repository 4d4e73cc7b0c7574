import 'server-only'
import { db, now } from '@/server/db'
import { env } from '@/server/env'
import { endpointProblem } from './address'
import { WEBHOOK_EVENTS } from '@/lib/vocabulary'

/** The endpoints the environment sets, each one row kept in step with it at each start. */
export const ENV_ENDPOINT = 'env'
export const ENV_CHAT = 'env-chat'
/** How long a replaced secret keeps signing alongside the new one. */
export const ROTATION_MS = 24 * 3600e3
/** What a chat hook is told of: new leads. */
export const CHAT_EVENTS = ['enquiry.created', 'application.created', 'comment.created'] as const

/**
 * Makes the endpoints of the environment match it: WEBHOOK_URL with WEBHOOK_SECRET (every event),
 * and SLACK_WEBHOOK_URL (a chat hook, new leads). Each is added when set, updated when its address
 * or secret changed (and enabled again, since whoever changed them meant it to work), removed when
 * unset. Their deliveries stay for the desk's history.
 */
export async function syncEnvEndpoints() {
  await syncEnvEndpoint(ENV_ENDPOINT, {
    kind: 'webhook',
    url: env.WEBHOOK_URL && env.WEBHOOK_SECRET ? env.WEBHOOK_URL : undefined,
    secret: env.WEBHOOK_SECRET ?? null,
    events: WEBHOOK_EVENTS.join(' '),
  })
  await syncEnvEndpoint(ENV_CHAT, {
    kind: 'chat',
    url: env.SLACK_WEBHOOK_URL,
    secret: null,
    events: CHAT_EVENTS.join(' '),
  })
}

async function syncEnvEndpoint(
  id: string,
  wanted: { kind: 'webhook' | 'chat'; url: string | undefined; secret: string | null; events: string },
) {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst()
  const { url, ...rest } = wanted
  if (!url) {
    if (row) await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
    return
  }
  // An address no delivery could reach is said at start, not found out from the failures.
  const problem = await endpointProblem(url, env.WEBHOOK_ALLOW_PRIVATE)
  if (problem)
    console.warn(
      `${id === ENV_CHAT ? 'SLACK_WEBHOOK_URL' : 'WEBHOOK_URL'}: ${problem}; deliveries to it are refused.`,
    )
  const at = now()
  if (!row) {
    await db
      .insertInto('webhook_endpoints')
      .values({ id, source: 'env', url, ...rest, created_at: at, updated_at: at })
      .execute()
    return
  }
  if (row.url === url && row.secret === rest.secret && row.events === rest.events) return
  // A new secret: the old one keeps signing alongside for a day, while receivers switch over.
  const rotated =
    row.secret && row.secret !== rest.secret
      ? { previous_secret: row.secret, previous_until: new Date(Date.now() + ROTATION_MS).toISOString() }
      : {}
  await db
    .updateTable('webhook_endpoints')
    .set({
      url,
      ...rest,
      ...rotated,
      disabled_at: null,
      disabled_reason: null,
      failing_since: null,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute()
}
