import 'server-only'
import { REPLY_STATS_DAYS } from '@/lib/constants'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { db } from '@/server/db'

export type ReplyStats = { answered: number; received: number; median: number | null; p90: number | null }

/** The value below which `p` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

/**
 * Time to first reply over the enquiries and applications received in the last 30 days (spam
 * aside): the median and the 90th percentile, in seconds, and how many of them were answered.
 */
export async function replyStats(nowMs = Date.now()): Promise<ReplyStats> {
  const since = new Date(nowMs - REPLY_STATS_DAYS * 24 * 3600_000).toISOString()
  const [messages, applications] = await Promise.all(
    (['contact_messages', 'job_applications'] as const).map((table) =>
      db
        .selectFrom(table)
        .select('first_reply_seconds')
        .where('created_at', '>=', since)
        .where('status', '<>', SPAM_STATUS)
        .execute(),
    ),
  )
  const all = [...messages!, ...applications!]
  const seconds = all
    .map((r) => r.first_reply_seconds)
    .filter((s): s is number => s !== null)
    .sort((a, b) => a - b)
  return {
    answered: seconds.length,
    received: all.length,
    median: percentile(seconds, 0.5),
    p90: percentile(seconds, 0.9),
  }
}
