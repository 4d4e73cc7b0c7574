import type { Post } from '@/content/schema'
import { blogPagePath } from '@/lib/constants'
import { xml } from '@/lib/feed'
import { PUBLIC_PATHS } from '@/lib/nav'
import { absoluteUrl } from '@/lib/seo'

type Url = { loc: string; lastmod?: string; changefreq: 'monthly' | 'yearly'; priority: number }

/**
 * The sitemap: every public page, the blog index's later pages (`blogPages` in all), then every
 * published article with its date. Written here rather than by Next's metadata route so that it is
 * a route like the feeds, which a publish makes again.
 */
export function sitemapXml(articles: readonly Pick<Post, 'slug' | 'date'>[], blogPages = 1) {
  const urls: Url[] = [
    ...PUBLIC_PATHS.map((path) => ({
      loc: absoluteUrl(path),
      changefreq: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...Array.from({ length: blogPages - 1 }, (_, i) => ({
      loc: absoluteUrl(blogPagePath(i + 2)),
      changefreq: 'monthly' as const,
      priority: 0.5,
    })),
    ...articles.map((a) => ({
      loc: absoluteUrl(`/blog/${a.slug}`),
      lastmod: a.date,
      changefreq: 'yearly' as const,
      priority: 0.6,
    })),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}` +
        `<changefreq>${u.changefreq}</changefreq><priority>${u.priority}</priority></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}
