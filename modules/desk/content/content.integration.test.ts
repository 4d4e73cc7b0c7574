import SQLite from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { posts } from '@/tests/helpers/articles'
import { articlePicturePath } from '@/lib/share-pictures'
import type { RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { ownDeskServer, pdfBytes, type adminClient } from '@/tests/integration/client'
import { applicationForm, marker } from '@/tests/integration/uploads'
import { ROLE_CLOSED } from '@/modules/applications/form'
import { onceOnly } from '@/tests/integration/targets'

/**
 * The desk's article editor, by its actions, on a server of its own (a publish changes the blog,
 * the home page and the feeds, which other test files read on the shared server): a new article
 * published is live at once; a stale save is refused and overwrites nothing; a changed slug keeps
 * the old address as a permanent redirect; a take-down sends the address to the blog; a scheduled
 * article goes live by itself; every step is a revision and on the audit trail.
 */
const PORT = 3305 + TEST_PORT_SHIFT
const ADMIN = { email: 'editor@content.example', password: 'correct-horse-battery-staple' }
const EDITOR = '/admin-dashboard/content/articles/new'

const article = (fields: Record<string, string>) => ({
  id: '',
  revision: '0',
  intent: 'save',
  title: 'Core Web Vitals for Shop Owners',
  summary: 'What LCP, INP and CLS mean for a small online shop, and the three fixes that matter most.',
  body: '## Why speed sells\n\nA shop that loads in two seconds keeps more of its visitors.\n\n- Compress images\n- Cache pages\n',
  category: 'Best Practices',
  tags: 'Performance, E-commerce',
  author: 'Priya Nair, E-commerce Lead',
  cover_alt: '',
  publish_at: '',
  ...fields,
})

describe.each(onceOnly(['sqlite']))('the article editor (%s)', () => {
  let server: RunningServer
  let admin: Awaited<ReturnType<typeof adminClient>>
  const db = () => new SQLite(path.join(server.dataDir, 'site.db'))
  const entry = (slug: string) =>
    db()
      .prepare(
        "select id, revision, state, draft, published from content_entries where kind = 'article' and slug = ?",
      )
      .get(slug) as { id: string; revision: number; state: string; draft: string; published: string | null }
  const get = (route: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, { headers, redirect: 'manual' })
  const save = (fields: Record<string, string>) =>
    callAction(admin.send, 'saveArticleAction', article(fields), {}, EDITOR)

  beforeAll(async () => {
    ;({ server, admin } = await ownDeskServer(PORT, ADMIN))
  }, 120_000)
  afterAll(() => server?.stop())

  it('publishes a new article, live at once on its page and the blog', async () => {
    const answer = await save({ intent: 'publish' })
    expect(answer).toMatchObject({ status: 'ok', message: 'Published: the article is live.' })
    const page = await get('/blog/core-web-vitals-for-shop-owners')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Core Web Vitals for Shop Owners')
    expect(await (await get('/blog')).text()).toContain('Core Web Vitals for Shop Owners')
    expect(entry('core-web-vitals-for-shop-owners')).toMatchObject({ state: 'published', revision: 1 })
  })

  it('makes again only the article after an edit of its body alone, and the lists holding it too after its summary', async () => {
    const made = async (route: string) => {
      for (let i = 0; i < 100; i++) {
        const res = await get(route)
        if (res.headers.get('cache-control') === 'public, max-age=0, must-revalidate') return res
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`${route} was not made again`)
    }
    const etag = async (route: string) => (await made(route)).headers.get('etag')
    const before = await etag('/blog')
    const { id, revision } = entry('core-web-vitals-for-shop-owners')
    const edited = await save({
      id,
      revision: String(revision),
      intent: 'publish',
      body: '## Why speed sells\n\nA shop that loads in one second keeps even more of them.\n',
    })
    expect(edited.status).toBe('ok')
    expect(await (await made('/blog/core-web-vitals-for-shop-owners')).text()).toContain('in one second')
    expect(await etag('/blog')).toBe(before)
    // The second page of the index holds the oldest cards: an edit of the newest moves none of
    // them, so it is not made again (the share picture, made last, tells when the making is done).
    const madeAt = (route: string) =>
      (
        db().prepare('select made_at from content_pages where route = ?').get(route) as
          { made_at: string } | undefined
      )?.made_at
    await made('/blog/page/2')
    await made(articlePicturePath('core-web-vitals-for-shop-owners'))
    const secondPage = madeAt('/blog/page/2')
    const picture = madeAt(articlePicturePath('core-web-vitals-for-shop-owners'))
    const summarised = await save({
      id,
      revision: String(revision + 1),
      intent: 'publish',
      summary: 'LCP, INP and CLS for a small shop, and the three fixes that pay for themselves.',
    })
    expect(summarised.status).toBe('ok')
    await expect.poll(() => etag('/blog'), { timeout: 5_000 }).not.toBe(before)
    await expect
      .poll(() => madeAt(articlePicturePath('core-web-vitals-for-shop-owners')), { timeout: 10_000 })
      .not.toBe(picture)
    expect(madeAt('/blog/page/2')).toBe(secondPage)
  })

  it('pages the blog by eight cards, newest first, once there are nine articles', async () => {
    const byDate = [...posts].sort((a, b) => a.date.localeCompare(b.date))
    const text = (t: string) =>
      t
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    const cards = (html: string) =>
      [...html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => text(m[1]!))
    const first = await (await get('/blog')).text()
    expect(cards(first).slice(0, 2)).toEqual(['Core Web Vitals for Shop Owners', byDate.at(-1)!.title])
    expect(first).toContain('Page 1 of 2')
    expect(first).toContain('href="/blog/page/2"')
    expect(cards(first)).not.toContain(byDate[0]!.title)
    const second = await get('/blog/page/2')
    expect(second.status).toBe(200)
    const html = await second.text()
    expect(cards(html)).toContain(byDate[0]!.title)
    expect(html).toContain('Page 2 of 2')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/page\/2"/)
    expect((await get('/blog/page/3')).status).toBe(307)
    // Search engines are told of the second page, and of no third.
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>[^<]*\/blog\/page\/2<\/loc>/)
    expect(sitemap).not.toContain('/blog/page/3')
  })

  it('refuses a save made from an older revision, keeping the newer one', async () => {
    const { id, revision } = entry('core-web-vitals-for-shop-owners')
    const first = await save({
      id,
      revision: String(revision),
      summary: 'Saved first, in the other tab, with enough words.',
    })
    expect(first.status).toBe('ok')
    const stale = await save({
      id,
      revision: String(revision),
      summary: 'Saved second, from a tab that never reloaded.',
    })
    expect(stale.status).toBe('error')
    expect(stale.message).toMatch(/was saved elsewhere .* Nothing was overwritten/)
    expect(JSON.parse(entry('core-web-vitals-for-shop-owners').draft).summary).toBe(
      'Saved first, in the other tab, with enough words.',
    )
  })

  it('previews the working copy to the administrator only, marked and not indexed', async () => {
    const { id, revision } = entry('core-web-vitals-for-shop-owners')
    const draft = await save({
      id,
      revision: String(revision),
      title: 'Core Web Vitals, Rewritten',
      slug: 'core-web-vitals-for-shop-owners',
    })
    expect(draft.status).toBe('ok')
    const opened = await admin.send(`/api/admin/preview?id=${id}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/blog/core-web-vitals-for-shop-owners')
    const cookies = opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const previewed = await admin.send('/blog/core-web-vitals-for-shop-owners', {
      headers: { Cookie: `${admin.cookie}; ${cookies}` },
    })
    const html = await previewed.text()
    expect(html).toContain('Core Web Vitals, Rewritten')
    expect(html).toContain('data-testid="preview-banner"')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(previewed.headers.get('cache-control')).toContain('no-store')
    // The same cookies without the administrator's session, and a visitor: the published article.
    for (const cookie of [cookies, '']) {
      const seen = await (
        await get('/blog/core-web-vitals-for-shop-owners', cookie ? { Cookie: cookie } : {})
      ).text()
      expect(seen).toContain('Core Web Vitals for Shop Owners')
      expect(seen).not.toContain('Core Web Vitals, Rewritten')
      expect(seen).not.toContain('preview-banner')
    }
  })

  it('keeps the old address as a permanent redirect when the slug changes', async () => {
    const { id, revision } = entry('core-web-vitals-for-shop-owners')
    const answer = await save({
      id,
      revision: String(revision),
      slug: 'core-web-vitals-2026',
      intent: 'publish',
    })
    expect(answer.status).toBe('ok')
    const old = await get('/blog/core-web-vitals-for-shop-owners')
    expect(old.status).toBe(308)
    expect(old.headers.get('location')).toBe('/blog/core-web-vitals-2026')
    expect((await get('/blog/core-web-vitals-2026')).status).toBe(200)
  })

  it('takes an article down: its address leads to the blog', async () => {
    const { id, revision } = entry('core-web-vitals-2026')
    const answer = await save({
      id,
      revision: String(revision),
      slug: 'core-web-vitals-2026',
      intent: 'unpublish',
    })
    expect(answer).toMatchObject({ status: 'ok', message: 'Taken down: its address now leads to the blog.' })
    const gone = await get('/blog/core-web-vitals-2026')
    expect(gone.status).toBe(307)
    expect(gone.headers.get('location')).toBe('/blog')
    expect(await (await get('/blog')).text()).not.toContain('Core Web Vitals for Shop Owners')
    // Eight again: one page, and the second one's address leads to the blog.
    const second = await get('/blog/page/2')
    expect(second.status).toBe(307)
    expect(second.headers.get('location')).toBe('/blog')
  })

  it('refuses to schedule for a time gone by, and publishes a scheduled article when its time comes', async () => {
    const { id, revision } = entry('core-web-vitals-2026')
    const past = await save({
      id,
      revision: String(revision),
      slug: 'core-web-vitals-2026',
      intent: 'schedule',
      publish_at: '2020-01-01T10:00',
    })
    expect(past).toMatchObject({
      status: 'error',
      message: 'Publish at must be in the future; to publish now, use Publish.',
    })
    const soon = await save({
      id,
      revision: String(revision),
      slug: 'core-web-vitals-2026',
      intent: 'schedule',
      publish_at: '2099-01-01T10:00',
    })
    expect(soon).toMatchObject({ status: 'ok', message: 'Scheduled.' })
    expect(entry('core-web-vitals-2026').state).toBe('scheduled')
    // Its time comes: the server's check (every 15 s) publishes it.
    db()
      .prepare('update content_entries set publish_at = ? where id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), id)
    const deadline = Date.now() + 30_000
    while ((await get('/blog/core-web-vitals-2026')).status !== 200) {
      if (Date.now() > deadline) throw new Error('the scheduled article did not go live')
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(entry('core-web-vitals-2026').state).toBe('published')
  }, 45_000)

  it('opens a new role on the careers page, counted and listed for search engines, then closes it', async () => {
    const role = {
      id: '',
      revision: '0',
      intent: 'publish',
      title: 'Data Engineer',
      slug: '',
      type: 'Contract',
      location: 'Bengaluru',
      experience: '3+ years',
      description: 'Short.',
      skills: 'Python, SQL, Airflow, dbt',
      responsibilities: 'Build pipelines\nModel data\nWatch costs\nReview queries',
      closes: '2099-03-31',
    }
    const send = (fields: Record<string, string>) =>
      callAction(
        admin.send,
        'saveRoleAction',
        { ...role, ...fields },
        {},
        '/admin-dashboard/content/roles/new',
      )
    const short = await send({})
    expect(short.status).toBe('error')
    expect(short.message).toMatch(/^Description needs at least 200 characters/)
    const opened = await send({ description: 'Data work for our clients. '.repeat(10).trim() })
    expect(opened).toMatchObject({
      status: 'ok',
      message: 'Published: the role is open on the careers page.',
    })
    const careers = await (await get('/careers')).text()
    expect(careers).toContain('Data Engineer')
    expect(careers).toMatch(/6\+\s*<\/span>\s*Open Roles/)
    expect(careers).toMatch(/"@type":"JobPosting","title":"Data Engineer"[^<]*"employmentType":"CONTRACTOR"/)
    expect(careers).toContain('"addressLocality":"Bengaluru"')

    const saved = db()
      .prepare("select id, revision from content_entries where kind = 'role' and slug = 'data-engineer'")
      .get() as { id: string; revision: number }
    const closed = await send({ id: saved.id, revision: String(saved.revision), intent: 'close' })
    expect(closed.message).toBe('Closed: the role is off the careers page and takes no more applications.')
    const after = await (await get('/careers')).text()
    expect(after).not.toContain('Data Engineer')
    expect(after).toMatch(/5\+\s*<\/span>\s*Open Roles/)
    const form = applicationForm(pdfBytes(`% resume ${marker()}\n`))
    form.set('job_title', 'Data Engineer')
    const refused = await fetch(`${server.url}/api/applications`, {
      method: 'POST',
      body: form,
      headers: { Origin: server.url, Accept: 'application/json' },
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fieldErrors: { job_title: ROLE_CLOSED } })
  })

  it('keeps every step as a revision, and on the audit trail', () => {
    const { id } = entry('core-web-vitals-2026')
    const events = db()
      .prepare('select event from content_revisions where entry_id = ? order by revision')
      .all(id)
      .map((r) => (r as { event: string }).event)
    expect(events).toEqual([
      'publish',
      'publish',
      'publish',
      'draft',
      'draft',
      'publish',
      'unpublish',
      'schedule',
      'publish',
    ])
    const audited = db()
      .prepare("select action from audit_events where target = ? and action = 'content_changed'")
      .all(`article:${id}`)
    expect(audited.length).toBe(9)
  })
})
