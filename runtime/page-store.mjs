// @ts-check
// The pages start.mjs answers itself: the build's (static-pages.mjs), and those the site made
// again after a content change, which replace them.
//
// A publish changes a few routes (an article, /blog, the home page, the feeds, …). One process
// renders each through Next in draft mode, which reads the database instead of the build's copy,
// gives it the build's own post-processing (makePage: deferred hydration, script hashes, Brotli,
// gzip, ETag) and stores it; every process then puts it here (server/content/pages.ts). Until a
// changed route's new page arrives, the route is "live": Next renders it on each request, in
// draft mode, so a visitor never gets the old text after a publish said it was done.
//
// Next's client router asks for a page's payload at the page's address. For a route the build
// made, Next answers it from the build, as the page itself is. For a route made again or live,
// the router is answered 204: it then loads the page as a whole document (a Next contract,
// NEXT-CONTRACTS.md "router fallback"), so the HTML served and what the router shows never
// disagree.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import apiUtils from 'next/dist/server/api-utils/index.js'
import { deferHydration } from './defer-hydration.mjs'
import { inlineScriptHashes } from './security-headers.mjs'
import {
  answerStaticPage,
  brokenContract,
  compressPage,
  isRouterRequest,
  loadStaticPages,
  pathOf,
  ROUTER_VARY,
  sendPage,
} from './static-pages.mjs'

/** Milliseconds since the epoch, with a fraction: when a route was marked, when a rendering began. */
const clock = () => performance.timeOrigin + performance.now()

/** Brotli quality of a page made while the site runs (the build's take 11). */
const LIVE_BROTLI_QUALITY = 9

/**
 * A route's response as stored: what it is (`type`), its body compressed, its ETag and, for a
 * page, the hashes of its inline scripts.
 * @typedef {{ type: string, br: Buffer, gzip: Buffer, etag: string, hashes: string[] }} MadePage
 */

/**
 * Post-processes one response Next rendered as the build does its pages: an HTML page loads its
 * scripts after the first paint and lists its inline scripts' hashes; every body is compressed.
 * @param {string} type  its Content-Type
 * @param {Buffer} body
 * @returns {MadePage}
 */
export function makePage(type, body) {
  const html = type.startsWith('text/html')
  const final = html ? Buffer.from(deferHydration(body.toString('utf8'))) : body
  const { br, gzip, etag } = compressPage(final, LIVE_BROTLI_QUALITY)
  return { type, br, gzip, etag, hashes: html ? inlineScriptHashes(final.toString('utf8')) : [] }
}

/**
 * The draft-mode cookie of this build: with it, Next renders a prerendered route anew. Its name is
 * read from Next, its value from the build's prerender manifest (Next contract "draft mode").
 * @param {{ preview?: { previewModeId?: unknown } }} manifest
 */
function draftModeCookie(manifest) {
  const name = apiUtils.COOKIE_NAME_PRERENDER_BYPASS
  const id = manifest.preview?.previewModeId
  if (typeof name !== 'string' || typeof id !== 'string')
    throw brokenContract('draft mode', 'no draft-mode cookie name or preview id in this build')
  return `${name}=${id}`
}

const BLOG_PREFIX = '/blog/'
/** Marks the site's own request for a page to make: rendered without a nonce, as the build renders. */
const MAKING_HEADER = 'x-page-store-making'

/**
 * @param {string} distDir
 * @param {(hashes: string[]) => string} policyOf
 */
export function createPageStore(distDir, policyOf) {
  const built = loadStaticPages(distDir, policyOf)
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
  const cookie = draftModeCookie(manifest)
  /** Every route the build made: its pages, and the feeds, pictures and files Next answers. */
  const builtRoutes = new Set(Object.keys(manifest.routes ?? {}))
  const cookieName = cookie.split('=')[0]
  const making = randomBytes(16).toString('hex')
  /** @type {Map<string, import('./static-pages.mjs').ServedPage>} */
  const made = new Map()
  /** Routes changed since the build with no page made yet ('live'), or taken down ('gone'). */
  /** @type {Map<string, 'live' | 'gone'>} */
  const changed = new Map()
  /**
   * When each route was last marked changed (clock()): a page whose rendering began before shows
   * older content than the site has, and is not served (the making queued since brings the newer).
   * @type {Map<string, number>}
   */
  const markedAt = new Map()
  /**
   * The page each route served before it was marked changed: served again if its new page cannot
   * be made (a route the build made falls back to the build's page by itself).
   * @type {Map<string, import('./static-pages.mjs').ServedPage>}
   */
  const lastGood = new Map()
  /** Addresses an article had before its slug changed, and where it is now. */
  /** @type {Map<string, string>} */
  const moved = new Map()

  /**
   * Whether a route exists: one the build made, one made again, or one being rendered live.
   * @param {string} route
   */
  const exists = (route) => made.has(route) || changed.get(route) === 'live' || builtRoutes.has(route)

  /** @param {import('node:http').IncomingMessage} req */
  const hasDraftCookie = (req) =>
    String(req.headers.cookie ?? '')
      .split(';')
      .some((c) => c.trim().startsWith(`${cookieName}=`))

  /**
   * Whether Next renders this request itself, live from the database (so its page needs a policy
   * with a nonce, as the desk's pages do): a changed route with no page made yet, or a request that
   * carries the draft-mode cookie (a preview, or the process making a page).
   * @param {import('node:http').IncomingMessage} req
   */
  function rendersLive(req) {
    if (req.headers[MAKING_HEADER] === making) return false
    return hasDraftCookie(req) || changed.get(pathOf(req)) === 'live'
  }

  /**
   * Answers a GET or HEAD for a page this store holds and returns true; for a live route, marks
   * the request for Next to render in draft mode and returns false; otherwise touches nothing and
   * returns false.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function answer(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (hasDraftCookie(req)) return false
    const route = pathOf(req)
    const target = moved.get(route)
    if (target) {
      res.writeHead(308, { Location: target, 'Cache-Control': 'no-store' }).end()
      return true
    }
    const page = made.get(route)
    const state = changed.get(route)
    if (!page && !state) {
      if (answerStaticPage(req, res, built.pages)) return true
      if (!route.startsWith(BLOG_PREFIX) || exists(route.replace(/\/$/, ''))) return false
      // An address under /blog/ of no article (or of one taken down): the blog's index.
      res.writeHead(307, { Location: '/blog', 'Cache-Control': 'no-store' }).end()
      return true
    }
    if (state === 'gone') {
      if (!route.startsWith(BLOG_PREFIX)) return false
      res.writeHead(307, { Location: '/blog', 'Cache-Control': 'no-store' }).end()
      return true
    }
    if (isRouterRequest(req)) {
      res.writeHead(204, { 'Cache-Control': 'no-store', Vary: ROUTER_VARY }).end()
      return true
    }
    if (page) {
      sendPage(req, res, page)
      return true
    }
    req.headers.cookie = [req.headers.cookie, cookie].filter(Boolean).join('; ')
    return false
  }

  return {
    answer,
    rendersLive,
    /** The build this process serves: a page made again belongs to it. */
    buildId: readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim(),
    /** Post-processes a response Next rendered, as the build does its pages. */
    make: makePage,
    notFoundHashes: built.notFoundHashes,
    commonHashes: built.commonHashes,
    /** The headers of the site's own request for a page to make: Next renders it anew, from the database. */
    makingHeaders: () => ({ Cookie: cookie, [MAKING_HEADER]: making }),
    /**
     * Serves `page` for `route` from now on.
     * @param {string} route
     * @param {MadePage} page
     */
    put(route, page) {
      lastGood.delete(route)
      made.set(route, {
        etag: page.etag,
        type: page.type,
        policy: page.type.startsWith('text/html') ? policyOf(page.hashes) : null,
        bodies: { br: page.br, gzip: page.gzip, identity: brotliDecompressSync(page.br) },
      })
      changed.delete(route)
    },
    /**
     * The ETag of the page made for `route` that this process serves ('gone' for one taken down),
     * or null.
     * @param {string} route
     */
    etagOf(route) {
      return made.get(route)?.etag ?? (changed.get(route) === 'gone' ? 'gone' : null)
    },
    /**
     * Answers `from` with a permanent redirect to `to` (an article whose slug changed).
     * @param {string} from
     * @param {string} to
     */
    move(from, to) {
      moved.set(from, to)
      moved.delete(to)
    },
    /**
     * Marks routes as changed since the build: rendered live until their page is put, or gone.
     * `at`: when the change was made (now, or when another process made its page).
     * @param {string[]} routes
     * @param {'live' | 'gone'} state
     */
    mark(routes, state, at = clock()) {
      for (const route of routes) {
        const page = made.get(route)
        if (page) lastGood.set(route, page)
        made.delete(route)
        changed.set(route, state)
        markedAt.set(route, at)
      }
    },
    /**
     * Serves again the last good page of a route whose new page could not be made: the one it
     * had before, or the build's.
     * @param {string} route
     */
    keepLastGood(route) {
      if (changed.get(route) !== 'live') return
      changed.delete(route)
      const page = lastGood.get(route)
      if (page) made.set(route, page)
    },
    clock,
    /** Every page (HTML) this process serves now: the build's and those made since, not taken down. */
    pageRoutes() {
      const routes = new Set([...built.pages.keys()])
      for (const [route, page] of made) if (page.type?.startsWith('text/html')) routes.add(route)
      for (const [route, state] of changed) if (state === 'live') routes.add(route)
      for (const [route, state] of changed) if (state === 'gone') routes.delete(route)
      for (const route of moved.keys()) routes.delete(route)
      return [...routes]
    },
    /**
     * Whether `route` was marked changed after a page's rendering began at `since` (clock(), or
     * the milliseconds another process stored): that page shows older content than the site has.
     * @param {string} route
     * @param {number} since
     */
    markedSince: (route, since) => (markedAt.get(route) ?? 0) > since,
  }
}

/** @typedef {ReturnType<typeof createPageStore>} PageStore */
