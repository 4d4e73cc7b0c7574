// Lead desk benchmark: the server-rendered /admin-dashboard, signed in, with 100,000 leads and
// 1,000,000 audit events in the database, on SQLite and on PostgreSQL. Each server is started empty (it migrates), then the
// leads are bulk-inserted straight into its database, then the desk is requested one request at
// a time: p50/p95/max of fetch + reading the whole body, against a 150 ms p95 target.
// Usage: npm run bench:desk [-- --no-build --leads=100000 --audit=1000000 --requests=200 --only=sqlite|postgres]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), local only;
// the leads go to a database of their own, created next to that one and dropped afterwards.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { buildAndStart, cleanUpQueue, option, signIn, timeRequests } from './bench-server.mjs'
import { seedPostgres, seedSqlite, unreadPostgres, unreadSqlite } from './bench-desk-db.mjs'
import { makeLeads, rng } from './bench-desk-data.mjs'
import { makeAuditEvents } from './bench-audit-data.mjs'

const LEADS = Number(option('leads') ?? 100_000)
const AUDIT_EVENTS = Number(option('audit') ?? 1_000_000)
const REQUESTS = Number(option('requests') ?? 200)
const WARMUP = Number(option('warmup') ?? 20)
const ONLY = option('only')
const TARGET_MS = 150
// One port for both servers, one after the other: SITE_URL is baked into the build and signing
// in checks the Origin against it, so both must be served from the address the build names.
const PORT = 3331
const SITE_URL = `http://127.0.0.1:${PORT}`
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const ADMIN = { email: 'bench-admin@desk.example', password: randomBytes(18).toString('base64url') }
const SEARCH_TERM = 'halvorsen' // a surname: a few hundred enquiries
const NO_MATCH_TERM = 'qzxwvk'

const MESSAGES = Math.round(LEADS * 0.7)
const APPLICATIONS = LEADS - MESSAGES

console.log(`Generating ${LEADS.toLocaleString('en')} leads…`)
const data = makeLeads({ messages: MESSAGES, applications: APPLICATIONS, comments: 1500, admin: ADMIN.email })
const TABLES = {
  contact_messages: data.contactRows,
  job_applications: data.applicationRows,
  blog_comments: data.commentRows,
  lead_events: data.events,
  audit_events: makeAuditEvents({ count: AUDIT_EVENTS, admins: [ADMIN.email, 'second-admin@desk.example'] }),
}
const matches = (term) =>
  data.contactRows.filter((r) => [r[1], r[2], r[6]].some((c) => c.toLowerCase().includes(term))).length

// Records to open, different for every request: half of them unread, so half the views also mark
// the enquiry read (an UPDATE and a timeline INSERT in one transaction), as the desk does.
const pickRecords = () => {
  const r = rng(7)
  const unread = data.contactRows.filter((row) => row[9] === null)
  const read = data.contactRows.filter((row) => row[9] !== null)
  const total = WARMUP + REQUESTS
  const a = r.some(unread, Math.ceil(total / 2))
  const b = r.some(read, Math.floor(total / 2))
  return Array.from({ length: total }, (_, i) => (i % 2 ? b[i >> 1] : a[i >> 1]) ?? a.at(-1))
}
const records = pickRecords()

// ---------------------------------------------------------------------------------------------
// Measuring

/** "480 records found", as the list tells screen readers. */
const foundCount = (body) => Number(/>(\d+) records? found</.exec(body)?.[1] ?? NaN)
const listOf = (total) => (body) =>
  foundCount(body) === total ? null : `expected "${total} records found", got ${foundCount(body)}`

/**
 * The script a browser loads for the given pages: every chunk their HTML names (as a script tag or
 * in the inline data that loads client components), gzip-compressed as the server sends it, each
 * counted once.
 */
async function scriptSize(base, cookie, paths) {
  const chunks = new Set()
  for (const path of paths) {
    const html = await (
      await fetch(`${base}${path}`, { headers: { Cookie: cookie, Accept: 'text/html' } })
    ).text()
    // Script tags, and the chunks named in the inline data (client components, deferred loads).
    for (const m of html.matchAll(/\/_next\/static\/chunks\/[\w.-]+?\.js/g)) chunks.add(m[0])
  }
  let gzip = 0
  for (const chunk of chunks)
    gzip += gzipSync(Buffer.from(await (await fetch(`${base}${chunk}`)).arrayBuffer())).length
  return { files: chunks.size, kib: gzip / 1024 }
}

/** A full page of the audit trail: its 25 events. */
const auditRows = (body) => {
  const n = body.match(/data-testid="audit-event"/g)?.length ?? 0
  return n === 25 ? null : `expected 25 audit events, got ${n}`
}
const day = (ms) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10)
const today = day(Date.now())
const monthAgo = day(Date.now() - 30 * 24 * 3600_000)

async function runDesk(base) {
  const cookie = await signIn(base, ADMIN)
  const searchHits = matches(SEARCH_TERM)
  const noHits = matches(NO_MATCH_TERM)
  const q = (term) => `/admin-dashboard?tab=messages&q=${encodeURIComponent(term)}`
  const views = [
    ['Enquiries, first page', () => '/admin-dashboard?tab=messages', listOf(MESSAGES)],
    [`Enquiries, search "${SEARCH_TERM}" (${searchHits} matches)`, () => q(SEARCH_TERM), listOf(searchHits)],
    [`Enquiries, search "${NO_MATCH_TERM}" (${noHits} matches)`, () => q(NO_MATCH_TERM), listOf(noHits)],
    [
      'Enquiry record view (a different one each time, half unread)',
      (i) => `/admin-dashboard/messages/${records[i][0]}`,
      (body, i) =>
        body.includes(records[i][2]) ? null : `record ${records[i][0]} (${records[i][2]}) not shown`,
    ],
    ['Applications, first page', () => '/admin-dashboard?tab=applications', listOf(APPLICATIONS)],
    [
      `Audit, first page (${AUDIT_EVENTS.toLocaleString('en')} events)`,
      () => '/admin-dashboard/audit',
      auditRows,
    ],
    [
      'Audit, one event type by one administrator over a month',
      () =>
        `/admin-dashboard/audit?action=csv_exported&actor=${encodeURIComponent(ADMIN.email)}&from=${monthAgo}&to=${today}`,
      auditRows,
    ],
  ]
  const results = []
  const desk = await scriptSize(base, cookie, [
    '/admin-dashboard?tab=messages',
    `/admin-dashboard/messages/${records[0][0]}`,
    '/admin-dashboard/templates',
  ])
  const site = await scriptSize(base, '', ['/services'])
  console.log(
    `  script: the desk loads ${desk.files} files, ${desk.kib.toFixed(1)} KiB gzip ` +
      `(the public /services page: ${site.files} files, ${site.kib.toFixed(1)} KiB)`,
  )
  scripts.push({ desk, site })
  for (const [name, pathOf, check] of views) {
    process.stdout.write(`  ${name}… `)
    const r = await timeRequests({
      urlOf: (i) => `${base}${pathOf(i)}`,
      cookie,
      count: REQUESTS,
      warmup: WARMUP,
      check,
    })
    if (r.problem) throw new Error(`${r.url}: ${r.problem}\n${r.body.slice(0, 500)}`)
    console.log(`p95 ${r.p95.toFixed(0)} ms`)
    results.push({ name, ...r })
  }
  return results
}

// ---------------------------------------------------------------------------------------------
// The two databases, one after the other (together they would share two cores and one port).

const { cleanups, cleanUp } = cleanUpQueue()
const scripts = []

async function onDatabase(kind, build) {
  let env = { SITE_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  let databaseUrl
  if (kind === 'postgres') {
    const host = new URL(PG_URL).hostname
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
      throw new Error(`BENCH_DATABASE_URL must be a local database, not ${host}`)
    // A database of its own rather than a schema in a shared one: the migrator looks for its
    // bookkeeping tables in every schema it can see, so another schema holding them (a test run
    // in progress on the same database) would make this server's migration fail.
    const name = `bench_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    cleanups.push(async () => {
      await admin.query(`drop database ${name} with (force)`)
      await admin.end()
    })
    const url = new URL(PG_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    env = { ...env, DATABASE_URL: databaseUrl }
  }
  console.log(`\n${kind}: starting…`)
  const server = await buildAndStart({ port: PORT, env, build })
  cleanups.push(() => server.stop())
  const t0 = performance.now()
  if (kind === 'postgres') await seedPostgres(databaseUrl, TABLES)
  else await seedSqlite(server.dataDir, TABLES)
  const rows = Object.values(TABLES).reduce((n, t) => n + t.length, 0)
  console.log(
    `${kind}: ${rows.toLocaleString('en')} rows loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  try {
    const load = os.loadavg()[0]
    const results = await runDesk(server.base)
    // The record views did mark the unread enquiries read (the write was part of what was timed).
    const unread = records.filter((row) => row[9] === null).map((row) => row[0])
    const left =
      kind === 'postgres'
        ? await unreadPostgres(databaseUrl, unread)
        : await unreadSqlite(server.dataDir, unread)
    if (left !== 0) throw new Error(`${left} of ${unread.length} opened unread enquiries are still unread`)
    console.log(`${kind}: the ${unread.length} unread enquiries opened are now read`)
    return { load, results }
  } finally {
    await cleanUp()
  }
}

const DATABASES = [
  ['sqlite', 'SQLite'],
  ['postgres', 'PostgreSQL'],
].filter(([kind]) => !ONLY || ONLY === kind)
const measured = []
let build = !process.argv.includes('--no-build')
try {
  for (const [kind, label] of DATABASES) {
    measured.push({ label, ...(await onDatabase(kind, build)) })
    build = false
  }
} finally {
  await cleanUp()
}

const pad = (s, n) => String(s).padEnd(n)
const num = (v) => v.toFixed(1).padStart(6)
const nameWidth = Math.max(...measured.flatMap((m) => m.results.map((r) => r.name.length)))
const lines = [
  `bench:desk: /admin-dashboard server-rendered and signed in, ${LEADS.toLocaleString('en')} leads ` +
    `(${MESSAGES.toLocaleString('en')} enquiries, ${APPLICATIONS.toLocaleString('en')} applications, ` +
    `${data.events.length.toLocaleString('en')} timeline events), ${REQUESTS} sequential requests per row ` +
    `after ${WARMUP} warm-up, fetch + whole body, production build, loopback, ` +
    `${os.cpus().length} CPUs (1-min load average before measuring: ` +
    `${measured.map((m) => `${m.label} ${m.load.toFixed(2)}`).join(', ')}); target p95 < ${TARGET_MS} ms`,
  `Script of the desk (list, record and templates views): ${scripts[0]?.desk.files} files, ` +
    `${scripts[0]?.desk.kib.toFixed(1)} KiB gzip; the public /services page: ${scripts[0]?.site.files} files, ` +
    `${scripts[0]?.site.kib.toFixed(1)} KiB gzip.`,
  '',
  `| database   | ${pad('view', nameWidth)} | p50 ms | p95 ms | max ms | p95 < ${TARGET_MS} ms |`,
  `|------------|-${'-'.repeat(nameWidth)}-|--------|--------|--------|--------------|`,
  ...measured.flatMap(({ label, results }) =>
    results.map(
      (r) =>
        `| ${pad(label, 10)} | ${pad(r.name, nameWidth)} | ${num(r.p50)} | ${num(r.p95)} | ${num(r.max)} | ${pad(r.p95 < TARGET_MS ? 'PASS' : 'FAIL', 12)} |`,
    ),
  ),
]
console.log(`\n${lines.join('\n')}`)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/desk.md', `${lines.join('\n')}\n`)
const ok = measured.every((m) => m.results.every((r) => r.p95 < TARGET_MS))
console.log(ok ? `\nEvery view under ${TARGET_MS} ms at p95.` : '\nOff target.')
process.exitCode = ok ? 0 : 1
