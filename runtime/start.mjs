// @ts-check
// Serves the production build on PORT/HOST, building it first when there is none, or when the
// one there was made from other source or other build-time settings (runtime/build.mjs). With
// `--no-build` (a service manager: deploy/vantage-edge.service) it never builds: a missing or
// stale build stops it with exit code 78, which the unit does not restart.
//
// The server is Next's own request handler behind a plain Node HTTP server, which
// - replaces X-Forwarded-For with the socket's address, or, behind a reverse proxy named by
//   TRUST_PROXY, with the address that proxy appended (runtime/proxy-trust.mjs): Next keeps a
//   visitor-supplied one, so limits per address could be dodged by making one up;
// - puts the security headers on every response (runtime/security-headers.mjs), those that
//   govern a page on all but scripts, style sheets and fonts, among them a Content-Security-
//   Policy that allows a static page's inline scripts by their hashes and the admin's by a nonce
//   made for each request, which Next then puts on its scripts (also on a page rendered live);
// - answers the static pages itself (runtime/page-store.mjs: the build's, and those made again
//   after a publish), and the few hot routes the site registers (runtime/bridge.mjs);
// - logs in JSON lines, each request with an id (X-Request-Id) that the lines it causes carry
//   (runtime/log.mjs);
// - shuts down gracefully on SIGTERM or SIGINT: it stops accepting, lets the requests in flight
//   finish, then lets the site send the e-mails still queued and close its database.
// What it relies on in Next.js is listed, with the tests that guard it, in NEXT-CONTRACTS.md.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { nodeRouteFor, providePageStore, shutDownSite } from './bridge.mjs'
import { buildSite, builtSettings, distDirOf, staleReason, withSavedPeriods } from './build.mjs'
import { formatLine, installJsonLogs, logLine, requestContext, requestIdOf } from './log.mjs'
import { checkNodeVersion } from './node-version.mjs'
import { clientAddressOf } from './proxy-trust.mjs'
import {
  contentSecurityPolicy,
  DOCUMENT_HEADERS,
  hstsHeader,
  isSubresource,
  RESOURCE_HEADERS,
} from './security-headers.mjs'
import { readSettings } from './settings.mjs'
import { createPageStore } from './page-store.mjs'

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** EX_CONFIG: the unit's RestartPreventExitStatus, so a missing build is not retried forever. */
const NO_BUILD_EXIT_CODE = 78

checkNodeVersion()
process.env.NEXT_TELEMETRY_DISABLED = '1'
const { settings, problems } = readSettings(process.env)
if (problems.length) {
  console.error(`Invalid environment:\n${problems.join('\n')}`)
  process.exit(1)
}
const distDir = distDirOf()
const noBuild = process.argv.includes('--no-build')
// The privacy periods saved in the desk are published in the pages: a change builds them anew.
Object.assign(process.env, { PRIVACY_PERIODS: (await withSavedPeriods(process.env)).PRIVACY_PERIODS })
let stale = staleReason(distDir)
const builtPeriods = builtSettings(distDir)?.PRIVACY_PERIODS
if (
  stale &&
  noBuild &&
  builtPeriods !== undefined &&
  !staleReason(distDir, { ...process.env, PRIVACY_PERIODS: builtPeriods })
) {
  // A service that may not build keeps serving what it has, with the periods that build publishes.
  console.warn(
    'The privacy periods saved in the desk differ from those this build publishes; they take effect at the next `npm run build`.',
  )
  Object.assign(process.env, { PRIVACY_PERIODS: builtPeriods })
  stale = null
}
if (stale && noBuild) {
  console.error(`No build to serve (${stale}). Run \`npm run build\` with the same settings first.`)
  process.exit(NO_BUILD_EXIT_CODE)
}
if (stale) {
  console.log(`Building first: ${stale}.`)
  if (!buildSite()) process.exit(1)
}

installJsonLogs()
Object.assign(process.env, { NODE_ENV: 'production' })
const { PORT: port, HOST: hostname, SITE_URL: siteUrl, trustedProxy } = settings

// Next.js keeps the process running after an uncaught exception or an unhandled rejection, and
// so do we: one request's stray error must not take every other visitor's request down with it.
// But Next prints an uncaught exception as a bare error; name both here, so that they can be
// found in the log (and counted by the tests, which require none).
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => console.error(`${event} (the site keeps running):`, error))
}

const { default: next } = await import('next')
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/** @param {IncomingMessage} req */
function clientAddress(req) {
  return clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxy)
}

// The build was made with the same values (build.mjs refuses to serve one made with others).
const { SCHEDULING_URL: schedulingUrl, SCHEDULING_SCRIPT_URL: schedulingScriptUrl } = settings
const scheduling = { schedulingUrl, schedulingScriptUrl }
const pages = createPageStore(path.resolve(distDir), (hashes) =>
  contentSecurityPolicy({ ...scheduling, scriptHashes: hashes }),
)
providePageStore(pages)
// Whatever Next answers: its not-found page (prerendered, with its own inline scripts), the API.
const otherPolicy = contentSecurityPolicy({
  ...scheduling,
  scriptHashes: [...new Set([...pages.notFoundHashes, ...pages.commonHashes])],
})
/** @param {string} nonce */
const adminPolicy = (nonce) =>
  contentSecurityPolicy({
    ...scheduling,
    nonce,
    scriptHashes: pages.commonHashes,
    frameAncestors: "'none'",
  })
/** @param {string} url */
const isAdmin = (url) => /^\/(admin-dashboard|api\/admin)(\/|\?|$)/.test(url)

/**
 * Over https: the site's address says so, or the trusted proxy in front says it was asked so.
 * @param {IncomingMessage} req
 */
function isHttps(req) {
  if (siteUrl.startsWith('https://')) return true
  if (!trustedProxy || !trustedProxy(req.socket.remoteAddress ?? '')) return false
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .at(-1)
      ?.trim() === 'https'
  )
}

/**
 * The security headers, as defaults: they are added when the response's headers are written,
 * each only if whoever answered did not set it (Next keeps a header already set and drops its
 * own, so setting them up front would override a route's stricter policy, such as the resume
 * download's sandbox).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function setSecurityHeaders(req, res) {
  /** @type {Array<[string, string]>} */
  const always = RESOURCE_HEADERS.map(({ key, value }) => [key, value])
  const hsts = hstsHeader(isHttps(req))
  if (hsts) always.push(['Strict-Transport-Security', hsts])
  /** @type {Array<[string, string]>} */
  const forPages = DOCUMENT_HEADERS.map(({ key, value }) => [key, value])
  // A policy a client sends with its request would hand Next a nonce of the client's choosing.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  if (isAdmin(req.url ?? '') || pages.rendersLive(req)) {
    const policy = adminPolicy(randomBytes(16).toString('base64'))
    req.headers['content-security-policy'] = policy
    forPages.push(['Content-Security-Policy', policy])
  } else {
    forPages.push(['Content-Security-Policy', otherPolicy])
  }
  // Every way of answering ends in writeHead (end() without it calls it too); by then the
  // response's type is known, and with it whether it can be a page (runtime/security-headers.mjs).
  const writeHead = res.writeHead
  /** @type {(status: number, ...rest: unknown[]) => ServerResponse} */
  const withDefaults = function (status, ...rest) {
    const given = rest.find((r) => r && typeof r === 'object') ?? {}
    const named = new Map(
      Object.entries(Array.isArray(given) ? {} : given).map(([k, v]) => [k.toLowerCase(), v]),
    )
    const type = res.getHeader('content-type') ?? named.get('content-type')
    const defaults = isSubresource(String(type ?? '')) ? always : [...always, ...forPages]
    for (const [key, value] of defaults)
      if (!res.hasHeader(key) && !named.has(key.toLowerCase())) res.setHeader(key, value)
    return writeHead.apply(res, /** @type {Parameters<typeof writeHead>} */ ([status, ...rest]))
  }
  res.writeHead = /** @type {typeof writeHead} */ (withDefaults)
}

// Slow clients. A browser sends its request headers within milliseconds, so 10 s is generous; a
// whole request, a 10 MB resume on a slow line included, gets 2 minutes. Checked every second, a
// connection that dribbles out its headers (slow-loris) is answered 408 and closed after about
// 10 s, where Node's defaults (60 s, 5 min, checked every 30 s) would hold it for a minute.
const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 120_000
const serverOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} id
 * @param {number} started
 */
function logRequest(req, res, id, started) {
  const path = (req.url ?? '').split('?')[0]
  /** @type {Record<string, unknown>} */
  const fields = { requestId: id, method: req.method, path, status: res.statusCode, ms: Date.now() - started }
  if (!res.writableFinished) fields.aborted = true
  process.stdout.write(`${formatLine(logLine('info', ['request'], fields), process.stdout)}\n`)
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function answer(req, res) {
  req.headers['x-forwarded-for'] = clientAddress(req)
  setSecurityHeaders(req, res)
  if (pages.answer(req, res)) return
  // A few hot endpoints are answered here, without Next's request pipeline, once the site has
  // registered them at start-up (runtime/bridge.mjs); until then Next's own routes answer.
  const route = nodeRouteFor(req.method, req.url)
  if (!route) return handle(req, res)
  route(req, res).catch((error) => {
    console.error(`${req.method} ${req.url} failed:`, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Something went wrong on our side. Please try again.')
  })
}

const server = createServer(serverOptions, (req, res) => {
  const started = Date.now()
  // nginx's own id when it sends one (deploy/nginx.conf), so its log and ours name one request.
  const fromProxy = trustedProxy && trustedProxy(req.socket.remoteAddress ?? '')
  const id = requestIdOf(fromProxy ? req.headers['x-request-id'] : undefined)
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  res.once('close', () => logRequest(req, res, id, started))
  requestContext.run({ id }, () => answer(req, res))
})
server.keepAliveTimeout = 65_000
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${hostname} is already in use (another copy of the site?). Stop it, or set PORT.`
      : `The server could not start: ${error.message}`,
  )
  process.exit(1)
})
server.listen(port, hostname, async () => {
  // Next runs the site's start-up (migrations, the admin account, the mail queue: see
  // instrumentation.ts) on the first request it handles. Static pages never reach it, so one
  // request of our own starts it now rather than at the first visitor's form.
  const local = ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname
  try {
    const res = await fetch(`http://${local.includes(':') ? `[${local}]` : local}:${port}/robots.txt`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`status ${res.status}`)
  } catch (error) {
    console.error(`The site's start-up request failed: ${error instanceof Error ? error.message : error}`)
  }
  console.log(`Vantage Edge site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

// Graceful shutdown. The listener closes at once (a balancer sends new visitors to the other
// processes); requests in flight get up to SHUTDOWN_GRACE_MS to finish; then the site's own
// shutdown (registered by server/startup.ts through runtime/bridge.mjs) stops its timers, sends the e-mails queued by those requests and
// closes the database. A second signal, or the deadline, ends the process at once.
const SHUTDOWN_GRACE_MS = 20_000
let stopping = false
/** @param {NodeJS.Signals} signal */
async function shutDown(signal) {
  if (stopping) {
    console.warn(`${signal} again: stopping now.`)
    process.exit(1)
  }
  stopping = true
  console.log(`${signal}: shutting down; no new connections, finishing requests in flight.`)
  const deadline = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s: stopping now.`)
    process.exit(1)
  }, SHUTDOWN_GRACE_MS + 10_000)
  deadline.unref()
  const closed = new Promise((resolve) => server.close(resolve))
  // Keep-alive connections with no request in flight are closed now, and any that fall idle.
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  await Promise.race([closed, new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS))])
  clearInterval(idle)
  server.closeAllConnections()
  try {
    await shutDownSite()
    console.log('Shut down cleanly.')
    process.exit(0)
  } catch (error) {
    console.error('Shutdown failed:', error)
    process.exit(1)
  }
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => void shutDown(signal))
