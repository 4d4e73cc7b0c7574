// API benchmark: concurrent contact submissions against the production build on SQLite, over
// loopback. Prints submissions per second, p50/p99 latency, and checks that the rows stored
// equal the submissions acknowledged (201). With --slow-webhook, every enquiry is also sent as a
// signed webhook to a local receiver that takes 20 s to answer each (WEBHOOK_URL), to show that a
// slow receiver does not slow the form; --webhook sends them to one that answers at once, for the
// cost of queuing and sending an event apart from the receiver's slowness.
// Usage: npm run bench:api [-- --amount=20000 --connections=16 --slow-webhook | --webhook]
import { mkdirSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { buildAndStart, option } from './bench-server.mjs'

const arg = (name, fallback) => Number(option(name, fallback))
const AMOUNT = arg('amount', 20000)
const CONNECTIONS = arg('connections', 16)
const WARMUP = 500
const PORT = 3301

const SLOW_MS = 20_000
const slowWebhook = process.argv.includes('--slow-webhook')
const fastWebhook = process.argv.includes('--webhook')
let receiver
let received = 0
if (slowWebhook || fastWebhook) {
  receiver = http.createServer((req, res) => {
    received++
    req.resume()
    const answer = () => res.writeHead(200).end('ok')
    if (slowWebhook) setTimeout(answer, SLOW_MS).unref()
    else req.on('end', answer)
  })
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve))
}
const webhookEnv = receiver
  ? {
      WEBHOOK_URL: `http://127.0.0.1:${receiver.address().port}/hook`,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE: 'true',
    }
  : {}

// The per-address form limit is lifted here: every request comes from 127.0.0.1, and the
// point is the write path, not the limiter (which the integration tests cover).
const server = await buildAndStart({
  port: PORT,
  build: !process.argv.includes('--no-build'),
  env: { FORM_RATE_LIMIT: '100000000', ...webhookEnv },
})

const body = new URLSearchParams({
  name: 'Load Test',
  email: 'load@bench.example',
  company: 'Bench Co',
  message: 'Concurrent enquiry from the API benchmark. '.repeat(4),
}).toString()
const request = {
  url: `${server.base}/api/contact`,
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    origin: server.base,
    // As a browser sends it: the spam screening holds a post that no browser sent.
    'sec-fetch-site': 'same-origin',
  },
  body,
}

const run = (amount) =>
  new Promise((resolve, reject) =>
    autocannon({ ...request, connections: CONNECTIONS, amount, timeout: 10 }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  )

let result
try {
  await run(WARMUP) // JIT, connection pools, SQLite page cache
  result = await run(AMOUNT)
} finally {
  // read the count before the server (and its data dir) goes away
  var stored = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true })
    .prepare('select count(*) n from contact_messages')
    .get().n
  await server.stop()
  receiver?.closeAllConnections()
  receiver?.close()
}

const acknowledged = result['2xx'] + WARMUP
const seconds = result.duration
const perSecond = result['2xx'] / seconds
const lines = [
  `bench:api: ${AMOUNT} contact submissions, ${CONNECTIONS} connections, production build, SQLite (WAL, synchronous=FULL), loopback${receiver ? `, each also sent as a webhook to a receiver ${slowWebhook ? `taking ${SLOW_MS / 1000} s to answer` : 'answering at once'} (${received} deliveries begun during the run)` : ''}`,
  '| submissions/s | p50 ms | p99 ms | max ms | acknowledged | stored | lost | errors/non-2xx |',
  '|---------------|--------|--------|--------|--------------|--------|------|----------------|',
  `| ${perSecond.toFixed(0).padStart(13)} | ${String(result.latency.p50).padStart(6)} | ${String(result.latency.p99).padStart(6)} | ${String(result.latency.max).padStart(6)} | ${String(acknowledged).padStart(12)} | ${String(stored).padStart(6)} | ${String(acknowledged - stored).padStart(4)} | ${String(result.errors + result.non2xx).padStart(14)} |`,
]
console.log(`\n${lines.join('\n')}`)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/api.md', `${lines.join('\n')}\n`)
const ok =
  perSecond >= 500 &&
  result.latency.p99 < 100 &&
  acknowledged === stored &&
  result.errors + result.non2xx === 0
console.log(ok ? '\nMeets the targets (>= 500/s, p99 < 100 ms, none lost).' : '\nOff target.')
process.exitCode = ok ? 0 : 1
