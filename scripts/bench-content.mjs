// Content benchmark: how long a publish in the desk takes to reach visitors as a static page.
//
// Each publish is the desk's own action (the article editor's Publish), sent as the browser sends
// it, for one new article whose summary changes each time. Timed from sending it until the
// article's page carries the new text as a page made again (its policy lists script hashes, no
// nonce: the complete static page, not the live render meanwhile), on every process:
//   1. one process on SQLite;
//   2. two processes sharing one SQLite file, publishing through the first, timed on the second;
//   3. two processes on PostgreSQL behind nginx, publishing through nginx, timed on both;
//   4. the same with REDIS_URL, when a Redis answers on 127.0.0.1:6379.
// Then, on the first server after its publishes: a static GET of the article against nginx serving
// the same bytes (target at least 0.9 of nginx), and its memory (RSS) over further publishes.
//
// Usage: npm run bench:content [-- --no-build --publishes=50 --memory-publishes=1000]
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startNginx } from '../tests/helpers/nginx.mjs'
import { buildAndStart, cleanUpQueue, loadTest, option, signIn } from './bench-server.mjs'
import { saveActionId, SLUG, timePublishes } from './bench-publish.mjs'

const PUBLISHES = Number(option('publishes', 50))
const MEMORY_PUBLISHES = Number(option('memory-publishes', 1000))
const PORTS = { a: 3361, b: 3362, nginx: 3363, static: 3364 }
const ADMIN = { email: 'bench-admin@content.example', password: randomBytes(18).toString('base64url') }
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test'
const TARGETS = { crossP95: 2000, singleP95: 1000, staticRatio: 0.9 }
/** The site's address: nginx in front of the processes, where the desk is used. */
const SITE = `http://127.0.0.1:${PORTS.nginx}`

const { cleanups, cleanUp } = cleanUpQueue()

/** The body of a GET as sent, still compressed (fetch() would undo the gzip). */
function rawGet(url, encoding) {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject),
  )
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

async function redisAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A fresh PostgreSQL database for one scenario, dropped at the end. */
async function freshDatabase() {
  const name = `bench_content_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: PG_URL })
    await c.connect()
    await c.query(`drop database if exists ${name} with (force)`)
    await c.end()
  })
  return PG_URL.replace(/\/test$/, `/${name}`)
}

/**
 * `count` processes on `env`, one after the other (the first migrates and seeds alone), behind one
 * nginx at SITE_URL, where the desk is used: every process is built for that address, as every
 * machine of a site is. Returns their addresses and the one to publish through.
 */
async function site(env, count) {
  const ports = [PORTS.a, PORTS.b].slice(0, count)
  const bases = []
  for (const port of ports) {
    const server = await buildAndStart({ port, env: { ...admin, SITE_URL: SITE, ...env }, build: false })
    cleanups.push(server.stop)
    bases.push(server)
  }
  const nginx = await startNginx(
    `  upstream app { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location / { proxy_pass http://app; proxy_set_header Host $http_host; }
  }`,
    PORTS.nginx,
  )
  cleanups.push(nginx.stop)
  return {
    servers: bases,
    cookie: await signIn(SITE, ADMIN),
    stop: async () => {
      for (let i = 0; i <= count; i++) await cleanups.pop()()
    },
  }
}

const rows = []
// One AUTH_SECRET for every process, as the deployment guide asks of servers sharing a database.
const admin = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_SECRET: randomBytes(32).toString('hex'),
}
let staticRow
const memory = []
try {
  if (!process.argv.includes('--no-build')) {
    const built = await buildAndStart({ port: PORTS.a, env: { ...admin, SITE_URL: SITE }, build: true })
    await built.stop()
  }
  const action = saveActionId()
  /** The benchmark's article before its first publish. */
  const newArticle = () => {
    return { action, id: '', revision: '0' }
  }

  // One process on SQLite: the publishes, then the static GET and the memory after them.
  {
    const {
      servers: [first],
      cookie,
      stop,
    } = await site({}, 1)
    const publishes = (article, count, label) =>
      timePublishes({ via: SITE, seenOn: [first.base], cookie, article, count, label })
    const single = await publishes(newArticle(), PUBLISHES, 'single')
    rows.push({ setup: 'one process, SQLite', ...single, target: TARGETS.singleP95 })
    let article = (await publishes(single.article, Math.max(0, 100 - PUBLISHES), 'more')).article
    staticRow = await compareWithNginx(first.base)
    memory.push({ publishes: 100, rss: rssOf(first.pid) })
    for (let done = 0; done < MEMORY_PUBLISHES;) {
      const step = Math.min(250, MEMORY_PUBLISHES - done)
      article = (await publishes(article, step, 'memory')).article
      done += step
      memory.push({ publishes: 100 + done, rss: rssOf(first.pid) })
    }
    await stop()
  }

  // Two processes on one SQLite file, publishing through nginx, seen on both.
  const shared = mkdtempSync(path.join(tmpdir(), 'vantage-bench-shared-'))
  cleanups.push(async () => rmSync(shared, { recursive: true, force: true }))
  const scenarios = [
    { setup: 'two processes, one SQLite file, behind nginx', env: () => ({ DATA_DIR: shared }) },
  ]
  for (const redis of [false, true])
    scenarios.push({
      setup: `two processes, PostgreSQL${redis ? ' + Redis' : ''}, behind nginx`,
      redis,
      env: async () => ({
        DATABASE_URL: await freshDatabase(),
        ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
      }),
    })
  for (const scenario of scenarios) {
    if (scenario.redis && !(await redisAnswers())) {
      rows.push({ setup: `${scenario.setup}: no Redis on 127.0.0.1:6379, skipped` })
      continue
    }
    const { servers, cookie, stop } = await site(await scenario.env(), 2)
    const times = await timePublishes({
      via: SITE,
      seenOn: servers.map((s) => s.base),
      cookie,
      article: newArticle(),
      count: PUBLISHES,
      label: 'two',
    })
    rows.push({ setup: `${scenario.setup} (seen on both)`, ...times, target: TARGETS.crossP95 })
    await stop()
  }
} finally {
  await cleanUp()
}

/** The article from `base` against nginx serving the same gzip bytes, as bench:static measures. */
async function compareWithNginx(base) {
  const html = Buffer.from(await (await fetch(`${base}/blog/${SLUG}`)).arrayBuffer())
  const zipped = await rawGet(`${base}/blog/${SLUG}`, 'gzip')
  const root = mkdtempSync(path.join(tmpdir(), 'vantage-content-static-'))
  chmodSync(root, 0o755)
  cleanups.push(async () => rmSync(root, { recursive: true, force: true }))
  mkdirSync(path.join(root, 'blog'), { mode: 0o755 })
  // nginx gets the page and its gzip copy, the very bytes the app holds.
  writeFileSync(path.join(root, 'blog', `${SLUG}.html`), html)
  writeFileSync(path.join(root, 'blog', `${SLUG}.html.gz`), zipped)
  const nginx = await startNginx(
    `  server {
    listen 127.0.0.1:${PORTS.static};
    root ${root};
    gzip_static on;
    location / { try_files $uri.html =404; }
  }`,
    PORTS.static,
  )
  cleanups.push(nginx.stop)
  const route = `/blog/${SLUG}`
  const ngx = await loadTest(`http://127.0.0.1:${PORTS.static}${route}`, 'gzip')
  const app = await loadTest(`${base}${route}`, 'gzip')
  await cleanups.pop()() // nginx
  await cleanups.pop()() // its folder
  return {
    nginx: ngx.requests.average,
    app: app.requests.average,
    ratio: app.requests.average / ngx.requests.average,
  }
}

const ms = (v) => Math.round(v).toLocaleString('en')
const lines = [
  `bench:content: ${PUBLISHES} publishes per setup through the desk's Publish action, timed until the article, then /blog (which lists its changed summary), is served as a page made again (hashes, no nonce) by every process; production build, loopback, ${cpus().length} CPUs, Node ${process.version}`,
  '| setup | article p50 ms | p95 ms | max ms | p95 target | result | /blog p50 ms | p95 ms | max ms |',
  '|-------|---------------:|-------:|-------:|-----------:|--------|-------------:|-------:|-------:|',
  ...rows.map((r) =>
    r.p50 === undefined
      ? `| ${r.setup} | | | | | | | | |`
      : `| ${r.setup} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ≤ ${ms(r.target)} | ${r.p95 <= r.target ? 'PASS' : 'FAIL'} | ${ms(r.blog.p50)} | ${ms(r.blog.p95)} | ${ms(r.blog.max)} |`,
  ),
  '',
  `Static GET of the article after 100 publishes (gzip, 16 connections, 10 s): app ${ms(staticRow.app)} requests/s, nginx ${ms(staticRow.nginx)} requests/s, ratio ${staticRow.ratio.toFixed(2)} (target ≥ ${TARGETS.staticRatio}: ${staticRow.ratio >= TARGETS.staticRatio ? 'PASS' : 'FAIL'})`,
  '',
  '| publishes so far | server RSS MiB |',
  '|-----------------:|---------------:|',
  ...memory.map((m) => `| ${m.publishes.toLocaleString('en')} | ${m.rss.toFixed(0)} |`),
]
const failed = rows.some((r) => r.p95 > r.target) || staticRow.ratio < TARGETS.staticRatio
lines.push(failed ? 'Target missed.' : 'Every target met.')
console.log(lines.join('\n'))
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/content.md', `${lines.join('\n')}\n`)
process.exit(failed ? 1 : 0)
