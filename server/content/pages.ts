import 'server-only'
import { isDeepStrictEqual } from 'node:util'
import { pageStore, type MadePage } from '@/runtime/bridge.mjs'
import { articlePicturePath } from '@/lib/share-pictures'
import type { ContentKind } from '@/lib/content-kinds'
import { db, now } from '@/server/db'
import { env } from '@/server/env'
import { blogPageCount } from './index'
import { forgetOldBuilds, noteMade } from './failures'
import { seedEntries } from './seed'
import { affectedRoutes } from './routes'
import { announcePages, listenForPages } from './signal'

// The pages a content change shows on, made again and served by every process from the runtime's
// page store (runtime/page-store.mjs). The build made every page from the first content (the
// seed); a route whose content differs is rendered by Next live, in draft mode (which reads the
// database), until its page is made: rendered through Next the same way, given the build's
// post-processing (the store's `make`) and stored in `content_pages` for this build, where every
// process, and every process that starts later, finds it.

/** An article's own routes: taken down with it. */
const ownRoutes = (slug: string) => [`/blog/${slug}`, articlePicturePath(slug)]

/**
 * What the database shows differently from the build: the routes of every entry whose published
 * copy is not the seed's (`live`: to be made again), and the own routes of seeded articles no
 * longer published (`gone`).
 */
export async function changedSinceBuild(): Promise<{ live: string[]; gone: string[] }> {
  const seeds = new Map(seedEntries().map((e) => [`${e.kind}:${e.slug}`, e.data]))
  const blogPages = await blogPageCount()
  const rows = await db.selectFrom('content_entries').select(['kind', 'slug', 'published']).execute()
  const articles = rows.filter((r) => r.kind === 'article' && r.published !== null).map((r) => r.slug)
  const live = new Set<string>()
  const gone = new Set<string>()
  const published = new Set<string>()
  for (const row of rows) {
    const key = `${row.kind}:${row.slug}`
    if (row.published === null) continue
    published.add(key)
    if (!isDeepStrictEqual(JSON.parse(row.published), seeds.get(key)))
      for (const route of affectedRoutes(row.kind, row.slug, blogPages, undefined, articles)) live.add(route)
  }
  for (const [key] of seeds) {
    if (published.has(key)) continue
    const [kind, slug] = key.split(':') as [ContentKind, string]
    for (const route of affectedRoutes(kind, slug)) live.add(route)
    if (kind === 'article') for (const route of ownRoutes(slug)) gone.add(route)
  }
  for (const route of gone) live.delete(route)
  return { live: [...live], gone: [...gone] }
}

/** This process's own address, for rendering a route through Next. */
function ownOrigin() {
  const host = ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`
}

/** Renders one route through Next in draft mode: its response, post-processed, or why not. */
async function render(route: string): Promise<MadePage> {
  const store = pageStore()!
  const res = await fetch(`${ownOrigin()}${route}`, {
    headers: { ...store.makingHeaders(), 'Accept-Encoding': 'identity' },
    redirect: 'manual',
  })
  if (res.status !== 200) throw new Error(`Next answered ${res.status}`)
  return store.make(
    res.headers.get('content-type') ?? 'text/html; charset=utf-8',
    Buffer.from(await res.arrayBuffer()),
  )
}

async function save(route: string, buildId: string, version: number, page: MadePage | 'gone') {
  const row = {
    version,
    type: page === 'gone' ? 'gone' : page.type,
    br: page === 'gone' ? null : page.br,
    gzip: page === 'gone' ? null : page.gzip,
    etag: page === 'gone' ? 'gone' : page.etag,
    hashes: JSON.stringify(page === 'gone' ? [] : page.hashes),
    made_at: new Date().toISOString(),
  }
  await db
    .insertInto('content_pages')
    .values({ route, build_id: buildId, ...row })
    .onConflict((oc) =>
      oc.columns(['route', 'build_id']).doUpdateSet(row).where('content_pages.version', '<=', version),
    )
    .execute()
}

/**
 * Makes one route again and stores it; a route that fails keeps what it had (its last good page,
 * or live rendering) and is named in the log and the desk.
 */
async function makeRoute(route: string) {
  const store = pageStore()!
  try {
    const began = store.clock()
    const page = await render(route)
    // Changed again while it was rendered: the making queued since brings the newer page.
    if (store.markedSince(route, began)) return
    await save(route, store.buildId, Math.floor(began), page)
    store.put(route, page)
    // Each page as soon as it is stored: the article's own, made first, need not wait for the rest.
    await announcePages(store.buildId)
    await noteMade(route, store.buildId, null)
  } catch (error) {
    store.keepLastGood(route)
    console.error(`Content: ${route} could not be made again; it keeps its last good page.`, error)
    await noteMade(route, store.buildId, error).catch(() => {})
  }
}

/** Stores routes as taken down, at once: there is nothing to render. */
async function storeGone(routes: string[]) {
  const store = pageStore()!
  store.mark(routes, 'gone')
  for (const route of routes) await save(route, store.buildId, Date.now(), 'gone')
  if (routes.length) await announcePages(store.buildId)
}

/** Routes waiting to be made, in the order they will be: the newest change's first. */
let waiting = new Set<string>()
/** Routes taken down, waiting to be stored so: before any making. */
const waitingGone = new Set<string>()
let making: Promise<void> | null = null

/**
 * Makes routes again after the answer, one at a time so renders never compete for the event loop.
 * A new change's routes go before those still waiting from earlier ones (an article's own page
 * waits at most for the one render under way, not for the hundred blog pages a start or an
 * earlier publish queued), and a route waiting already is made once, for every change it saw;
 * it is shown live meanwhile. Routes taken down are stored first, with nothing to render.
 */
export function queueRemake({ live, gone }: { live: string[]; gone: string[] }) {
  if (!pageStore()) return
  for (const route of gone) waitingGone.add(route)
  waiting = new Set([...live, ...waiting].filter((route) => !waitingGone.has(route) || live.includes(route)))
  for (const route of live) waitingGone.delete(route)
  making ??= (async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    while (waitingGone.size || waiting.size) {
      if (waitingGone.size) {
        const routes = [...waitingGone]
        waitingGone.clear()
        await storeGone(routes)
        continue
      }
      const route = first(waiting)!
      waiting.delete(route)
      await makeRoute(route)
    }
  })().finally(() => (making = null))
}

const first = (routes: Set<string>) => routes.values().next().value

/**
 * Serves a stored row: its page, or its route as taken down. Unless `always`, a row rendered
 * before this process marked its route changed is older than what this process knows, and is
 * left for the page this process is making.
 */
function serve(
  row: {
    route: string
    version: number | string | bigint
    type: string
    br: Buffer | null
    gzip: Buffer | null
    etag: string
    hashes: string
  },
  always = false,
) {
  const store = pageStore()!
  if (!always && store.markedSince(row.route, Number(row.version))) return
  if (row.type === 'gone') return store.mark([row.route], 'gone', Number(row.version))
  store.put(row.route, {
    type: row.type,
    br: Buffer.from(row.br!),
    gzip: Buffer.from(row.gzip!),
    etag: row.etag,
    hashes: JSON.parse(row.hashes),
  })
}

/**
 * At start: the routes whose content changed since the build are rendered live; the pages made
 * for this build before (by this process or another) are served; the rest are made now.
 */
export async function loadPages() {
  const store = pageStore()
  if (!store) return
  await forgetOldBuilds(store.buildId)
  const changed = await changedSinceBuild()
  store.mark(changed.live, 'live')
  store.mark(changed.gone, 'gone')
  const stored = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('build_id', '=', store.buildId)
    .execute()
  for (const row of stored) serve(row, true)
  await loadRedirects()
  listenForPages(store.buildId, pollPages)
  const have = new Set(stored.map((row) => row.route))
  const missing = changed.live.filter((route) => !have.has(route))
  if (missing.length) queueRemake({ live: missing, gone: [] })
}

/**
 * Serves the pages another process made since this one last looked (and the redirects it added):
 * the rows of this build whose ETag differs from what this process serves.
 */
export async function pollPages() {
  const store = pageStore()
  if (!store) return
  const rows = await db
    .selectFrom('content_pages')
    .select(['route', 'etag'])
    .where('build_id', '=', store.buildId)
    .execute()
  const stale = rows.filter((r) => store.etagOf(r.route) !== r.etag).map((r) => r.route)
  if (stale.length) {
    const fresh = await db
      .selectFrom('content_pages')
      .selectAll()
      .where('build_id', '=', store.buildId)
      .where('route', 'in', stale)
      .execute()
    for (const row of fresh) serve(row)
  }
  await loadRedirects()
}

/** Keeps an article's old address, answering it with a permanent redirect to the new one. */
export async function addRedirect(from: string, to: string) {
  await db
    .insertInto('content_redirects')
    .values({ from_path: from, to_path: to, created_at: now() })
    .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_path: to }))
    .execute()
  // An address that pointed to the old one now points to the new one too.
  await db.updateTable('content_redirects').set({ to_path: to }).where('to_path', '=', from).execute()
  await db.deleteFrom('content_redirects').where('from_path', '=', to).execute()
  const store = pageStore()
  store?.move(from, to)
  if (store) await announcePages(store.buildId)
}

/** The redirects kept for old addresses, for a process that starts. */
export async function loadRedirects() {
  const store = pageStore()
  if (!store) return
  for (const r of await db.selectFrom('content_redirects').selectAll().execute())
    store.move(r.from_path, r.to_path)
}
