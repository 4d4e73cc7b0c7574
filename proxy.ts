import { NextResponse, type NextRequest } from 'next/server'
import { listPostSlugs } from '@/content/slugs'
import { articlePicturePath, blogPicturePath } from '@/lib/share-pictures'
import { DESK_PATH_HEADER, movedDeskAddress } from '@/modules/desk/view'

const known = new Set(listPostSlugs())
/** The blog's share pictures: its index's and each article's, at the addresses Next gives them. */
const pictures = new Set([blogPicturePath(), ...listPostSlugs().map(articlePicturePath)])

/**
 * The desk's addresses of its earlier form (`?panel=spam`, `?tab=messages&open=<id>`, in e-mails
 * already sent and in bookmarks) answer a permanent redirect to the page's own address, the rest
 * of the query kept, and the desk's layout is told the path it frames. Then, convenience only: an unknown article address (or anything deeper under /blog/ but the known
 * articles' share pictures) leads to the blog index. Known articles and their pictures are static;
 * unknown addresses are never rendered or cached.
 */
export function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith('/blog/')) {
    const moved = movedDeskAddress(request.nextUrl)
    if (moved) return NextResponse.redirect(new URL(moved, request.url), 308)
    // The desk's frame reads which page it frames from here (a visitor's own value replaced).
    const headers = new Headers(request.headers)
    headers.set(DESK_PATH_HEADER, request.nextUrl.pathname)
    return NextResponse.next({ request: { headers } })
  }
  const path = request.nextUrl.pathname.replace(/\/$/, '')
  if (known.has(path.slice('/blog/'.length)) || pictures.has(path)) return NextResponse.next()
  return NextResponse.redirect(new URL('/blog', request.url), 307)
}

export const config = { matcher: ['/blog/:path+', '/admin-dashboard/:path*'] }
