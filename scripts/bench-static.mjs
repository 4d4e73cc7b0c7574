// Static page benchmark: the app (runtime/start.mjs on the production build) against nginx
// serving the same saved HTML, on the same machine, in the same run, over loopback.
//
// Both are asked for the page with `Accept-Encoding: gzip`, so both send the same bytes: the app
// its gzip copy made at build (runtime/static-pages.mjs), nginx the same copy through
// gzip_static, as a tuned nginx would. A browser's `br, gzip` row shows what the app sends
// browsers (Brotli). Prints requests per second and latency for each, and the app/nginx ratio
// against the target of at least half.
//
// Usage: npm run bench:static [-- --no-build --connections=16 --seconds=10]
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { startNginx } from '../tests/helpers/nginx.mjs'
import { BENCH_DIST, buildAndStart, cleanUpQueue, loadTest, option } from './bench-server.mjs'

const arg = (name, fallback) => Number(option(name, fallback))
const CONNECTIONS = arg('connections', 16)
const SECONDS = arg('seconds', 10)
const WARMUP_SECONDS = 2
const PORT = 3351
const NGINX_PORT = 3352
const TARGET_RATIO = 0.5
const PAGES = [
  { route: '/', file: 'index.html' },
  { route: '/blog/website-security-mistakes', file: 'blog/website-security-mistakes.html' },
]

const { cleanups, cleanUp } = cleanUpQueue()
const app = await buildAndStart({ port: PORT, build: !process.argv.includes('--no-build') })
cleanups.push(app.stop)

// nginx gets the very files the app serves: the page and its gzip copy from the build.
const root = mkdtempSync(path.join(tmpdir(), 'vantage-static-'))
chmodSync(root, 0o755) // nginx's workers may run as another user
cleanups.push(async () => rmSync(root, { recursive: true, force: true }))
for (const { file } of PAGES) {
  const from = path.join(BENCH_DIST, 'server', 'app', file)
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o755 })
  copyFileSync(from, path.join(root, file))
  copyFileSync(`${from}.gz`, path.join(root, `${file}.gz`))
}
const nginx = await startNginx(
  `  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    gzip_static on;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }`,
  NGINX_PORT,
)
cleanups.push(nginx.stop)

const load = (url, encoding, seconds = SECONDS) =>
  loadTest(url, encoding, { seconds, connections: CONNECTIONS })

/** Checks the server sends the page gzip-compressed (or Brotli) before it is measured. */
async function check(url, encoding, expected) {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } })
  await res.arrayBuffer()
  if (res.status !== 200 || res.headers.get('content-encoding') !== expected)
    throw new Error(`${url}: ${res.status}, ${res.headers.get('content-encoding')} instead of ${expected}`)
}

const rows = []
const ratios = []
const load1 = loadavg()[0].toFixed(2)
try {
  for (const { route } of PAGES) {
    const appUrl = `${app.base}${route}`
    const nginxUrl = `http://127.0.0.1:${NGINX_PORT}${route}`
    await check(appUrl, 'gzip', 'gzip')
    await check(nginxUrl, 'gzip', 'gzip')
    await check(appUrl, 'br, gzip', 'br')
    const measured = {}
    for (const [name, url, encoding] of [
      ['nginx', nginxUrl, 'gzip'],
      ['app', appUrl, 'gzip'],
      ['app (browser: br, gzip)', appUrl, 'br, gzip'],
    ]) {
      await load(url, encoding, WARMUP_SECONDS)
      const r = await load(url, encoding)
      if (r.non2xx || r.errors || r.timeouts)
        throw new Error(`${name} ${route}: ${r.non2xx} non-2xx, ${r.errors} errors`)
      measured[name] = r
      rows.push({
        route,
        name,
        rate: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        kib: (r.throughput.average / r.requests.average / 1024).toFixed(1),
      })
    }
    ratios.push({ route, ratio: measured.app.requests.average / measured.nginx.requests.average })
  }
} finally {
  await cleanUp()
}

const lines = [
  `bench:static: production build served by runtime/start.mjs vs nginx ${'(Debian nginx-light, 1 worker, gzip_static)'} on the same HTML, loopback, ${cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up (1-min load average before: ${load1})`,
  '| page | server | requests/s | p50 ms | p99 ms | KiB per response |',
  '|------|--------|-----------:|-------:|-------:|-----------------:|',
  ...rows.map(
    (r) => `| ${r.route} | ${r.name} | ${r.rate.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.kib} |`,
  ),
  '',
  '| page | app / nginx (same gzip bytes) | target | result |',
  '|------|------------------------------:|--------|--------|',
  ...ratios.map(
    (r) =>
      `| ${r.route} | ${r.ratio.toFixed(2)} | >= ${TARGET_RATIO} | ${r.ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'} |`,
  ),
]
const failed = ratios.some((r) => r.ratio < TARGET_RATIO)
lines.push(failed ? 'Target missed.' : 'Every target met.')
console.log(lines.join('\n'))
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/static.md', `${lines.join('\n')}\n`)
process.exit(failed ? 1 : 0)
