import { sitemapXml } from '@/lib/sitemap'
import { blogPageCount, listArticles } from '@/server/content'

/**
 * The sitemap (lib/sitemap.ts), built at build time and made again by a publish, as the feeds are;
 * checked again on each visit rather than cached for a year.
 */
export const dynamic = 'force-static'
export async function GET() {
  return new Response(sitemapXml(await listArticles(), await blogPageCount()), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
