// Analytics benchmark, production build on SQLite, loopback:
//   1. ingestion: page-view beacons (POST /insights/event) from a few thousand made-up visitors,
//      concurrently (autocannon), against 2,000 beacons/s and p99 < 50 ms; then every 204 must be
//      a stored row;
//   2. the Analytics view of /admin-dashboard over 1,000,000 stored views, signed in, one request
//      at a time, against p95 < 300 ms; the total it shows must be the views stored in its range.
// Usage: npm run bench:analytics [-- --no-build --views=1000000 --requests=30000 --connections=32
//        --renders=50 --only=ingestion|view]
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { analyticsDay, beacons, daysBefore, seedAnalytics } from './bench-analytics-data.mjs'
import { reportAnalytics } from './bench-analytics-report.mjs'
import { buildAndStart, cleanUpQueue, option, signIn, timeRequests } from './bench-server.mjs'

/** The run's settings and targets, which the report states beside the figures. */
const RUN = {
  VIEWS: Number(option('views') ?? 1_000_000),
  REQUESTS: Number(option('requests') ?? 30_000),
  CONNECTIONS: Number(option('connections') ?? 32),
  WARMUP: 1000,
  RENDERS: Number(option('renders') ?? 50),
  RENDER_WARMUP: 5,
  ADDRESSES: 3000,
  INGEST_RATE: 2000,
  INGEST_P99_MS: 50,
  VIEW_P95_MS: 300,
}
const ONLY = option('only')
// One port for every server, one after the other: SITE_URL is baked into the build and both the
// beacon and signing in check the Origin against it.
const PORT = 3341
const ADMIN = { email: 'bench-admin@analytics.example', password: randomBytes(18).toString('base64url') }

// ---------------------------------------------------------------------------------------------
// 1. Ingestion

/** An autocannon run; `seconds` runs from its start to the last answer. */
const cannon = (opts) =>
  new Promise((resolve, reject) => {
    const t0 = performance.now()
    let last = t0
    const run = autocannon(opts, (err, res) =>
      err ? reject(err) : resolve({ ...res, seconds: (last - t0) / 1000 }),
    )
    // autocannon's own `duration` is taken at its next whole-second tick after the last answer,
    // which would understate the rate of a 15 s run by up to 7%.
    run.on('response', () => (last = performance.now()))
  })

async function runIngestion(build) {
  console.log('\nIngestion: starting…')
  const server = await started({ TRUST_PROXY: '1' }, build)
  const next = beacons(RUN.ADDRESSES)
  const opts = (amount) => ({
    url: `${server.base}/insights/event`,
    method: 'POST',
    // What navigator.sendBeacon sends for a string body, from one of our pages.
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.base },
    requests: [{ setupRequest: next }],
    connections: RUN.CONNECTIONS,
    amount,
    timeout: 10,
  })
  const load = os.loadavg()[0]
  const day0 = analyticsDay(Date.now())
  // JIT, the day's salt and visitor rows, SQLite's page cache.
  const warm = await cannon(opts(RUN.WARMUP))
  process.stdout.write(
    `Ingestion: ${RUN.REQUESTS.toLocaleString('en')} beacons, ${RUN.CONNECTIONS} connections… `,
  )
  const result = await cannon(opts(RUN.REQUESTS))
  const sameDay = analyticsDay(Date.now()) === day0
  const file = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true })
  const count = (table) => file.prepare(`select count(*) n from ${table}`).get().n
  const stored = count('page_views')
  const visitors = count('analytics_visitors')
  file.close()
  await server.stop()
  const perSecond = result['2xx'] / result.seconds
  console.log(`${perSecond.toFixed(0)}/s, p99 ${result.latency.p99} ms`)
  const answered = warm['2xx'] + result['2xx']
  const failed = (r) => r.non2xx + r.errors + r.timeouts
  return {
    load,
    perSecond,
    latency: result.latency,
    answered,
    stored,
    failed: failed(warm) + failed(result),
    visitors,
    sameDay,
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The Analytics view over VIEWS stored views

const MARKER = 'data-testid="analytics-views-total"'

/** The number the element with MARKER shows (its text's digits), or null when there is none. */
function shownTotal(html) {
  const at = html.indexOf(MARKER)
  if (at < 0) return null
  const tag = /^<([\w-]+)/.exec(html.slice(html.lastIndexOf('<', at)))?.[1]
  const from = html.indexOf('>', at) + 1
  const to = html.indexOf(`</${tag}>`, from)
  const digits = html
    .slice(from, to < 0 ? undefined : to)
    .replace(/<!--[\s\S]*?-->|<[^>]*>|&#?\w+;/g, '')
    .replace(/\D/g, '')
  return digits ? Number(digits) : NaN
}

/**
 * RENDER_WARMUP + RENDERS sequential requests of `url` (timeRequests). The first answer decides
 * what is shown (`expect` turns its total into a problem or null); every later one must show the
 * same total.
 */
async function measure(url, cookie, expect) {
  let shown
  const r = await timeRequests({
    urlOf: () => url,
    cookie,
    count: RUN.RENDERS,
    warmup: RUN.RENDER_WARMUP,
    check: (body, i) => {
      const total = shownTotal(body)
      if (total === null) return 'Analytics view not found'
      if (i > 0) return total === shown ? null : `showed ${total}, earlier ${shown}`
      shown = total
      return expect(total)
    },
  })
  return { ...r, shown }
}

async function runView(build) {
  // The server migrates an empty database of ours and stops; the data goes in; the next server
  // rolls the finished days up at its start, as after any restart.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-analytics-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  console.log('\nView: migrating an empty database…')
  await (await started(env, build)).stop()

  process.stdout.write(`View: storing ${RUN.VIEWS.toLocaleString('en')} views… `)
  let t0 = performance.now()
  const seeded = seedAnalytics(dataDir, Date.now(), RUN.VIEWS)
  console.log(
    `${seeded.visitors.toLocaleString('en')} visitor rows, ${seeded.conversions.toLocaleString('en')} ` +
      `conversions, ${seeded.days} days, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )

  t0 = performance.now()
  const server = await started(env, false)
  const upAfter = (performance.now() - t0) / 1000
  const file = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  const pendingDays = file.prepare(
    'select count(*) n from analytics_days where rolled_up_at is null and day < ?',
  )
  // The upkeep rolls up a day once it has been over for five minutes; just after midnight in New
  // Delhi yesterday waits for its next round, ten minutes on, hence the long limit.
  process.stdout.write('View: waiting for the roll-up… ')
  for (;;) {
    if (pendingDays.get(analyticsDay(Date.now())).n === 0) break
    if (performance.now() - t0 > 15 * 60_000) throw new Error('the finished days were not rolled up')
    await new Promise((r) => setTimeout(r, 200))
  }
  const doneAt = Date.now()
  // Every day rolled up in one round carries the time that round started.
  const { started: rollStart, days: rolled } = file
    .prepare(
      'select min(rolled_up_at) started, count(*) days from analytics_days where rolled_up_at is not null',
    )
    .get()
  const rollUp = { days: rolled, seconds: (doneAt - Date.parse(rollStart)) / 1000, upAfter }
  const dailyRows = file.prepare('select count(*) n from analytics_daily').get().n
  console.log(
    `${rolled} days in ${rollUp.seconds.toFixed(1)} s (${dailyRows.toLocaleString('en')} daily rows); ` +
      `server answering after ${upAfter.toFixed(1)} s`,
  )

  // Views stored per day, newest first: the expected total of every range.
  const perDay = new Map(
    file
      .prepare('select day, count(*) n from page_views group by day')
      .all()
      .map((row) => [row.day, row.n]),
  )
  file.close()
  const today = analyticsDay(Date.now())
  const lastDays = (n) =>
    Array.from({ length: n }, (_, i) => perDay.get(daysBefore(today, i)) ?? 0).reduce((a, b) => a + b, 0)
  const inRange = (n) => (total) =>
    total === lastDays(n) ? null : `shows ${total} views, ${lastDays(n)} stored in the last ${n} days`
  // The default range is the panel's to choose: the total must be that of some number of days.
  let defaultDays
  const someRange = (total) => {
    defaultDays = Array.from({ length: 90 }, (_, i) => i + 1).find((n) => lastDays(n) === total)
    return defaultDays ? null : `shows ${total} views, the total of no range of 1 to 90 days`
  }

  const load = os.loadavg()[0]
  const cookie = await signIn(server.base, ADMIN)
  const url = (q) => `${server.base}/admin-dashboard?${q}`
  const views = [
    [
      `Analytics view, 90 days (${lastDays(90).toLocaleString('en')} views)`,
      'panel=analytics&range=90',
      inRange(90),
    ],
    [
      `Analytics view, 30 days (${lastDays(30).toLocaleString('en')} views)`,
      'panel=analytics&range=30',
      inRange(30),
    ],
    ['Analytics view, default range', 'panel=analytics', someRange],
  ]
  const results = []
  for (const [name, query, expect] of views) {
    process.stdout.write(`  ${name}… `)
    const r = await measure(url(query), cookie, expect)
    if (r.problem) console.log(r.problem)
    else console.log(`p95 ${r.p95.toFixed(0)} ms`)
    const label = expect === someRange && defaultDays ? `${name} (${defaultDays} days)` : name
    results.push({ name: label, query, ...r })
  }
  await server.stop()
  return { load, seeded, rollUp, results }
}

// ---------------------------------------------------------------------------------------------
// Servers, cleaned up whatever happens

const { cleanups, cleanUp } = cleanUpQueue()

/** A production server on PORT; its stop (idempotent) is also queued for the clean-up. */
async function started(env, build) {
  const server = await buildAndStart({ port: PORT, env, build })
  cleanups.push(server.stop)
  return server
}

let build = !process.argv.includes('--no-build')
let ingestion
let view
try {
  if (ONLY !== 'view') {
    ingestion = await runIngestion(build)
    build = false
  }
  if (ONLY !== 'ingestion') view = await runView(build)
} finally {
  await cleanUp()
}

const ok = reportAnalytics({ ingestion, view }, RUN)
console.log(ok ? '\nEvery target met.' : '\nOff target.')
process.exitCode = ok ? 0 : 1
