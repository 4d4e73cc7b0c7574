// @ts-check
// The prerendered pages, made ready once at build and served by runtime/start.mjs itself.
//
// Build (prepareStaticPages, called by runtime/build.mjs after defer-hydration): each page of
// the build gets a Brotli and a gzip copy beside it, and the manifest `static-pages.json` lists
// each page's route, ETag and the hashes of its inline scripts (for its Content-Security-Policy).
//
// Serve (loadStaticPages, answerStaticPage): a GET or HEAD for one of those routes is answered
// from memory, in the encoding the browser prefers, with its own policy, without Next. Next
// compressed a 190 KB page anew on every request; this way a page costs a lookup and a write.
// Everything else (the admin, the API, the router's RSC requests, unknown paths) goes to Next.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import routerHeaders from 'next/dist/client/components/app-router-headers.js'
import { inlineScriptHashes } from './security-headers.mjs'

export const STATIC_MANIFEST = 'static-pages.json'
const NOT_FOUND_ROUTE = '/_not-found'

/** @typedef {{ file: string, etag: string, hashes: string[] }} PageEntry */
/** @typedef {{ pages: Record<string, PageEntry>, notFound: PageEntry | null, commonHashes: string[] }} Manifest */

/**
 * The error for a Next.js internal this runtime relies on that a Next upgrade changed.
 * @param {string} contract  its name in runtime/NEXT-CONTRACTS.md
 * @param {string} detail
 */
export function brokenContract(contract, detail) {
  return new Error(`Next.js contract "${contract}" (runtime/NEXT-CONTRACTS.md) no longer holds: ${detail}`)
}

/**
 * The pages Next prerendered in the build in distDir, read from its prerender manifest: each
 * route and its HTML file (`/` is index.html), and whether it is one of Next's own pages
 * (not-found, error), which Next answers with their status. Route handlers prerendered as files
 * (robots.txt, sitemap.xml) have no data route and are left to Next. A page that revalidates
 * would change after the build while this server kept answering the old copy from memory, with
 * the old copy's script hashes in its policy: the build refuses it instead.
 * @param {string} distDir
 * @returns {Array<{ route: string, file: string, own: boolean }>}
 */
export function prerenderedPages(distDir) {
  const manifestFile = path.join(distDir, 'prerender-manifest.json')
  /** @type {{ routes?: Record<string, { initialRevalidateSeconds?: number | false, dataRoute?: string | null }> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  if (!manifest.routes || typeof manifest.routes !== 'object')
    throw brokenContract('prerender manifest', `${manifestFile} has no "routes"`)
  const pages = []
  for (const [route, entry] of Object.entries(manifest.routes)) {
    if (!('initialRevalidateSeconds' in entry))
      throw brokenContract('prerender manifest', `${route} has no initialRevalidateSeconds`)
    if (!entry.dataRoute) continue
    if (entry.initialRevalidateSeconds !== false)
      throw new Error(
        `${route} revalidates every ${entry.initialRevalidateSeconds} s, but runtime/start.mjs serves ` +
          'prerendered pages from memory as built. Remove its `revalidate`, or make it dynamic.',
      )
    const file = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`)
    if (!existsSync(file))
      throw brokenContract('build output layout', `${route} is prerendered, but ${file} is missing`)
    pages.push({ route, file, own: route.startsWith('/_') })
  }
  return pages
}

/**
 * Compresses every prerendered page of the build in distDir and writes the manifest. Next's own
 * pages (not-found, error) are compressed and hashed but not listed as routes: Next answers them,
 * with their status. Returns the number of routes.
 * @param {string} distDir
 */
export function prepareStaticPages(distDir) {
  /** @type {Manifest} */
  const manifest = { pages: {}, notFound: null, commonHashes: [] }
  for (const { route, file, own } of prerenderedPages(distDir)) {
    const html = readFileSync(file)
    const made = compressPage(html, constants.BROTLI_MAX_QUALITY)
    writeFileSync(`${file}.br`, made.br)
    writeFileSync(`${file}.gz`, made.gzip)
    const page = {
      file: path.relative(distDir, file),
      etag: made.etag,
      hashes: inlineScriptHashes(html.toString('utf8')),
    }
    if (route === NOT_FOUND_ROUTE) manifest.notFound = page
    if (!own) manifest.pages[route] = page
  }
  if (!manifest.notFound)
    throw brokenContract('build output layout', `no prerendered ${NOT_FOUND_ROUTE} page in ${distDir}`)
  // Scripts every page has (the layout's): the admin's pages, rendered per request with a nonce
  // on Next's scripts, carry these too.
  const all = Object.values(manifest.pages).map((p) => p.hashes)
  manifest.commonHashes = (all[0] ?? []).filter((h) => all.every((hashes) => hashes.includes(h)))
  writeFileSync(path.join(distDir, STATIC_MANIFEST), JSON.stringify(manifest, null, 2))
  return Object.keys(manifest.pages).length
}

/**
 * A response body ready to serve: its Brotli (at `quality`: the build takes the best, 11; a page
 * made while the site runs takes 9, about 30 ms for the largest page against half a second) and
 * gzip copies, and its ETag, a hash of its bytes.
 * @param {Buffer} body
 * @param {number} quality
 */
export function compressPage(body, quality) {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
  }
}

/**
 * The pages of the build in distDir, read into memory with their policy (`policyOf(hashes)`);
 * also the hashes the not-found page and every page carry.
 * @param {string} distDir
 * @param {(hashes: string[]) => string} policyOf
 */
export function loadStaticPages(distDir, policyOf) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, STATIC_MANIFEST), 'utf8'))
  const pages = new Map()
  for (const [route, page] of Object.entries(manifest.pages)) {
    const file = path.join(distDir, page.file)
    pages.set(route, {
      etag: page.etag,
      policy: policyOf(page.hashes),
      bodies: {
        br: readFileSync(`${file}.br`),
        gzip: readFileSync(`${file}.gz`),
        identity: readFileSync(file),
      },
    })
  }
  return { pages, notFoundHashes: manifest.notFound?.hashes ?? [], commonHashes: manifest.commonHashes }
}

/**
 * The encoding to answer in: Brotli, else gzip, else none, as Accept-Encoding allows
 * (`q=0` refuses one; `*` stands for any not named).
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(header) {
  if (!header) return 'identity'
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (/** @type {string} */ name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

// Next's client router asks for a page's RSC payload at the page's own address, marked by one of
// its flight headers or the `_rsc` search parameter: those requests are Next's to answer. The
// names are read from Next itself (a Next contract: NEXT-CONTRACTS.md), so they cannot drift.
const { FLIGHT_HEADERS: ROUTER_HEADERS, NEXT_RSC_UNION_QUERY: ROUTER_QUERY } = routerHeaders
const VARY =
  'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding'

/**
 * Answers a GET or HEAD for a static page and returns true; returns false, touching nothing,
 * for any other request. The query string is ignored, as Next does for static pages.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof loadStaticPages>['pages']} pages
 */
export function answerStaticPage(req, res, pages) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const page = pages.get(pathOf(req))
  if (!page || isRouterRequest(req)) return false
  sendPage(req, res, page)
  return true
}

/**
 * A request's path, without its query string (ignored, as Next does for static pages).
 * @param {import('node:http').IncomingMessage} req
 */
export function pathOf(req) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

/**
 * Whether Next's client router sent the request (a page's payload, or a prefetch of it).
 * @param {import('node:http').IncomingMessage} req
 */
export function isRouterRequest(req) {
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return true
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  return q !== -1 && new URLSearchParams(url.slice(q + 1)).has(ROUTER_QUERY)
}

/** @typedef {{ etag: string, policy: string | null, type?: string, bodies: { br: Buffer, gzip: Buffer, identity: Buffer } }} ServedPage */

/**
 * Sends a page held in memory, in the encoding the browser prefers, with its own policy, or a 304
 * when the browser has it already.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ServedPage} page
 */
export function sendPage(req, res, page) {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const body = page.bodies[encoding]
  const etag = `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': page.type ?? 'text/html; charset=utf-8',
    // A page changes with a new build or a publish: browsers and caches ask again each time and
    // get a 304 while it is the same.
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: etag,
    Vary: VARY,
  }
  if (page.policy) headers['Content-Security-Policy'] = page.policy
  const known = req.headers['if-none-match']
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304, headers).end()
    return
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  headers['Content-Length'] = String(body.length)
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body)
}

export { VARY as ROUTER_VARY }
