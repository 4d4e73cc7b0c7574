import 'server-only'
import type { Kysely } from 'kysely'
import { db, now, writeTransaction } from '@/server/db'
import type { Database } from '@/server/db/schema'

export type LikeState = { count: number; liked: boolean }

/** Count shown = the article's starting count (blog index figure) + likes stored here. */
export async function getLikeState(
  blogId: string,
  baseline: number,
  visitorId: string | null,
  executor: Kysely<Database> = db,
): Promise<LikeState> {
  const [{ total }] = (await executor
    .selectFrom('post_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('blog_id', '=', blogId)
    .execute()) as [{ total: number | string }]
  const mine = visitorId
    ? await executor
        .selectFrom('post_likes')
        .select('visitor_id')
        .where('blog_id', '=', blogId)
        .where('visitor_id', '=', visitorId)
        .executeTakeFirst()
    : undefined
  return { count: baseline + Number(total), liked: Boolean(mine) }
}

/** Every article's count at once (for the blog index): its starting count + likes stored here. */
export async function listLikeCounts(baselines: Record<string, number>): Promise<Record<string, number>> {
  const slugs = Object.keys(baselines)
  const rows = slugs.length
    ? await db
        .selectFrom('post_likes')
        .select((eb) => ['blog_id', eb.fn.countAll<number | string>().as('total')])
        .where('blog_id', 'in', slugs)
        .groupBy('blog_id')
        .execute()
    : []
  const counts = { ...baselines }
  for (const { blog_id, total } of rows) counts[blog_id] = (baselines[blog_id] ?? 0) + Number(total)
  return counts
}

/**
 * One like per browser: liking adds a row, liking again removes it. Returns the state after it,
 * read in the same transaction: either the change and its answer both happen or neither does,
 * so a visitor is never told of a like that was not stored (nor told "not saved" of one that was).
 */
export async function toggleLike(blogId: string, baseline: number, visitorId: string) {
  return writeTransaction(async (trx) => {
    const removed = await trx
      .deleteFrom('post_likes')
      .where('blog_id', '=', blogId)
      .where('visitor_id', '=', visitorId)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) {
      await trx
        .insertInto('post_likes')
        .values({ blog_id: blogId, visitor_id: visitorId, created_at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    return getLikeState(blogId, baseline, visitorId, trx)
  })
}
