// Builds once when no production build exists (or always with --build), then serves it on
// PORT/HOST. `--build-only` builds and exits. After `next build`, the prerendered pages are
// rewritten to load Next's scripts after their first paint (scripts/defer-hydration.mjs).
//
// The server is Next's own request handler behind a plain Node HTTP server, for one reason:
// Next keeps a visitor-supplied X-Forwarded-For header, so rate limits per address could be
// dodged by sending a made-up one. Here the header is replaced with the socket's address, or,
// with TRUST_PROXY=1 (behind a reverse proxy), with the address the proxy appended last.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { deferHydrationInBuild } from './defer-hydration.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const distDir = process.env.NEXT_DIST_DIR || '.next'
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')
const args = process.argv.slice(2)

if (
  args.includes('--build') ||
  args.includes('--build-only') ||
  !existsSync(path.join(distDir, 'BUILD_ID'))
) {
  console.log(`Building into ${distDir}…`)
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  console.log(`Deferred hydration scripts on ${deferHydrationInBuild(distDir)} prerendered pages.`)
}
if (args.includes('--build-only')) process.exit(0)

process.env.NODE_ENV = 'production'
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '')

const { default: next } = await import('next')
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

function clientAddress(req) {
  const socket = req.socket.remoteAddress ?? 'unknown'
  if (!trustProxy) return socket
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return forwarded.at(-1) ?? socket
}

const server = createServer((req, res) => {
  req.headers['x-forwarded-for'] = clientAddress(req)
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`Vantage Edge site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 3000).unref()
  })
}
