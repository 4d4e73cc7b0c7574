import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo'
import { DESK_PATH } from '@/lib/constants'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [DESK_PATH, '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
