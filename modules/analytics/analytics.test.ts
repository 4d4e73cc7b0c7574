import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempDatabase, tempDatabaseKinds } from '@/tests/helpers/temp-sqlite'

/**
 * Collection, days and retention against a real database (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), with the clock passed in: days change here without waiting for
 * midnight. The HTTP side (who is counted, cookies, what the file holds) is in
 * analytics.integration.test.ts.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** Noon in New Delhi on `day`. */
const noon = (day: string) => new Date(`${day}T06:30:00Z`)
const view = (u: string, r?: string, w = 1280) => ({ e: 'view' as const, u, r, w })

describe.each(tempDatabaseKinds)('analytics on %s', (kind) => {
  let temp: Awaited<ReturnType<typeof openTempDatabase>>
  let db: typeof temp.db
  let collect: typeof import('./collect')
  let rollup: typeof import('./rollup')
  let queries: typeof import('./queries')

  beforeAll(async () => {
    temp = await openTempDatabase(kind)
    db = temp.db
    collect = await import('./collect')
    rollup = await import('./rollup')
    queries = await import('./queries')
  })
  afterAll(() => temp.close())

  const visitorsOf = (day: string) =>
    db.selectFrom('analytics_visitors').selectAll().where('day', '=', day).orderBy('visitor').execute()

  it('counts two visitors on one day as two, and one visitor seen twice as one', async () => {
    const day = '2026-01-05'
    const at = noon(day)
    const asha = { address: '203.0.113.10', userAgent: CHROME, at }
    const ravi = { address: '198.51.100.20', userAgent: CHROME, at }
    expect(await collect.recordView(view('/'), asha)).toBe(true)
    expect(await collect.recordView(view('/services'), asha)).toBe(true)
    expect(await collect.recordView(view('/'), ravi)).toBe(true)
    // Same address, another browser: another visitor (a shared office connection).
    expect(await collect.recordView(view('/'), { ...ravi, userAgent: SAFARI })).toBe(true)

    expect(await visitorsOf(day)).toHaveLength(3)
    const report = await queries.loadAnalytics(30, { now: at })
    expect(report.totals).toMatchObject({ views: 4, visitors: 3 })
    expect(report.days.at(-1)).toEqual({ day, views: 4, visitors: 3 })
  })

  it('counts the same visitor on two days as two, and cannot link the two days', async () => {
    const [day1, day2] = ['2026-02-10', '2026-02-11']
    const visit = { address: '203.0.113.77', userAgent: CHROME }
    await collect.recordView(view('/about'), { ...visit, at: noon(day1) })
    const [first] = await visitorsOf(day1)
    const salt1 = await db.selectFrom('analytics_salts').selectAll().where('day', '=', day1).execute()
    expect(salt1).toHaveLength(1)

    await collect.recordView(view('/about'), { ...visit, at: noon(day2) })
    const [second] = await visitorsOf(day2)
    expect(second!.visitor).not.toBe(first!.visitor)
    // The first day's salt went as soon as the second day began: only today's is left.
    expect(await db.selectFrom('analytics_salts').select('day').execute()).toEqual([{ day: day2 }])

    // Once the first day is over (and the grace period passed), its hashes go too; its totals stay.
    await rollup.maintainAnalytics(new Date(noon(day2)))
    expect(await visitorsOf(day1)).toEqual([])
    expect(await visitorsOf(day2)).toHaveLength(1)
    const report = await queries.loadAnalytics(30, { now: noon(day2) })
    expect(report.days.slice(-2)).toEqual([
      { day: day1, views: 1, visitors: 1 },
      { day: day2, views: 1, visitors: 1 },
    ])
    expect(report.totals.visitors).toBe(2)
    // No value stored anywhere is the address, the user agent or a hash of them without a salt.
    const everything = JSON.stringify(
      await Promise.all(
        (['page_views', 'analytics_visitors', 'analytics_daily', 'analytics_conversions'] as const).map((t) =>
          db.selectFrom(t).selectAll().execute(),
        ),
      ),
    )
    expect(everything).not.toContain(visit.address)
    expect(everything).not.toContain('Windows NT')
  })

  it('keeps per view only time, path, referrer host, campaign tags, device class and browser family', async () => {
    const at = noon('2026-03-03')
    await collect.recordView(
      view(
        '/blog/woocommerce-vs-shopify?utm_source=newsletter&utm_medium=email&utm_campaign=march&name=Asha',
        'https://mail.example.net/inbox/123',
        390,
      ),
      { address: '203.0.113.5', userAgent: SAFARI, at },
    )
    const rows = await db.selectFrom('page_views').selectAll().where('day', '=', '2026-03-03').execute()
    expect(rows).toEqual([
      {
        created_at: at.toISOString(),
        day: '2026-03-03',
        path: '/blog/woocommerce-vs-shopify',
        referrer_host: 'mail.example.net',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'march',
        device: 'mobile',
        browser: 'Safari',
      },
    ])
  })

  it('does not count a page that is not one of ours', async () => {
    const at = noon('2026-03-04')
    expect(
      await collect.recordView(view('/admin-dashboard'), { address: '203.0.113.6', userAgent: CHROME, at }),
    ).toBe(false)
    expect(
      await collect.recordView(view('/wp-login.php'), { address: '203.0.113.6', userAgent: CHROME, at }),
    ).toBe(false)
    expect(await db.selectFrom('page_views').selectAll().where('day', '=', '2026-03-04').execute()).toEqual(
      [],
    )
  })

  it('attributes conversions to the campaign or site of the visit, never to a person', async () => {
    const day = '2026-04-07'
    const at = noon(day)
    const fromCampaign = { address: '203.0.113.30', userAgent: CHROME, at }
    const fromSearch = { address: '203.0.113.31', userAgent: CHROME, at }
    const direct = { address: '203.0.113.32', userAgent: CHROME, at }
    await collect.recordView(
      view('/?utm_source=spring-sale&utm_medium=social&utm_campaign=april'),
      fromCampaign,
    )
    // A later direct page view of the same visit keeps the campaign.
    await collect.recordView(view('/services'), fromCampaign)
    await collect.recordView(view('/', 'https://www.google.com/'), fromSearch)
    await collect.recordView(view('/careers'), direct)
    await collect.recordConversion('enquiry', fromCampaign, 'server')
    await collect.recordConversion('booking_scheduled', fromCampaign, 'browser')
    await collect.recordConversion('application', fromSearch, 'server')
    await collect.recordConversion('enquiry', direct, 'server')
    // A conversion with no page view before it (scripts off) counts as direct.
    await collect.recordConversion('comment', { address: '203.0.113.33', userAgent: CHROME, at }, 'server')

    const rows = await db.selectFrom('analytics_conversions').selectAll().where('day', '=', day).execute()
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'created_at',
        'day',
        'kind',
        'referrer_host',
        'reported_by',
        'utm_campaign',
        'utm_medium',
        'utm_source',
      ].sort(),
    )
    expect(rows.find((r) => r.kind === 'enquiry' && r.utm_source)).toMatchObject({
      utm_source: 'spring-sale',
      utm_medium: 'social',
      utm_campaign: 'april',
      reported_by: 'server',
    })
    expect(rows.find((r) => r.kind === 'booking_scheduled')).toMatchObject({
      utm_source: 'spring-sale',
      reported_by: 'browser',
    })

    const { sources } = await queries.loadAnalytics(30, { now: at })
    const bySource = Object.fromEntries(sources.map((s) => [s.source, s]))
    expect(bySource['spring-sale']).toMatchObject({
      visitors: 1,
      conversions: { enquiry: 1, booking_scheduled: 1, application: 0 },
    })
    expect(bySource['google.com']).toMatchObject({ visitors: 1, conversions: { application: 1 } })
    expect(bySource['']!.conversions).toMatchObject({ enquiry: 1, comment: 1 })
  })

  it('answers the beacon the same through Next (next dev) as through the server of npm start', async () => {
    // npm start answers before Next (beacon-node.ts, covered over HTTP); this is the Next route.
    const { POST } = await import('@/app/insights/event/route')
    const beacon = (body: string) =>
      POST(
        new Request('http://localhost:3000/insights/event', {
          method: 'POST',
          body,
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            'Content-Length': String(Buffer.byteLength(body)),
            'User-Agent': CHROME,
            'X-Forwarded-For': '203.0.113.200',
          },
        }),
      )
    const counted = await beacon(JSON.stringify({ e: 'view', u: '/projects?utm_source=next-route', w: 800 }))
    expect(counted.status).toBe(204)
    expect(
      await db
        .selectFrom('page_views')
        .select(['path', 'device'])
        .where('utm_source', '=', 'next-route')
        .execute(),
    ).toEqual([{ path: '/projects', device: 'tablet' }])
    const refused = await beacon('{"e":"view"}')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('This is not a page-view beacon.')
  })

  it('rolls a finished day up once, and the purge after 90 days keeps its daily totals', async () => {
    const old = '2026-05-01'
    const today = '2026-08-15' // 106 days later
    for (const [i, path] of ['/', '/services', '/services'].entries()) {
      await collect.recordView(view(`${path}?utm_source=old-campaign`, 'https://news.example.org/'), {
        address: `203.0.113.${100 + i}`,
        userAgent: CHROME,
        at: noon(old),
      })
    }
    await collect.recordConversion(
      'enquiry',
      { address: '203.0.113.100', userAgent: CHROME, at: noon(old) },
      'server',
    )
    // The day after: rolled up, raw rows still there.
    await Promise.all([
      rollup.maintainAnalytics(noon('2026-05-02')),
      rollup.maintainAnalytics(noon('2026-05-02')),
    ])
    const totals = () =>
      db
        .selectFrom('analytics_daily')
        .select(['metric', 'key', 'count'])
        .where('day', '=', old)
        .orderBy('metric')
        .orderBy('key')
        .execute()
    const kept = await totals()
    expect(kept).toContainEqual({ metric: 'views', key: '', count: 3 })
    expect(kept).toContainEqual({ metric: 'visitors', key: '', count: 3 })
    expect(kept).toContainEqual({ metric: 'page', key: '/services', count: 2 })
    expect(kept).toContainEqual({ metric: 'conversion:enquiry', key: 'old-campaign', count: 1 })
    expect(await db.selectFrom('page_views').select('day').where('day', '=', old).execute()).toHaveLength(3)

    // 106 days later: the raw rows are gone, the totals are not, and nothing is counted twice.
    await rollup.maintainAnalytics(noon(today))
    expect(await db.selectFrom('page_views').select('day').where('day', '=', old).execute()).toEqual([])
    expect(
      await db.selectFrom('analytics_conversions').select('day').where('day', '=', old).execute(),
    ).toEqual([])
    expect(await totals()).toEqual(kept)
    const csvDays = await queries.loadAnalytics(90, { now: noon('2026-05-20') })
    expect(csvDays.days.find((d) => d.day === old)).toEqual({ day: old, views: 3, visitors: 3 })
  })
})
