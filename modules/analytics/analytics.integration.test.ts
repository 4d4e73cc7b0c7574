import { randomBytes } from 'node:crypto'
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '@/scripts/public-routes.mjs'
import { adminClient, client, database, visitor } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { analyticsDay } from './classify'

/**
 * Our own analytics over real HTTP, on the production build (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set). The servers take the visitor's address from X-Forwarded-For
 * (TRUST_PROXY), so each simulated visitor is an address plus a browser's user agent. Other
 * test files send no browser user agent, so nothing they do is counted here.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

const marker = () => randomBytes(5).toString('hex')

/** A person's browser: its address and user agent, and what it sends. */
function browser(
  target: Target,
  { ip = visitor(), userAgent = CHROME, headers = {} as Record<string, string> } = {},
) {
  const c = client(target, ip)
  const base = { 'User-Agent': userAgent, ...headers }
  return {
    ip,
    /** What /insights/script.js sends with navigator.sendBeacon. */
    beacon: (body: unknown, extra: Record<string, string> = {}) =>
      c.send('/insights/event', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...base, ...extra },
      }),
    view: (u: string, r?: string) =>
      c.send('/insights/event', {
        method: 'POST',
        body: JSON.stringify({ e: 'view', u, r, w: 1440 }),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...base },
      }),
    enquiry: (message: string) =>
      c.postForm(
        '/api/contact',
        {
          name: 'Asha Rao',
          email: `asha.${marker()}@rao-textiles.in`,
          company: 'Rao Textiles',
          message,
        },
        base,
      ),
    get: (pathname: string) => c.send(pathname, { headers: { ...base, Accept: 'text/html' } }),
  }
}

const today = () => analyticsDay(new Date())

async function viewsWith(target: Target, utmSource: string) {
  const rows = await database(target)
    .selectFrom('page_views')
    .select('path')
    .where('utm_source', '=', utmSource)
    .execute()
  return rows.length
}

async function visitorsToday(target: Target) {
  const r = await database(target)
    .selectFrom('analytics_visitors')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('day', '=', today())
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** Waits for what the server records after its answer (conversions are written after the response). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const until = Date.now() + 5000
  let value = await read()
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50))
    value = await read()
  }
  return value
}

describe.each(inject('targets'))('analytics on $name', (target) => {
  it('counts two visitors on the same day as two, and the same visitor again as one', async () => {
    const tag = `two-${marker()}`
    const before = await visitorsToday(target)
    const asha = browser(target)
    const ravi = browser(target)
    for (const res of [
      await asha.view(`/?utm_source=${tag}`),
      await asha.view(`/services?utm_source=${tag}`),
      await ravi.view(`/?utm_source=${tag}`),
    ]) {
      expect(res.status).toBe(204)
    }
    expect(await viewsWith(target, tag)).toBe(3)
    expect((await visitorsToday(target)) - before).toBe(2)
  })

  it('does not count bots, signed-in administrators, or visitors who send GPC or DNT', async () => {
    const tag = `nobody-${marker()}`
    const admin = await adminClient(target)
    const answers = await Promise.all([
      browser(target, {
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }).view(`/?utm_source=${tag}`),
      browser(target, { userAgent: 'curl/8.5.0' }).view(`/?utm_source=${tag}`),
      browser(target, { headers: { Cookie: admin.cookie } }).view(`/?utm_source=${tag}`),
      browser(target, { headers: { 'Sec-GPC': '1' } }).view(`/?utm_source=${tag}`),
      browser(target, { headers: { DNT: '1' } }).view(`/?utm_source=${tag}`),
    ])
    // The same answer as for a counted view: nothing tells a client whether it was counted.
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204])
    // The control: the same view from a person's browser is counted.
    expect(await viewsWith(target, tag)).toBe(0)
    expect((await browser(target).view(`/?utm_source=${tag}`)).status).toBe(204)
    expect(await viewsWith(target, tag)).toBe(1)
  })

  it('sets no cookie on any public page, on the script, the beacon or a form', async () => {
    const b = browser(target)
    const responses = [
      ...(await Promise.all([...PAGE_ROUTES, ...ARTICLE_ROUTES, '/insights/script.js'].map((p) => b.get(p)))),
      await b.view('/'),
      await b.enquiry('Counting cookies: there should be none.'),
    ]
    for (const res of responses) {
      expect(res.status, res.url).toBeLessThan(300)
      expect(res.headers.getSetCookie(), res.url).toEqual([])
    }
  })

  it('keeps no address and no user agent in the database', async () => {
    const ip = `198.51.${100 + Math.floor(Math.random() * 100)}.${10 + Math.floor(Math.random() * 200)}`
    const token = `Vantagetest${marker()}`
    const userAgent = `${CHROME} ${token}/1.0`
    const b = browser(target, { ip, userAgent })
    expect((await b.view('/?utm_source=privacy-check', 'https://www.google.com/')).status).toBe(204)
    expect((await b.view('/careers')).status).toBe(204)
    expect((await b.enquiry('Checking what you keep about me.')).status).toBe(201)
    await eventually(
      () =>
        database(target)
          .selectFrom('analytics_conversions')
          .selectAll()
          .where('utm_source', '=', 'privacy-check')
          .execute(),
      (rows) => rows.length > 0,
    )
    for (const needle of [ip, token]) {
      expect(await databaseContains(target, needle), needle).toBe(false)
    }
    // The search itself works: the enquiry's text is found.
    expect(await databaseContains(target, 'Checking what you keep about me.')).toBe(true)
  })

  it('attributes an enquiry to the campaign it came from, in the Analytics view and its CSV', async () => {
    const campaign = `launch-${marker()}`
    const b = browser(target)
    expect((await b.view(`/?utm_source=${campaign}&utm_medium=email&utm_campaign=november`)).status).toBe(204)
    expect((await b.view('/services')).status).toBe(204)
    expect((await b.enquiry('We came from your newsletter.')).status).toBe(201)
    const conversions = await eventually(
      () =>
        database(target)
          .selectFrom('analytics_conversions')
          .selectAll()
          .where('utm_source', '=', campaign)
          .execute(),
      (rows) => rows.length > 0,
    )
    expect(conversions).toMatchObject([
      { kind: 'enquiry', reported_by: 'server', utm_medium: 'email', utm_campaign: 'november' },
    ])

    const admin = await adminClient(target)
    const page = await (
      await admin.send('/admin-dashboard/analytics', { headers: { Accept: 'text/html' } })
    ).text()
    expect(page).toContain('data-testid="analytics-sources"')
    expect(page).toContain(campaign)

    const csv = await admin.send('/api/admin/analytics/export?table=sources&range=30')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toBe(
      'source,visitors,enquiry,application,comment,booking_opened,booking_scheduled',
    )
    expect(text).toContain(`\r\n${campaign},1,1,0,0,0,0\r\n`)
    const campaigns = await (await admin.send('/api/admin/analytics/export?table=campaigns&range=90')).text()
    expect(campaigns).toContain(`\r\n${campaign},email,november,1\r\n`)
  })

  it('counts bookings the browser reports, under the source of the visit', async () => {
    const campaign = `booking-${marker()}`
    const b = browser(target)
    await b.view(`/?utm_source=${campaign}`)
    expect((await b.beacon({ e: 'booking_opened', u: '/' })).status).toBe(204)
    expect((await b.beacon({ e: 'booking_scheduled', u: '/' })).status).toBe(204)
    const rows = await database(target)
      .selectFrom('analytics_conversions')
      .select(['kind', 'reported_by'])
      .where('utm_source', '=', campaign)
      .orderBy('kind')
      .execute()
    expect(rows).toEqual([
      { kind: 'booking_opened', reported_by: 'browser' },
      { kind: 'booking_scheduled', reported_by: 'browser' },
    ])
  })

  it("answers beacons with the site's security headers and no caching, counted or refused", async () => {
    const b = browser(target)
    for (const res of [await b.view('/'), await b.beacon('not json')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('refuses what is not a beacon from our pages with a clear answer, and stores nothing', async () => {
    const tag = `refused-${marker()}`
    const b = browser(target)
    const crossSite = await b.beacon(
      { e: 'view', u: `/?utm_source=${tag}` },
      { Origin: 'https://elsewhere.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).toBe('Page views are only counted from our own pages.')
    const large = await b.beacon({ e: 'view', u: `/?utm_source=${tag}`, r: 'x'.repeat(3000) })
    expect(large.status).toBe(413)
    for (const body of [
      'not json',
      '[]',
      JSON.stringify({ e: 'view', u: `/?utm_source=${tag}`, ip: '1.2.3.4' }),
    ]) {
      const res = await b.beacon(body)
      expect(res.status, body).toBe(400)
      expect(await res.text()).toBe('This is not a page-view beacon.')
    }
    // A page that is not ours is not counted (and not told so).
    expect((await b.beacon({ e: 'view', u: `/wp-admin?utm_source=${tag}` })).status).toBe(204)
    expect(await viewsWith(target, tag)).toBe(0)
  })
})

/** Whether any stored value holds `needle`: the SQLite file (and its WAL) byte for byte, or every row in PostgreSQL. */
async function databaseContains(target: Target, needle: string) {
  if (!target.databaseUrl) {
    const db = database(target)
    // Everything written so far is in the file or its write-ahead log; search both.
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(db)
    const file = path.join(target.dataDir, 'site.db')
    return [file, `${file}-wal`].some((f) => existsSync(f) && readFileSync(f).includes(Buffer.from(needle)))
  }
  const db = database(target)
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  for (const { table_name } of tables.rows) {
    const hit = await sql<{ n: number }>`
      select 1 as n from ${sql.table(table_name)} t where strpos(row_to_json(t)::text, ${needle}) > 0 limit 1`.execute(
      db,
    )
    if (hit.rows.length) return true
  }
  return false
}
