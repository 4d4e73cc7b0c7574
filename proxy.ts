import { NextResponse, type NextRequest } from 'next/server'
import { listPostSlugs } from '@/content/slugs'

const known = new Set(listPostSlugs())

/** The share picture of the blog index or of an article (opengraph-image.tsx, a hash after it). */
const sharePicture = /(^|\/)opengraph-image-[a-z0-9]+$/

/**
 * Convenience only: an unknown article address (or anything deeper under /blog/ but a share
 * picture) leads to the blog index. Known articles are static pages; unknown ones are never
 * rendered or cached.
 */
export function proxy(request: NextRequest) {
  const rest = request.nextUrl.pathname.slice('/blog/'.length).replace(/\/$/, '')
  const article = rest.replace(sharePicture, '')
  if (article === '' || known.has(article)) return NextResponse.next()
  return NextResponse.redirect(new URL('/blog', request.url), 307)
}

export const config = { matcher: '/blog/:path+' }
