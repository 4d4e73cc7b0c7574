import { NextResponse, type NextRequest } from 'next/server'
import { listPostSlugs } from '@/content/slugs'
import { articlePicturePath, blogPicturePath } from '@/lib/share-pictures'

const known = new Set(listPostSlugs())
/** The blog's share pictures: its index's and each article's, at the addresses Next gives them. */
const pictures = new Set([blogPicturePath(), ...listPostSlugs().map(articlePicturePath)])

/**
 * Convenience only: an unknown article address (or anything deeper under /blog/ but the known
 * articles' share pictures) leads to the blog index. Known articles and their pictures are static;
 * unknown addresses are never rendered or cached.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname.replace(/\/$/, '')
  if (known.has(path.slice('/blog/'.length)) || pictures.has(path)) return NextResponse.next()
  return NextResponse.redirect(new URL('/blog', request.url), 307)
}

export const config = { matcher: '/blog/:path+' }
