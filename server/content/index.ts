import 'server-only'
import { cookies, draftMode, headers } from 'next/headers'
import { BLOG_PAGE_SIZE, PREVIEW_COOKIE } from '@/lib/constants'
import { requireAdmin } from '@/server/auth'
import type { Job, Post } from '@/content/schema'
import type { ContentKind } from '@/lib/content-kinds'
import { sql } from 'kysely'
import { databaseKind, db } from '@/server/db'
import { isBuilding } from '@/server/env'
import { seedEntries } from './seed'

// The one way the public side reads content: pages, their metadata, the feeds, the sitemap, the
// share pictures and the like, comment and application routes all ask here, by kind, and get the
// published copies. While `next build` prerenders the pages that is the site's first content (the
// seed, which a fresh database also starts with); in the running server it is the database.

type Published = { slug: string; position: number; publishedAt: string | null; data: unknown }

export async function publishedOf(kind: ContentKind): Promise<Published[]> {
  if (isBuilding)
    return seedEntries()
      .filter((e) => e.kind === kind)
      .map((e) => ({ slug: e.slug, position: e.position, publishedAt: e.publishedAt, data: e.data }))
  const rows = await db
    .selectFrom('content_entries')
    .select(['slug', 'position', 'published_at', 'published'])
    .where('kind', '=', kind)
    .where('published', 'is not', null)
    .orderBy('position')
    .execute()
  return rows.map((r) => ({
    slug: r.slug,
    position: r.position,
    publishedAt: r.published_at,
    data: JSON.parse(r.published!),
  }))
}

/** The published articles, oldest first, as the blog lists them. */
export async function listArticles(): Promise<Post[]> {
  const articles = (await publishedOf('article')).map((a) => a.data as Post)
  return articles.sort((a, b) => a.date.localeCompare(b.date))
}

/** The live articles, as a query to select from. */
const liveArticles = () =>
  db.selectFrom('content_entries').where('kind', '=', 'article').where('published', 'is not', null)

/** The live article of this slug, as a query to select from. */
const liveArticle = (slug: string) => liveArticles().where('slug', '=', slug)

export async function getArticle(slug: string): Promise<Post | undefined> {
  if (isBuilding) return (await listArticles()).find((a) => a.slug === slug)
  const row = await liveArticle(slug).select('published').executeTakeFirst()
  return row ? (JSON.parse(row.published!) as Post) : undefined
}

/**
 * One page of the blog's index: while every article fits on one page, they stand in the order the
 * site always showed them (oldest first, the spec's eight); once there are more, newest first, by
 * BLOG_PAGE_SIZE. Null for a page beyond the last.
 */
export async function blogPage(page: number) {
  const all = await listArticles()
  const pages = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE))
  if (!Number.isInteger(page) || page < 1 || page > pages) return null
  const ordered = pages === 1 ? all : all.toReversed()
  return { posts: ordered.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), page, pages }
}

/** The page of the blog's index that lists the article of this slug (1 when it is on none). */
export async function blogPageOf(slug: string) {
  const all = await listArticles()
  if (all.length <= BLOG_PAGE_SIZE) return 1
  const at = all.toReversed().findIndex((a) => a.slug === slug)
  return at < 0 ? 1 : Math.floor(at / BLOG_PAGE_SIZE) + 1
}

/** How many pages the blog's index has now. */
export async function blogPageCount() {
  if (isBuilding) return (await blogPage(1))!.pages
  const { n } = await db
    .selectFrom('content_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'article')
    .where('published', 'is not', null)
    .executeTakeFirstOrThrow()
  return Math.max(1, Math.ceil(Number(n) / BLOG_PAGE_SIZE))
}

/** The blog's pages after the first, as route parameters (none while every article fits on one). */
export const blogPageParams = async () =>
  Array.from({ length: (await blogPageCount()) - 1 }, (_, i) => ({ n: String(i + 2) }))

/** Every published article's route parameters: its page and its share picture are built for each. */
export const articleParams = async () => (await listArticles()).map((a) => ({ slug: a.slug }))

/** The open roles, in the order the careers page lists them. */
export async function listRoles(): Promise<Job[]> {
  return (await publishedOf('role')).map((r) => r.data as Job)
}

/**
 * Every live article's starting like count, by slug, read from the stored copies without parsing
 * them whole (the likes route answers the blog index with these on every visit).
 */
export async function articleLikeBaselines(): Promise<Record<string, number>> {
  if (isBuilding) return Object.fromEntries((await listArticles()).map((a) => [a.slug, a.likes]))
  const likes =
    databaseKind === 'sqlite'
      ? sql<number>`json_extract(published, '$.likes')`
      : sql<number>`(published::json->>'likes')::integer`
  const rows = await liveArticles()
    .select(['slug', likes.as('likes')])
    .execute()
  return Object.fromEntries(rows.map((row) => [row.slug, Number(row.likes ?? 0)]))
}

/** Whether an article of that slug is live, without reading it (the analytics beacon's check). */
export async function isPublishedArticle(slug: string): Promise<boolean> {
  return (await liveArticle(slug).select('id').executeTakeFirst()) !== undefined
}

/**
 * Whether applications for a position of this title are taken: 'open' while a role of that title
 * is published, 'closed' once it was taken down (a visitor whose page still showed it is told so),
 * 'unknown' for any other title.
 */
export async function roleOpenness(title: string): Promise<'open' | 'closed' | 'unknown'> {
  if ((await listRoles()).some((role) => role.title === title)) return 'open'
  const drafts = await db
    .selectFrom('content_entries')
    .select('draft')
    .where('kind', '=', 'role')
    .where('state', '=', 'unpublished')
    .execute()
  return drafts.some((row) => (JSON.parse(row.draft) as Job).title === title) ? 'closed' : 'unknown'
}

/**
 * The working copy of the article an administrator previews at this address (app/api/admin/
 * preview: Next's draft mode and the entry to show), or null: in the build, for every visitor, and
 * for the site's own renders of published pages.
 */
export async function articlePreview(slug: string): Promise<Post | null> {
  if (isBuilding || !(await draftMode()).isEnabled) return null
  const id = (await cookies()).get(PREVIEW_COOKIE)?.value
  if (!id || !(await requireAdmin(await headers()))) return null
  const row = await db
    .selectFrom('content_entries')
    .select('draft')
    .where('id', '=', id)
    .where('kind', '=', 'article')
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row ? (JSON.parse(row.draft) as Post) : null
}

/** The article at this address: the published one, or the working copy an administrator previews. */
export async function articleAt(slug: string) {
  const preview = await articlePreview(slug)
  return { post: preview ?? (await getArticle(slug)), preview: preview !== null }
}
