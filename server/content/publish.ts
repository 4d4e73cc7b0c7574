import 'server-only'
import { pageStore } from '@/runtime/bridge.mjs'
import { blogPagePath } from '@/lib/constants'
import { articlePicturePath } from '@/lib/share-pictures'
import { blogPageCount, blogPageOf, listArticles } from './index'
import type { Entry } from './entries'
import { addRedirect, queueRemake } from './pages'
import { affectedRoutes } from './routes'

// What a change of content does to the site: the routes that show it are rendered live at once
// (so the next visitor already gets the new text), then made again as static pages after the
// answer; an article whose address changed keeps its old one as a permanent redirect, and one
// taken down sends its address to the blog.

const articlePath = (slug: string) => `/blog/${slug}`

/** What an article's share picture shows (lib/share-cards.ts articleCard). */
const PICTURE_FIELDS = ['title', 'summary', 'category', 'categoryColor', 'author', 'date', 'readTime']

const isBlogPage = (route: string) => route === '/blog' || route.startsWith('/blog/page/')

/**
 * The routes an edit of a live article really changes: its own page always; the lists (the home
 * page, the feeds, the sitemap, and of the blog's index the one page that holds its card: an edit
 * moves no card) unless only its body changed, which they do not show; its share picture only
 * when what the picture shows changed.
 */
async function editedRoutes(
  routes: string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  const slug = String(after.slug)
  if (changed.every((key) => key === 'body')) return [articlePath(slug)]
  const holding = blogPagePath(await blogPageOf(slug))
  return routes.filter(
    (route) =>
      (!isBlogPage(route) || route === holding) &&
      (route !== articlePicturePath(slug) || changed.some((key) => PICTURE_FIELDS.includes(key))),
  )
}

/**
 * Shows a saved change on the site. `before` is the entry as it was (null for a new one), `after`
 * as it is now; only what visitors can see counts (a draft saved changes nothing public).
 */
export async function showChange(before: Entry | null, after: Entry) {
  const store = pageStore()
  const wasLive = before?.published != null
  const isLive = after.published != null
  if (!wasLive && !isLive) return
  const blogPages = await blogPageCount()
  // A change of the company's facts redraws every article's share picture too.
  const articles = after.kind === 'facts' ? (await listArticles()).map((a) => a.slug) : []
  const routes = affectedRoutes(after.kind, after.slug, blogPages, undefined, articles)
  const edit = after.kind === 'article' && wasLive && isLive && before!.slug === after.slug
  const live = new Set(edit ? await editedRoutes(routes, before!.published!, after.published!) : routes)
  const gone: string[] = []
  if (after.kind === 'article') {
    // A take-down may leave the blog a page shorter: that page's address then leads to the blog.
    if (!isLive) gone.push(blogPagePath(blogPages + 1))
    const slugChanged = wasLive && before!.slug !== after.slug
    if (!isLive)
      for (const route of [articlePath(after.slug), articlePicturePath(after.slug)]) gone.push(route)
    if (slugChanged) {
      gone.push(articlePicturePath(before!.slug))
      if (isLive) await addRedirect(articlePath(before!.slug), articlePath(after.slug))
      else gone.push(articlePath(before!.slug))
    }
    for (const route of gone) live.delete(route)
  }
  store?.mark([...live], 'live')
  store?.mark(gone, 'gone')
  // Made after the answer: the routes are already shown live meanwhile.
  queueRemake({ live: [...live], gone })
}
