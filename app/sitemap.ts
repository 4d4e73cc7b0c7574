import type { MetadataRoute } from 'next'
import { listArticles } from '@/server/content'
import { PUBLIC_PATHS } from '@/lib/nav'
import { absoluteUrl } from '@/lib/seo'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [
    ...PUBLIC_PATHS.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...(await listArticles()).map((p) => ({
      url: absoluteUrl(`/blog/${p.slug}`),
      lastModified: p.date,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ]
}
