import 'server-only'
import { pageStore } from '@/runtime/bridge.mjs'
import { blogPagePath } from '@/lib/constants'
import type { ContentKind } from '@/lib/content-kinds'
import { articlePicturePath, pagePicturePath } from '@/lib/share-pictures'

// Which routes a change of content shows on: what server/content/publish.ts marks and makes again,
// and what server/content/pages.ts finds changed since the build when a process starts.

/** The lists every article shows on: the blog, the home page's latest, the feeds, the sitemap. */
const ARTICLE_LISTS = ['/blog', '/', '/feed.xml', '/atom.xml', '/feed.json', '/sitemap.xml']

/** The pages each listed kind shows on. */
const LISTED_ON: Partial<Record<ContentKind, string[]>> = {
  role: ['/careers'],
  project: ['/projects'],
  testimonial: ['/'],
  faq: ['/about', '/services'],
  service: ['/products'],
  card: ['/services'],
}

/** The feeds: each names the company. */
const FEED_ROUTES = ['/feed.xml', '/atom.xml', '/feed.json']

/** The share pictures that are not an article's: each is headed by the company's name and slogan. */
const PAGE_PICTURES = [
  '/og.png',
  ...(['about', 'services', 'products', 'projects', 'blog', 'careers'] as const).map(pagePicturePath),
]

/** A share picture's route: drawn last, as drawing one takes longest. */
const isPicture = (route: string) => route === '/og.png' || /\/opengraph-image(-[a-z0-9]+)?$/.test(route)

/** The blog's index pages after the first, while it has `pages` of them. */
const laterBlogPages = (pages: number) => Array.from({ length: pages - 1 }, (_, i) => blogPagePath(i + 2))

/**
 * The routes that show an entry of `kind` with this slug: its own page and every list of it
 * (for an article, every page of the blog's index: a new one moves every card along). The
 * company's facts show everywhere: every page (`everyPage`), the feeds and every share picture,
 * the articles' (`articles`: the live articles' slugs) included.
 */
export function affectedRoutes(
  kind: ContentKind,
  slug: string,
  blogPages = 1,
  everyPage: () => string[] = () => pageStore()?.pageRoutes() ?? [],
  articles: readonly string[] = [],
): string[] {
  if (kind === 'article')
    // The share picture last: drawing it takes longest, and the article's own page matters most.
    return [`/blog/${slug}`, ...ARTICLE_LISTS, ...laterBlogPages(blogPages), articlePicturePath(slug)]
  if (kind === 'figures') {
    // Every page's footer quotes the company's figures; the pages that quote more come first, the
    // home page's share picture (its hero's figures) last.
    const first = ['/', '/about', '/services', '/products']
    return [...first, ...everyPage().filter((route) => !first.includes(route)), '/og.png']
  }
  if (kind === 'facts') {
    // Every page's header, footer, metadata and JSON-LD name the company; the pages that show
    // most of it first, then the rest, the feeds, and the share pictures last.
    const first = ['/', '/about', '/services', '/privacy-policy', '/privacy/request', '/terms-and-conditions']
    const all = new Set([
      ...first,
      ...everyPage(),
      ...FEED_ROUTES,
      ...PAGE_PICTURES,
      ...articles.map(articlePicturePath),
    ])
    const routes = [...all]
    return [...routes.filter((r) => !isPicture(r)), ...routes.filter(isPicture)]
  }
  return LISTED_ON[kind] ?? []
}
