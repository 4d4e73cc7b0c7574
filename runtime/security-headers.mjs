// @ts-check
// The site's security headers, written once for everything that answers a request: the plain
// Node server of runtime/start.mjs (every response in production, with the Content-Security-
// Policy), next.config.ts (what `next dev` serves) and the Node routes (server/node-routes.ts).
import { createHash } from 'node:crypto'
import { readElements } from './html.mjs'

/** On every response, whatever it is: what a browser obeys for any file it fetches. */
export const RESOURCE_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // A style sheet's own fetches (its fonts and images) follow the policy it came with.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Another site cannot load our responses into its pages.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

/**
 * On every response a browser may show as a page of its own, that is, all but scripts, style
 * sheets and fonts (isSubresource): each governs a document and is ignored on anything else,
 * where it would only go out again with every file a page loads.
 */
export const DOCUMENT_HEADERS = [
  // For browsers that predate CSP's frame-ancestors (which newer ones obey instead).
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Nothing on the site uses the camera, microphone, location or motion sensors; no page of ours,
  // and no frame in it (the booking widget included), may ask for them.
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), accelerometer=(), gyroscope=(), magnetometer=(), usb=(), browsing-topics=()',
  },
  // Another site's window cannot keep a handle on ours (and ours on theirs: the booking page
  // opened in a new tab needs none).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** Both sets, for what cannot tell a page from a file (next.config.ts, for `next dev`). */
export const SECURITY_HEADERS = [...RESOURCE_HEADERS, ...DOCUMENT_HEADERS]

/**
 * Whether a response of this Content-Type is only ever loaded by a page, never shown as one: a
 * script, a style sheet or a font. (The site has no workers, whose scripts a policy would govern.)
 * @param {string | undefined} contentType
 */
export function isSubresource(contentType) {
  return /^\s*(?:(?:text|application)\/javascript|text\/css|font\/)/i.test(contentType ?? '')
}

/** Two years: browsers then only ever use https for the site. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60

/**
 * Strict-Transport-Security, for a site served over https (SITE_URL, or the request as the
 * trusted proxy in front saw it); null otherwise, as browsers ignore it over http anyway.
 * Without includeSubDomains: other hosts of the same domain may not be on https.
 * @param {boolean} https
 */
export function hstsHeader(https) {
  return https ? `max-age=${HSTS_MAX_AGE_SECONDS}` : null
}

/**
 * The sources a page's inline scripts are allowed by: `'sha256-…'` of each script the browser
 * would run (data blocks such as JSON-LD are not run, so they need none), in page order.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = []
  for (const { attrs, text } of readElements(html, ['script']).elements) {
    if ('src' in attrs) continue
    const type = attrs.type?.trim().toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}

/**
 * The Content-Security-Policy of a response. Nothing is allowed unless named: scripts from our
 * origin, the inline scripts a static page was built with (by hash) or a dynamic page was
 * rendered with (by nonce), and the scheduling provider's widget script; its booking page as
 * the only frame and, besides us, the only place a form goes (the booking buttons are forms
 * that open it without JavaScript). Styles allow inline ones: React and the toasts set style
 * attributes, and CSS cannot run script; no page of ours may be framed by another site, and
 * the admin by none at all.
 * @param {{
 *   scriptHashes?: string[],
 *   nonce?: string,
 *   schedulingScriptUrl: string,
 *   schedulingUrl: string,
 *   frameAncestors?: "'self'" | "'none'",
 * }} options
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  nonce,
  schedulingScriptUrl,
  schedulingUrl,
  frameAncestors = "'self'",
}) {
  const widget = new URL(schedulingScriptUrl).origin
  const booking = new URL(schedulingUrl).origin
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, widget]
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${widget}`,
    `img-src 'self' data: ${widget}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${booking}`,
    `form-action 'self' ${booking}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}
