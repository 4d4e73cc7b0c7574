import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '@/runtime/security-headers.mjs'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { posts } from '@/tests/helpers/articles'
import { readable, startServer, type RunningServer } from '@/tests/helpers/server'
import { adminClient } from '@/tests/integration/client'
import { onceOnly } from '@/tests/integration/targets'

/**
 * Content changed in the database while the site was down (as a publish in the desk will change
 * it) is what the site serves when it starts: the changed routes are rendered live by Next in
 * draft mode, then made again as static pages with their own script hashes, stored, and served
 * from memory, by this process and by the next one to start.
 */
const PORT = 3302 + TEST_PORT_SHIFT
const EDITED_TITLE = 'WooCommerce or Shopify: The Answer for 2026'
const TAKEN_DOWN = 'minimalist-ui-ux-benefits'
const NEW_SLUG = 'a-new-article-from-the-desk'
const NEW_TITLE = 'A New Article From the Desk'
const BROKEN = 'website-security-mistakes'

const ADMIN = { ADMIN_EMAIL: 'admin@pages.example', ADMIN_PASSWORD: 'correct-horse-battery-staple' }

/** Changes the content as the desk would: an edit, a take-down, a new article. */
function changeContent(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'site.db'))
  try {
    const row = db
      .prepare(
        "select published from content_entries where kind = 'article' and slug = 'woocommerce-vs-shopify'",
      )
      .get() as { published: string }
    const article = JSON.parse(row.published)
    const edited = JSON.stringify({ ...article, title: EDITED_TITLE })
    db.prepare(
      "update content_entries set published = ?, draft = ? where kind = 'article' and slug = 'woocommerce-vs-shopify'",
    ).run(edited, edited)
    db.prepare(
      "update content_entries set published = null, state = 'unpublished' where kind = 'article' and slug = ?",
    ).run(TAKEN_DOWN)
    // A published copy its page cannot be drawn from: the page fails, and only the page.
    const broken = db.prepare('select published from content_entries where slug = ?').get(BROKEN) as {
      published: string
    }
    db.prepare('update content_entries set published = ? where slug = ?').run(
      JSON.stringify({ ...JSON.parse(broken.published), body: 42 }),
      BROKEN,
    )
    const fresh = JSON.stringify({ ...article, slug: NEW_SLUG, title: NEW_TITLE, date: '2026-11-20' })
    db.prepare(
      `insert into content_entries (id, kind, slug, position, state, draft, published, publish_at, published_at,
         revision, created_at, updated_at) values ('new-article', 'article', ?, 9, 'published', ?, ?, null, ?, 1, ?, ?)`,
    ).run(
      NEW_SLUG,
      fresh,
      fresh,
      '2026-11-20T04:30:00.000Z',
      '2026-11-20T04:30:00.000Z',
      '2026-11-20T04:30:00.000Z',
    )
  } finally {
    db.close()
  }
}

const get = (server: RunningServer, route: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, { headers, redirect: 'manual' })

/** Whether a response is a page served from memory (made), not one Next rendered live. */
const isMade = (res: Response) => res.headers.get('cache-control') === 'public, max-age=0, must-revalidate'

/** Waits until the route is served as a made page. */
async function made(server: RunningServer, route: string) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const res = await get(server, route)
    if (isMade(res)) return res
    if (Date.now() > deadline)
      throw new Error(
        `${route} was never made again: ${res.status} ${res.headers.get('cache-control')}\n${readable(server.output()).slice(-3000)}`,
      )
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe.each(onceOnly(['sqlite']))('pages made again after content changed (%s)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-pages-'))
  let server: RunningServer

  beforeAll(async () => {
    const first = await startServer(PORT, { ...ADMIN, DATA_DIR: dataDir })
    await first.stop()
    changeContent(dataDir)
    server = await startServer(PORT, { ...ADMIN, DATA_DIR: dataDir })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves the edited article, with a policy that allows exactly its inline scripts', async () => {
    const res = await made(server, '/blog/woocommerce-vs-shopify')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(EDITED_TITLE)
    const policy = res.headers.get('content-security-policy') ?? ''
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash)
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{22}(-gzip|-br)?"$/)
  })

  it('lists the change on the blog, the home page and the feeds', async () => {
    const blog = await (await made(server, '/blog')).text()
    expect(blog).toContain(EDITED_TITLE)
    expect(blog).toContain(NEW_TITLE)
    expect(blog).not.toContain(posts.find((p) => p.slug === TAKEN_DOWN)!.title)
    expect(await (await made(server, '/feed.xml')).text()).toContain(`/blog/${NEW_SLUG}`)
    expect(await (await made(server, '/')).text()).toContain(NEW_TITLE)
    expect(await (await made(server, '/sitemap.xml')).text()).toContain(`/blog/${NEW_SLUG}`)
  })

  it('serves the new article, and sends the one taken down to the blog', async () => {
    const fresh = await made(server, `/blog/${NEW_SLUG}`)
    expect(await fresh.text()).toContain(NEW_TITLE)
    const gone = await get(server, `/blog/${TAKEN_DOWN}`)
    expect(gone.status).toBe(307)
    expect(gone.headers.get('location')).toBe('/blog')
  })

  it('keeps the last good page of a route it cannot make again, and says so in the log and the desk', async () => {
    await made(server, '/blog')
    const failure = () =>
      new SQLite(path.join(dataDir, 'site.db'))
        .prepare('select route, reason from content_page_failures')
        .all() as { route: string; reason: string }[]
    await expect
      .poll(failure, { timeout: 15_000 })
      .toEqual([{ route: `/blog/${BROKEN}`, reason: expect.stringContaining('500') }])
    const page = await get(server, `/blog/${BROKEN}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(posts.find((p) => p.slug === BROKEN)!.title)
    expect(readable(server.output())).toContain(`Content: /blog/${BROKEN} could not be made again`)
    const admin = await adminClient(
      { name: 'sqlite', url: server.url, dataDir, logFile: server.logFile, smtpPort: 0 },
      { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
    )
    const desk = await (await admin.send('/admin-dashboard/content')).text()
    expect(desk).toContain('Some pages could not be made again')
    expect(desk).toContain(`/blog/${BROKEN}`)
  })

  it('sends the router of a page made again to the whole page, and leaves the others to Next', async () => {
    await made(server, '/blog/woocommerce-vs-shopify')
    const changed = await get(server, '/blog/woocommerce-vs-shopify?_rsc=abc', { RSC: '1' })
    expect(changed.status).toBe(204)
    // Next sends the router to the address with the right cache-busting value first.
    const asked = await get(server, '/about', { RSC: '1' })
    const unchanged = await get(server, asked.headers.get('location') ?? '/about', { RSC: '1' })
    expect(unchanged.status).toBe(200)
    expect(unchanged.headers.get('content-type')).toContain('text/x-component')
  })

  it("serves the pages made before at once when the site starts again, and forgets old releases' pages", async () => {
    await made(server, `/blog/${NEW_SLUG}`)
    await server.stop()
    // Pages an earlier release made: one eight days ago, one yesterday (a release still running or
    // rolled back to may need it).
    const db = new SQLite(path.join(dataDir, 'site.db'))
    const earlier = (route: string, daysAgo: number) =>
      db
        .prepare(
          "insert into content_pages (route, build_id, version, type, br, gzip, etag, hashes, made_at) values (?, 'an-earlier-build', 1, 'gone', null, null, 'gone', '[]', ?)",
        )
        .run(route, new Date(Date.now() - daysAgo * 86_400_000).toISOString())
    earlier('/old-page', 8)
    earlier('/recent-page', 1)
    db.close()
    server = await startServer(PORT, { ...ADMIN, DATA_DIR: dataDir })
    const res = await get(server, `/blog/${NEW_SLUG}`)
    expect(isMade(res)).toBe(true)
    expect(await res.text()).toContain(NEW_TITLE)
    const after = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
    const kept = after
      .prepare("select route from content_pages where build_id = 'an-earlier-build'")
      .all() as { route: string }[]
    after.close()
    expect(kept.map((r) => r.route)).toEqual(['/recent-page'])
  }, 60_000)
})
