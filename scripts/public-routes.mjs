// The public routes the scripts visit: the pages plus one path per article (from content/blog).
import { readdirSync } from 'node:fs'

export const PAGE_ROUTES = [
  '/',
  '/about',
  '/products',
  '/services',
  '/projects',
  '/blog',
  '/careers',
  '/privacy-policy',
  '/terms-and-conditions',
  '/privacy/request',
]
export const ARTICLE_ROUTES = readdirSync('content/blog')
  .filter((f) => f.endsWith('.md'))
  .map((f) => `/blog/${f.replace('.md', '')}`)
