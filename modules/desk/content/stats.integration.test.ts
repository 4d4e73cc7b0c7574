import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { posts } from '@/tests/helpers/articles'
import { createTestSchema } from '@/tests/helpers/pg-schema'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { adminClient, client, database, pdfBytes, visitor } from '@/tests/integration/client'
import { children, find, parseHtml, text } from '@/tests/integration/html'
import { runDatabase, type Target } from '@/tests/integration/targets'
import { applicationForm, marker } from '@/tests/integration/uploads'
import { contentCopy } from '@/content/desk/content'
import { CONTENT_STATS_DAYS } from '@/lib/constants'
import { company } from '@/content/company'
import { pageTitle } from '@/lib/page-title'
import { articlePicturePath } from '@/lib/share-pictures'
import { statsWindow } from './stats-model'

/**
 * The Content page's figures beside each article, on a server of its own (the figures are counts,
 * which other test files' likes, comments and views on the shared server would change meanwhile):
 * views through the page-view beacon, likes, comments and enquiries through their public routes,
 * and rows older than the window (written straight into the database, as time would have left
 * them) that must not count. On this run's database: SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
const PORT = 3316 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@stats.example', password: 'correct-horse-battery-staple' }
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const [article, other] = posts as [(typeof posts)[number], (typeof posts)[number]]
const DAY_MS = 86_400_000

describe.each([runDatabase()])('what each article did, on the Content page (%s)', (kind) => {
  let server: RunningServer
  let target: Target
  let drop = async () => {}

  beforeAll(async () => {
    const env: Record<string, string> = {
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    }
    let databaseUrl: string | undefined
    if (kind === 'postgres') {
      const schema = await createTestSchema('stats')
      drop = schema.drop
      env.DATABASE_URL = databaseUrl = schema.url
    }
    server = await startServer(PORT + (kind === 'sqlite' ? 0 : 1), env)
    target = {
      name: kind,
      url: server.url,
      dataDir: server.dataDir,
      logFile: server.logFile,
      databaseUrl,
      smtpPort: 0,
    }
  }, 120_000)
  afterAll(async () => {
    if (target) await database(target).destroy()
    await server?.stop()
    await drop()
  })

  /** A reader's browser: a page view as /insights/script.js sends it, and a like. */
  const reader = () => {
    const c = client(target, visitor())
    return {
      view: (u: string) =>
        c.send('/insights/event', {
          method: 'POST',
          body: JSON.stringify({ e: 'view', u, w: 1440 }),
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME },
        }),
      like: (slug: string) => c.send(`/api/likes?post=${slug}`, { method: 'POST' }),
      comment: (slug: string) =>
        c.postForm('/api/comments', {
          blog_id: slug,
          comment: `This matched what we saw on our own shop last quarter. ${marker()}`,
          email: `reader.${marker(6)}@example.com`,
        }),
      enquiry: (from: string) =>
        c.postForm(
          '/api/contact',
          {
            name: 'Asha Rao',
            email: `asha.${marker(6)}@rao-textiles.in`,
            company: 'Rao Textiles',
            message: `Your article made us think about our own checkout: could we talk? ${marker()}`,
          },
          { Referer: `${target.url}${from}` },
        ),
      apply: (from: string) =>
        c.send('/api/applications', {
          method: 'POST',
          body: applicationForm(pdfBytes(`% resume ${marker()}\n`)),
          headers: { Referer: `${target.url}${from}` },
        }),
    }
  }

  /** The figures the Content page shows beside each article, by its title, as their labels say. */
  async function figures() {
    const admin = await adminClient(target, ADMIN)
    const res = await admin.send('/admin-dashboard/content', { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    const document = parseHtml(await res.text())
    const out = new Map<string, Record<string, number>>()
    for (const dl of find(document, 'dl', { 'aria-label': true })) {
      const label = dl.attrs.find((a) => a.name === 'aria-label')!.value
      const row: Record<string, number> = {}
      for (const pair of children(dl, 'div'))
        row[text(children(pair, 'dt')[0]!)] = Number(text(children(pair, 'dd')[0]!).replace(/,/g, ''))
      out.set(label, row)
    }
    return { out, page: text(document) }
  }
  const labelOf = (title: string) => contentCopy.statsLabel(title, CONTENT_STATS_DAYS)

  it('shows views, likes, comments and leads of the last 30 days, and nothing older', async () => {
    const slug = article.slug
    const path = `/blog/${slug}`
    // In the window, through the site's own routes.
    for (const u of [path, path, `${path}?utm_source=newsletter`, `/blog/${other.slug}`, '/blog']) {
      expect((await reader().view(u)).status).toBe(204)
    }
    for (const r of [reader(), reader()]) expect((await r.like(slug)).status).toBe(200)
    expect((await reader().like(other.slug)).status).toBe(200)
    for (const r of [reader(), reader(), reader()]) expect((await r.comment(slug)).status).toBe(201)
    expect((await reader().enquiry(`${path}?utm_source=newsletter`)).status).toBe(201)
    expect((await reader().enquiry('/contact')).status).toBe(201)
    expect((await reader().apply(path)).status).toBe(201)

    // Before the window (and spam within it), as the database would hold them.
    const db = database(target)
    const { from, since } = statsWindow()
    const before = new Date(Date.parse(since) - 1).toISOString()
    const longAgo = new Date(Date.parse(since) - 10 * DAY_MS).toISOString()
    const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
    await db
      .insertInto('page_views')
      .values([path, path].map((p) => ({ created_at: longAgo, day: dayBefore, path: p, browser: 'Chrome' })))
      .execute()
    await db
      .insertInto('post_likes')
      .values({ blog_id: slug, visitor_id: `old-${marker()}`, created_at: before })
      .execute()
    const comment = (created_at: string, status: 'approved' | 'spam') => ({
      id: randomUUID(),
      blog_id: slug,
      email: `old.${marker(6)}@example.com`,
      comment: 'An older comment.',
      status,
      created_at,
    })
    await db
      .insertInto('blog_comments')
      .values([comment(longAgo, 'approved'), comment(new Date().toISOString(), 'spam')])
      .execute()
    await db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        name: 'Old Lead',
        email: 'old@lead.example',
        message: 'Sent before the window.',
        status: 'new',
        created_at: before,
        source_path: path,
      })
      .execute()

    const { out, page } = await figures()
    // Comments: the three sent, pending approval; not the older one, nor the spam.
    expect(out.get(labelOf(article.title))).toEqual({ Views: 3, Likes: 2, Comments: 3, Leads: 2 })
    expect(out.get(labelOf(other.title))).toEqual({ Views: 1, Likes: 1, Comments: 0, Leads: 0 })
    // Every article has its figures, zero or not; the roles have none.
    expect(out.size).toBe(posts.length)
    expect(page).toContain(`in the last ${CONTENT_STATS_DAYS} days`)
    expect(page).toContain(contentCopy.statsLeadsNote)
  })

  it('draws the share picture the editor holds as the published one is drawn, for administrators only', async () => {
    const { id } = await database(target)
      .selectFrom('content_entries')
      .select('id')
      .where('kind', '=', 'article')
      .where('slug', '=', article.slug)
      .executeTakeFirstOrThrow()
    const fields = {
      title: article.title,
      summary: article.summary,
      category: article.category,
      author: article.author,
    }
    const preview = `/api/admin/share-picture?${new URLSearchParams({ id, ...fields, minutes: '1' })}`
    expect((await client(target).send(preview)).status).toBe(401)

    const admin = await adminClient(target, ADMIN)
    const res = await admin.send(preview)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('no-store')
    const drawn = Buffer.from(await res.arrayBuffer())
    expect([drawn.readUInt32BE(16), drawn.readUInt32BE(20)]).toEqual([1200, 630])
    // Nothing changed yet: the preview is the article's own published picture, pixel for pixel.
    const published = await fetch(`${target.url}${articlePicturePath(article.slug)}`)
    expect(published.status).toBe(200)
    expect(drawn.equals(Buffer.from(await published.arrayBuffer()))).toBe(true)

    const edited = await admin.send(
      `/api/admin/share-picture?${new URLSearchParams({ id, ...fields, title: 'A new title', minutes: '1' })}`,
    )
    expect(edited.status).toBe(200)
    expect(Buffer.from(await edited.arrayBuffer()).equals(drawn)).toBe(false)
    expect((await admin.send('/api/admin/share-picture?category=Best+Practices')).status).toBe(400)
  })

  it('counts the title the article page really has', async () => {
    const res = await fetch(`${target.url}/blog/${article.slug}`)
    const [title] = find(parseHtml(await res.text()), 'title')
    expect(text(title!)).toBe(pageTitle(article.title, company.name))
  })
})
