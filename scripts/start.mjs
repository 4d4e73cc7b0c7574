// Serves the production build on PORT/HOST, building it first when there is none, or when the
// one there was made from other source or other build-time settings (scripts/build.mjs).
//
// The server is Next's own request handler behind a plain Node HTTP server. First reason:
// Next keeps a visitor-supplied X-Forwarded-For header, so rate limits per address could be
// dodged by sending a made-up one. Here the header is replaced with the socket's address, or,
// behind a reverse proxy named by TRUST_PROXY, with the address that proxy appended
// (scripts/proxy-trust.mjs).
import { createServer } from 'node:http'
import { buildSite, distDirOf, staleReason } from './build.mjs'
import { checkNodeVersion } from './node-version.mjs'
import { clientAddressOf, parseTrustProxy } from './proxy-trust.mjs'

checkNodeVersion()
process.env.NEXT_TELEMETRY_DISABLED = '1'
const distDir = distDirOf()
const stale = staleReason(distDir)
if (stale) {
  console.log(`Building first: ${stale}.`)
  if (!buildSite()) process.exit(1)
}

process.env.NODE_ENV = 'production'
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
let trustedProxy
try {
  trustedProxy = parseTrustProxy(process.env.TRUST_PROXY)
} catch (error) {
  console.error(`Invalid environment:\n${error.message}`)
  process.exit(1)
}

const { default: next } = await import('next')
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

function clientAddress(req) {
  return clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxy)
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

const server = createServer(serverOptions, (req, res) => {
  req.headers['x-forwarded-for'] = clientAddress(req)
  // A few hot endpoints are answered here, without Next's request pipeline, once the site has
  // registered them at start-up (server/node-routes.ts); until then Next's own routes answer.
  const route = globalThis.__nodeRoutes?.get(`${req.method} ${req.url}`)
  if (!route) return handle(req, res)
  route(req, res).catch((error) => {
    console.error(`${req.method} ${req.url} failed:`, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Something went wrong on our side. Please try again.')
  })
})
server.keepAliveTimeout = 65_000
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${hostname} is already in use (another copy of the site?). Stop it, or set PORT.`
      : `The server could not start: ${error.message}`,
  )
  process.exit(1)
})
server.listen(port, hostname, () => {
  console.log(`Vantage Edge site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 3000).unref()
  })
}
