import 'server-only'
import { db, now } from '@/server/db'
import { env } from '@/server/env'
import { WEBHOOK_EVENTS } from './queue'

/** The endpoint WEBHOOK_URL sets: one row, kept in step with the environment at each start. */
export const ENV_ENDPOINT = 'env'

/**
 * Makes the endpoint of WEBHOOK_URL and WEBHOOK_SECRET (every event) match the environment: added
 * when set, its address and secret updated when they changed (and enabled again, since whoever
 * changed them meant it to work), removed when unset. Its deliveries stay for the desk's history.
 */
export async function syncEnvEndpoint() {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', ENV_ENDPOINT)
    .executeTakeFirst()
  if (!env.WEBHOOK_URL || !env.WEBHOOK_SECRET) {
    if (row) await db.deleteFrom('webhook_endpoints').where('id', '=', ENV_ENDPOINT).execute()
    return
  }
  const at = now()
  const wanted = { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET, events: WEBHOOK_EVENTS.join(' ') }
  if (!row) {
    await db
      .insertInto('webhook_endpoints')
      .values({ id: ENV_ENDPOINT, kind: 'webhook', source: 'env', ...wanted, created_at: at, updated_at: at })
      .execute()
    return
  }
  if (row.url === wanted.url && row.secret === wanted.secret && row.events === wanted.events) return
  await db
    .updateTable('webhook_endpoints')
    .set({ ...wanted, disabled_at: null, disabled_reason: null, failing_since: null, updated_at: at })
    .where('id', '=', ENV_ENDPOINT)
    .execute()
}
