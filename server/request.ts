import 'server-only'
import { sitePath } from '@/lib/site-path'
import { env } from '@/server/env'

/**
 * The visitor's address. runtime/start.mjs replaces X-Forwarded-For with the socket address (or,
 * with TRUST_PROXY, the address the proxy appended), so a visitor cannot choose it.
 */
export function clientAddress(request: Request | Headers) {
  const headers = request instanceof Headers ? request : request.headers
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'
}

/**
 * A request that did not come from one of our own pages: the browser says so (Fetch Metadata)
 * or the Origin header names another site. Requests without either (curl, server-to-server)
 * pass here; admin endpoints still need the session cookie, which is SameSite=Strict.
 */
export function isCrossSite(request: Request | Headers) {
  const headers = request instanceof Headers ? request : request.headers
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null'
  const host = headers.get('host')
  return origin !== new URL(env.SITE_URL).origin && !(host && origin.replace(/^https?:\/\//, '') === host)
}

/** A plain form POST from a browser without JavaScript, as opposed to our fetch calls. */
export function wantsHtml(request: Request) {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The page of our own site a request was sent from (path and query, from the Referer header the
 * browser sends same-origin), or null when there is none, it is another site's, or its path would
 * lead a link elsewhere (`https://our.site//other.site/…`: see sitePath). Public forms store it
 * with the lead and link back to it; the desk links back to the view it came from.
 */
export function referrerPath(request: Request | Headers) {
  const headers = request instanceof Headers ? request : request.headers
  const referer = headers.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    const host = headers.get('host')
    if (url.origin !== new URL(env.SITE_URL).origin && url.host !== host) return null
    return sitePath(`${url.pathname}${url.search}`)
  } catch {
    return null
  }
}
