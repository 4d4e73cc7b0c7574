import { NextResponse, type NextRequest } from 'next/server'
import { listPostSlugs } from '@/content/slugs'

const known = new Set(listPostSlugs())

/**
 * Convenience only: an unknown article address (or anything deeper under /blog/) leads to the
 * blog index. Known articles are static pages; unknown ones are never rendered or cached.
 */
export function proxy(request: NextRequest) {
  const rest = request.nextUrl.pathname.slice('/blog/'.length).replace(/\/$/, '')
  if (known.has(rest)) return NextResponse.next()
  return NextResponse.redirect(new URL('/blog', request.url), 307)
}

export const config = { matcher: '/blog/:path+' }
