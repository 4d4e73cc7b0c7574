// Retention purge benchmark: 100,000 job applications past their period, each with its resume
// file, deleted by `npm run privacy -- purge` (a process of its own, as a second server would run
// it) while the public enquiry form takes submissions on the production build, SQLite, loopback.
// Prints the purge rate and the form's latency during the purge, and checks that every due row and
// file went and that every acknowledged enquiry is stored.
// Usage: npm run bench:purge [-- --leads=100000 --connections=8 --no-build]
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { buildAndStart, option } from './bench-server.mjs'

const LEADS = Number(option('leads', 100_000))
const CONNECTIONS = Number(option('connections', 8))
const PORT = 3302
const P99_TARGET_MS = 200

const server = await buildAndStart({
  port: PORT,
  build: !process.argv.includes('--no-build'),
  env: { FORM_RATE_LIMIT: '100000000' },
})

/** 13 months ago: past the 12 months an application is kept. */
const old = new Date()
old.setUTCMonth(old.getUTCMonth() - 13)
const OLD = old.toISOString()

function seed() {
  const started = performance.now()
  const resumes = path.join(server.dataDir, 'resumes')
  mkdirSync(resumes, { recursive: true })
  const db = new SQLite(path.join(server.dataDir, 'site.db'))
  db.pragma('busy_timeout = 10000')
  const insert = db.prepare(`insert into job_applications (id, job_title, full_name, email, phone, portfolio,
    cover_letter, resume_url, status, created_at, opened_at, first_reply_at, first_reply_seconds, source_path)
    values (?, 'Backend Engineer', ?, ?, '+91 90000 00000', null, ?, ?, 'rejected', ?, ?, null, null, null)`)
  const pdf = Buffer.from('%PDF-1.4\n% a resume kept past its period\n%%EOF\n')
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const key = `resumes/${randomBytes(16).toString('base64url')}.pdf`
      writeFileSync(path.join(server.dataDir, key), pdf)
      insert.run(
        randomUUID(),
        `Old Applicant ${i}`,
        `old.${i}@bench.example`,
        `Cover letter ${i}. `.repeat(10),
        key,
        OLD,
        OLD,
      )
    }
  })
  for (let from = 0; from < LEADS; from += 5000) batch(from, Math.min(LEADS, from + 5000))
  db.close()
  return (performance.now() - started) / 1000
}

/** `npm run privacy -- purge` against the server's data, timed; resolves with its output. */
function purge() {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('npm', ['run', '--silent', 'privacy', '--', 'purge'], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve({ output, seconds: (performance.now() - started) / 1000 })
        : reject(new Error(output)),
    )
  })
}

const body = new URLSearchParams({
  name: 'Load Test',
  email: 'load@bench.example',
  message: 'An enquiry sent while the retention purge runs. '.repeat(3),
}).toString()

let result
let purged
let seedSeconds
try {
  seedSeconds = seed()
  console.log(
    `Seeded ${LEADS.toLocaleString('en-IN')} expired applications with resumes in ${seedSeconds.toFixed(1)} s.`,
  )
  // The form's load from before the purge starts until it ends.
  const load = autocannon({
    url: `${server.base}/api/contact`,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: server.base,
    },
    body,
    connections: CONNECTIONS,
    duration: 3600,
    timeout: 10,
  })
  const loaded = new Promise((resolve, reject) => load.on('done', resolve).on('error', reject))
  await new Promise((r) => setTimeout(r, 1000))
  purged = await purge()
  load.stop()
  result = await loaded
} finally {
  var left = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true })
  var rowsLeft = left
    .prepare("select count(*) n from job_applications where email like '%@bench.example'")
    .get().n
  var stored = left.prepare('select count(*) n from contact_messages').get().n
  left.close()
  var filesLeft = readdirSync(path.join(server.dataDir, 'resumes')).length
  await server.stop()
}

const counts = /Purged: (\d+) enquiries, (\d+) applications \((\d+) resumes\)/.exec(purged.output)
const deleted = Number(counts?.[2] ?? 0)
const files = Number(counts?.[3] ?? 0)
const acknowledged = result['2xx']
// Stopping the load cuts the answers of the submissions in flight (at most one a connection):
// those are stored without being counted as acknowledged. Lost is an acknowledged one not stored.
const lost = Math.max(0, acknowledged - stored)
const lines = [
  `bench:purge: ${LEADS.toLocaleString('en-IN')} applications past their period, each with its resume file, purged by npm run privacy -- purge while ${CONNECTIONS} connections send enquiries; production build, SQLite, loopback`,
  '| purged | resumes | seconds | rows/s | forms p50 ms | forms p99 ms | forms max ms | acknowledged | stored | lost | rows left | files left |',
  '|--------|---------|---------|--------|--------------|--------------|--------------|--------------|--------|------|-----------|------------|',
  `| ${deleted} | ${files} | ${purged.seconds.toFixed(1)} | ${(deleted / purged.seconds).toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${acknowledged} | ${stored} | ${lost} | ${rowsLeft} | ${filesLeft} |`,
]
console.log(`\n${lines.join('\n')}`)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/purge.md', `${lines.join('\n')}\n`)
const ok =
  deleted === LEADS &&
  files === LEADS &&
  rowsLeft === 0 &&
  filesLeft === 0 &&
  lost === 0 &&
  stored - acknowledged <= CONNECTIONS &&
  result.errors + result.non2xx === 0 &&
  result.latency.p99 < P99_TARGET_MS
console.log(
  ok
    ? `\nMeets the targets (all due rows and files gone, none lost, forms p99 < ${P99_TARGET_MS} ms).`
    : '\nOff target.',
)
process.exitCode = ok ? 0 : 1
