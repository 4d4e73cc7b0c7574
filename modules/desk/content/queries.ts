import 'server-only'
import { sql } from 'kysely'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { db } from '@/server/db'
import { ARTICLE_PATH, articleSlugOf, type ArticleStats, type StatsWindow } from './stats-model'

const count = sql<number | string>`count(*)`

/**
 * Every article's figures in the window, by slug, one query per kind (never one per article):
 * - views: the site's own page views of `/blog/<slug>` (raw views are kept longer than the window);
 * - likes: likes given in the window (a like taken back is gone, as on the page);
 * - comments: comments sent in the window, spam aside, whether approved yet or not;
 * - leads: enquiries and applications sent in the window from a form on the article's page, spam
 *   aside. The analytics keep no visits: a reader who goes on to the contact page and writes
 *   there is the contact page's lead, and nothing links the two.
 */
export async function listArticleStats(window: StatsWindow): Promise<Map<string, ArticleStats>> {
  const [views, likes, comments, leads] = await Promise.all([
    db
      .selectFrom('page_views')
      .select(['path', count.as('n')])
      .where('day', '>=', window.from)
      .where('path', 'like', `${ARTICLE_PATH}%`)
      .groupBy('path')
      .execute(),
    db
      .selectFrom('post_likes')
      .select(['blog_id', count.as('n')])
      .where('created_at', '>=', window.since)
      .groupBy('blog_id')
      .execute(),
    db
      .selectFrom('blog_comments')
      .select(['blog_id', count.as('n')])
      .where('created_at', '>=', window.since)
      .where('status', '<>', SPAM_STATUS)
      .groupBy('blog_id')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['source_path', count.as('n')])
      .where('created_at', '>=', window.since)
      .where('status', '<>', SPAM_STATUS)
      .where('source_path', 'like', `${ARTICLE_PATH}%`)
      .groupBy('source_path')
      .unionAll(
        db
          .selectFrom('job_applications')
          .select(['source_path', count.as('n')])
          .where('created_at', '>=', window.since)
          .where('status', '<>', SPAM_STATUS)
          .where('source_path', 'like', `${ARTICLE_PATH}%`)
          .groupBy('source_path'),
      )
      .execute(),
  ])
  const stats = new Map<string, ArticleStats>()
  const add = (slug: string | null, kind: keyof ArticleStats, n: number | string) => {
    if (!slug) return
    const row = stats.get(slug) ?? { views: 0, likes: 0, comments: 0, leads: 0 }
    row[kind] += Number(n)
    stats.set(slug, row)
  }
  for (const r of views) add(articleSlugOf(r.path), 'views', r.n)
  for (const r of likes) add(r.blog_id, 'likes', r.n)
  for (const r of comments) add(r.blog_id, 'comments', r.n)
  for (const r of leads) add(articleSlugOf(r.source_path), 'leads', r.n)
  return stats
}
