import { NextResponse, type NextRequest } from 'next/server'
import { DESK_PATH_HEADER, movedDeskAddress } from '@/modules/desk/view'

/**
 * The desk's addresses of its earlier form (`?panel=spam`, `?tab=messages&open=<id>`, in e-mails
 * already sent and in bookmarks) answer a permanent redirect to the page's own address, the rest
 * of the query kept, and the desk's layout is told the path it frames. (An unknown article's
 * address is sent to the blog by runtime/page-store.mjs, which knows every article published.)
 */
export function proxy(request: NextRequest) {
  const moved = movedDeskAddress(request.nextUrl)
  if (moved) return NextResponse.redirect(new URL(moved, request.url), 308)
  // The desk's frame reads which page it frames from here (a visitor's own value replaced).
  const headers = new Headers(request.headers)
  headers.set(DESK_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = { matcher: ['/admin-dashboard/:path*'] }
