// The publishing half of bench:content: publishes made as the desk's article editor sends them,
// each timed until every process serves the change as a page made again.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { BENCH_DIST, percentile } from './bench-server.mjs'

/** The benchmark's article: one, published again and again. */
export const SLUG = 'publishing-benchmark-article'

/** The desk's article action's id in this build (Next lists every server action it compiled). */
export function saveActionId() {
  const manifest = JSON.parse(
    readFileSync(path.join(BENCH_DIST, 'server/server-reference-manifest.json'), 'utf8'),
  )
  const found = Object.entries(manifest.node).find(([, a]) => a.exportedName === 'saveArticleAction')
  if (!found) throw new Error('no saveArticleAction in the build')
  return found[0]
}

/** Publishes the benchmark article through `base` as the editor does; returns its new id and revision. */
async function publish(base, cookie, article, marker) {
  const fields = {
    id: article.id,
    revision: article.revision,
    intent: 'publish',
    title: 'Publishing Benchmark Article',
    slug: SLUG,
    summary: `How fast a change reaches every visitor: ${marker}.`,
    body: `## Measured\n\nThis article is published again and again: ${marker}.\n\n- Once\n- Again\n`,
    category: 'Best Practices',
    tags: 'Performance',
    author: 'Bench Writer, Editor',
    cover_alt: '',
    publish_at: '',
  }
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value)
  body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']))
  const res = await fetch(`${base}/admin-dashboard/content/articles/new`, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, Origin: base, 'Next-Action': article.action, Accept: 'text/x-component' },
  })
  const text = await res.text()
  const id = /"id":"([^"]+)"/.exec(text)?.[1]
  const revision = /"revision":"(\d+)"/.exec(text)?.[1]
  if (res.status !== 200 || !text.includes('"status":"ok"') || !id || !revision)
    throw new Error(`publish failed: ${res.status} ${text.slice(0, 300)}`)
  return { ...article, id, revision }
}

/** Whether `url` serves a page with `marker` as a page made again (hashes, no nonce). */
async function servesStatic(url, marker) {
  const res = await fetch(url, { redirect: 'manual' })
  const html = res.status === 200 ? await res.text() : (await res.arrayBuffer(), '')
  const policy = res.headers.get('content-security-policy') ?? ''
  return html.includes(marker) && policy.includes("'sha256-") && !policy.includes("'nonce-")
}

/** Milliseconds from `start` until every one of `urls` serves `marker` statically (polled every 10 ms). */
async function untilStatic(urls, marker, start) {
  const pending = new Set(urls)
  const deadline = start + 30_000
  while (pending.size) {
    for (const base of [...pending]) if (await servesStatic(base, marker)) pending.delete(base)
    if (!pending.size) break
    if (performance.now() > deadline) throw new Error(`${[...pending].join(', ')}: not served within 30 s`)
    await new Promise((r) => setTimeout(r, 10))
  }
  return performance.now() - start
}

const summary = (times) => {
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) }
}

/**
 * `count` publishes through `via`, each timed until every one of `seenOn` serves the article
 * statically, then until each serves /blog (which lists its new summary) statically too.
 */
export async function timePublishes({ via, seenOn, cookie, article, count, label }) {
  const times = []
  const lists = []
  for (let i = 0; i < count; i++) {
    const marker = `${label} ${i} ${randomBytes(4).toString('hex')}`
    const start = performance.now()
    article = await publish(via, cookie, article, marker)
    times.push(
      await untilStatic(
        seenOn.map((base) => `${base}/blog/${SLUG}`),
        marker,
        start,
      ),
    )
    lists.push(
      await untilStatic(
        seenOn.map((base) => `${base}/blog`),
        marker,
        start,
      ),
    )
  }
  return { article, ...summary(times), blog: summary(lists) }
}
