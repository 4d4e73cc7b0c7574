// A blog of 1,000 articles: imported as an operator would (`npm run content -- import`), then
// served by one process on SQLite. Reports how long the import and the start take, how long the
// process takes to make every page again (the build made eight articles; the other 992, their
// pictures and the index's 125 pages are made after the start, served live meanwhile), whether
// every page of the blog's index, the feeds and the sitemap answer, how fast they are served, and
// the publish time (desk's Publish to the page made again) with 1,000 articles (target p95 ≤ 5 s).
//
// Usage: npm run bench:articles [-- --no-build --articles=1000 --publishes=30]
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import SQLite from 'better-sqlite3'
import YAML from 'yaml'
import { buildAndStart, cleanUpQueue, loadTest, option, signIn } from './bench-server.mjs'
import { saveActionId, timePublishes } from './bench-publish.mjs'

const ARTICLES = Number(option('articles', 1000))
const PUBLISHES = Number(option('publishes', 30))
const PORT = 3366
const PAGE_SIZE = 8
const TARGET_P95 = 5000
const ADMIN = { email: 'bench-admin@articles.example', password: randomBytes(18).toString('base64url') }
const env = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_SECRET: randomBytes(32).toString('hex'),
}
const { cleanups, cleanUp } = cleanUpQueue()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** `npm run content -- <args>` on the data folder; throws with its output when it fails. */
function content(dataDir, ...args) {
  const result = spawnSync('npm', ['run', '--silent', 'content', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`content ${args[0]} failed:\n${result.stdout}\n${result.stderr}`)
}

/** Writes `count` articles more beside the exported ones, each a seed article's body under a new title and date. */
function addArticles(folder, count) {
  const dir = path.join(folder, 'articles')
  const seeds = readdirSync(dir).map((name) => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync(path.join(dir, name), 'utf8'),
    )
    return { front: YAML.parse(front), body }
  })
  const day = Date.UTC(2023, 0, 1)
  for (let i = 0; i < count; i++) {
    const seed = seeds[i % seeds.length]
    const slug = `field-note-${String(i + 1).padStart(4, '0')}`
    const front = {
      ...seed.front,
      title: `Field Note ${i + 1}: ${seed.front.title}`.slice(0, 160),
      slug,
      date: new Date(day + i * 86_400_000 * 0.6).toISOString().slice(0, 10),
      status: 'published',
    }
    writeFileSync(path.join(dir, `${slug}.md`), `---\n${YAML.stringify(front)}---\n${seed.body}`)
  }
}

const rows = []
try {
  if (!process.argv.includes('--no-build')) {
    const built = await buildAndStart({ port: PORT, env, build: true })
    await built.stop()
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-bench-articles-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  // The first start migrates and seeds the database.
  await (await buildAndStart({ port: PORT, env: { ...env, DATA_DIR: dataDir }, build: false })).stop()

  const folder = mkdtempSync(path.join(tmpdir(), 'vantage-bench-export-'))
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }))
  rmSync(folder, { recursive: true })
  content(dataDir, 'export', folder)
  const seeded = readdirSync(path.join(folder, 'articles')).length
  addArticles(folder, ARTICLES - seeded)
  let t = performance.now()
  content(dataDir, 'import', folder)
  rows.push(`Import of ${ARTICLES} articles (and the other content): ${seconds(performance.now() - t)}`)

  t = performance.now()
  const server = await buildAndStart({ port: PORT, env: { ...env, DATA_DIR: dataDir }, build: false })
  cleanups.push(server.stop)
  rows.push(`Start until the first answer: ${seconds(performance.now() - t)}`)
  const pages = Math.ceil(ARTICLES / PAGE_SIZE)
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  const madeCount = () => db.prepare('select count(*) as n from content_pages').get().n
  // Every page made: the count of stored pages stops growing and the index's last page is made.
  let previous = -1
  let steady = 0
  while (steady < 5) {
    await new Promise((r) => setTimeout(r, 1000))
    const n = madeCount()
    steady = n === previous ? steady + 1 : 0
    previous = n
  }
  rows.push(
    `Every page made again after the start: ${previous} pages in ${seconds(performance.now() - t - 5000)}`,
  )

  const failures = []
  let cards = 0
  t = performance.now()
  for (let page = 1; page <= pages; page++) {
    const res = await fetch(`${server.base}${page === 1 ? '/blog' : `/blog/page/${page}`}`)
    if (res.status !== 200) failures.push(`/blog page ${page}: ${res.status}`)
    cards += (await res.text()).match(/<article\b/g)?.length ?? 0
  }
  rows.push(
    `The blog's ${pages} index pages: ${failures.length ? failures.join(', ') : 'all 200'}, ${cards} cards, read in ${seconds(performance.now() - t)}`,
  )
  for (const feed of ['/feed.xml', '/atom.xml', '/feed.json', '/sitemap.xml']) {
    const res = await fetch(`${server.base}${feed}`)
    const body = await res.text()
    const entries = body.match(/<item>|<entry>|"url":|<loc>/g)?.length ?? 0
    rows.push(`${feed}: ${res.status}, ${(body.length / 1024).toFixed(0)} KiB, ${entries} entries`)
  }
  const middle = `/blog/field-note-${String(Math.ceil((ARTICLES - seeded) / 2)).padStart(4, '0')}`
  for (const route of [`/blog/page/${Math.ceil(pages / 2)}`, '/sitemap.xml', middle]) {
    const res = await fetch(`${server.base}${route}`, {
      headers: { 'accept-encoding': 'gzip' },
      redirect: 'manual',
    })
    const size = (await res.arrayBuffer()).byteLength
    const made = res.headers.get('cache-control') === 'public, max-age=0, must-revalidate'
    const load = await loadTest(`${server.base}${route}`, 'gzip', { seconds: 5 })
    rows.push(
      `${route}: ${res.status}, ${made ? 'a page made again' : 'not a made page'}, ${(size / 1024).toFixed(0)} KiB unpacked, ${Math.round(load.requests.average).toLocaleString('en')} requests/s (gzip, 16 connections, 5 s)`,
    )
  }

  const cookie = await signIn(server.base, ADMIN)
  const publishes = await timePublishes({
    via: server.base,
    seenOn: [server.base],
    cookie,
    article: { action: saveActionId(), id: '', revision: '0' },
    count: PUBLISHES,
    label: 'thousand',
  })
  const ok = publishes.p95 <= TARGET_P95
  rows.push(
    `${PUBLISHES} publishes with ${ARTICLES} articles: article p50 ${Math.round(publishes.p50)} ms, p95 ${Math.round(publishes.p95)} ms, max ${Math.round(publishes.max)} ms (target p95 ≤ ${TARGET_P95} ms: ${ok ? 'PASS' : 'FAIL'}); /blog p50 ${Math.round(publishes.blog.p50)} ms, p95 ${Math.round(publishes.blog.p95)} ms`,
  )
  db.close()
  const lines = [
    `bench:articles: ${ARTICLES} articles, one process on SQLite, production build, loopback, ${cpus().length} CPUs, Node ${process.version}`,
    '',
    ...rows.map((r) => `- ${r}`),
  ]
  console.log(lines.join('\n'))
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/articles.md', `${lines.join('\n')}\n`)
  process.exitCode = ok && !failures.length ? 0 : 1
} finally {
  await cleanUp()
}
