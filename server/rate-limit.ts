import 'server-only'
import { sql } from 'kysely'
import { db } from '@/server/db'
import { keyedHash } from '@/server/secret'

export type Limit = { allowed: boolean; retryAfterSeconds: number }

const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

/**
 * How a key is stored: keyed with the site's secret, so that the table holds no visitor's
 * address, only a value that stands for it for the minute its window lasts.
 */
export function storedKey(key: string) {
  return keyedHash('rate-limit', key)
}

/**
 * Fixed-window counter per key (e.g. `contact:203.0.113.9`), kept in the database so that every
 * app process behind a balancer counts into the same window. One statement both opens a new
 * window and counts a hit in the current one, so concurrent requests from several processes
 * can never count alike.
 */
export async function rateLimit(
  key: string,
  max: number,
  windowMs = 60_000,
  at = new Date(),
): Promise<Limit> {
  const now = at.toISOString()
  const row = await db
    .insertInto('rate_limits')
    .values({ key: storedKey(key), hits: 1, reset_at: new Date(at.getTime() + windowMs).toISOString() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow()
  if (at.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = at.getTime()
    await db.deleteFrom('rate_limits').where('reset_at', '<', now).execute()
  }
  if (row.hits <= max) return { allowed: true, retryAfterSeconds: 0 }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.reset_at) - at.getTime()) / 1000)),
  }
}
