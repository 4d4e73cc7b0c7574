import 'server-only'
import { db, now } from '@/server/db'

export type LikeState = { count: number; liked: boolean }

/** Count shown = the article's starting count (blog index figure) + likes stored here. */
export async function getLikeState(
  blogId: string,
  baseline: number,
  visitorId: string | null,
): Promise<LikeState> {
  const [{ total }] = (await db
    .selectFrom('post_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('blog_id', '=', blogId)
    .execute()) as [{ total: number | string }]
  const mine = visitorId
    ? await db
        .selectFrom('post_likes')
        .select('visitor_id')
        .where('blog_id', '=', blogId)
        .where('visitor_id', '=', visitorId)
        .executeTakeFirst()
    : undefined
  return { count: baseline + Number(total), liked: Boolean(mine) }
}

/** One like per browser: liking adds a row, liking again removes it. */
export async function toggleLike(blogId: string, visitorId: string) {
  const removed = await db
    .deleteFrom('post_likes')
    .where('blog_id', '=', blogId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst()
  if (Number(removed.numDeletedRows) === 0) {
    await db
      .insertInto('post_likes')
      .values({ blog_id: blogId, visitor_id: visitorId, created_at: now() })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}
