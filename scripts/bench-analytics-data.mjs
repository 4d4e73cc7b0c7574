// Made-up traffic for npm run bench:analytics: the beacons the ingestion run sends, and the
// 90 days of stored analytics the Analytics view is measured over. Seeded, so every run is alike.
import { createHash } from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { rng } from './bench-desk-data.mjs'
import { ARTICLE_ROUTES, PAGE_ROUTES } from './public-routes.mjs'

// ---------------------------------------------------------------------------------------------
// Days, as modules/analytics/classify.ts counts them: the calendar day in New Delhi (UTC+05:30).

const DAY_MS = 86_400_000
const OFFSET_MS = 330 * 60_000
export const analyticsDay = (ms) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10)
export const daysBefore = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10)
const dayStart = (day) => Date.parse(`${day}T00:00:00Z`) - OFFSET_MS

export const PAGES = [...PAGE_ROUTES, ...ARTICLE_ROUTES]

/** A weighted choice: `entries` are [value, weight] pairs; returns a function of a generator. */
function weighted(entries) {
  const total = entries.reduce((a, [, w]) => a + w, 0)
  return (r) => {
    let x = r.next() * total
    for (const [value, w] of entries) if ((x -= w) < 0) return value
    return entries.at(-1)[0]
  }
}

/** Where people land: the home page, the services and the articles search engines send them to. */
const landingPage = weighted(PAGES.map((p) => [p, p === '/' ? 12 : p === '/services' ? 5 : 2]))

// ---------------------------------------------------------------------------------------------
// Beacons

// Ordinary browsers (a missing, short or program-like user agent is answered 204 and not counted),
// each with the screen widths it comes with.
export const BROWSERS = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    [1280, 1366, 1536, 1920],
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
    [1440, 1512, 1728],
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0', [1366, 1920]],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    [1280, 1920],
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    [360, 393, 412],
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    [375, 390, 430],
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    [820, 834],
  ],
]
const REFERRERS = weighted([
  [undefined, 55], // typed in, a bookmark, an app
  ['https://www.google.com/', 25],
  ['https://www.bing.com/', 4],
  ['https://duckduckgo.com/', 3],
  ['https://www.linkedin.com/', 6],
  ['https://t.co/', 2],
  ['https://news.ycombinator.com/', 2],
  ['https://www.reddit.com/r/webdev/', 2],
  ['https://clutch.co/profile/vantage-edge', 1],
])
const CAMPAIGN_QUERIES = weighted([
  ['', 88],
  ['?utm_source=newsletter&utm_medium=email&utm_campaign=nov', 5],
  ['?utm_source=linkedin&utm_medium=social&utm_campaign=case-study', 4],
  ['?utm_source=google&utm_medium=cpc&utm_campaign=web-design-india', 3],
])

/**
 * autocannon's setupRequest: a different beacon for every request, from one seeded sequence, so
 * every run sends the same mix. The address (X-Forwarded-For, trusted with TRUST_PROXY=1) picks
 * the visitor; one browser per address, so addresses and visitors match one to one. A visit's
 * first page carries its referrer and campaign, as /insights/script.js sends them.
 */
export function beacons(addresses) {
  const r = rng(2026)
  return (req) => {
    const address = r.int(addresses)
    const [userAgent, widths] = BROWSERS[address % BROWSERS.length]
    const landing = r.chance(0.4)
    const beacon = {
      e: 'view',
      u: landing ? landingPage(r) + CAMPAIGN_QUERIES(r) : r.pick(PAGES),
      r: landing ? REFERRERS(r) : undefined,
      w: widths[address % widths.length],
    }
    return {
      ...req,
      headers: {
        ...req.headers,
        'user-agent': userAgent,
        // 198.18.0.0/15 is set aside for benchmarks (RFC 2544).
        'x-forwarded-for': `198.18.${address >> 8}.${address & 255}`,
      },
      body: JSON.stringify(beacon),
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Stored analytics

const REFERRER_HOSTS = [
  'google.com bing.com duckduckgo.com linkedin.com lnkd.in t.co x.com facebook.com m.facebook.com',
  'l.instagram.com reddit.com news.ycombinator.com github.com medium.com dev.to search.yahoo.com',
  'yandex.ru ecosia.org search.brave.com chatgpt.com perplexity.ai clutch.co goodfirms.co',
  'designrush.com producthunt.com quora.com youtube.com pinterest.com stackoverflow.com',
  'teams.microsoft.com mail.google.com outlook.live.com indiamart.com justdial.com naukri.com',
  'wellfound.com glassdoor.co.in in.indeed.com behance.net dribbble.com',
].flatMap((line) => line.split(' '))
// A long tail: the first hosts send most of the visits.
const referrerHost = weighted(REFERRER_HOSTS.map((h, i) => [h, 1 / (i + 1)]))
const CAMPAIGNS = [
  ['newsletter', 'email', 'nov'],
  ['newsletter', 'email', 'oct'],
  ['newsletter', 'email', 'sep'],
  ['linkedin', 'social', 'case-study'],
  ['linkedin', 'paid_social', 'hiring-2025'],
  ['google', 'cpc', 'web-design-india'],
  ['google', 'cpc', 'shopify-migration'],
  ['google', 'cpc', 'brand'],
  ['facebook', 'paid_social', 'diwali-offer'],
  ['instagram', 'social', 'portfolio'],
  ['clutch', 'referral', 'profile'],
  ['webinar', 'email', 'ai-websites'],
  ['partner', 'referral', 'agency-network'],
  ['x', 'social', 'launch'],
  ['qr', 'print', 'expo-2025'],
]
const campaign = weighted(CAMPAIGNS.map((c, i) => [c, 1 / (i + 2)]))
const device = weighted([
  ['mobile', 55],
  ['desktop', 38],
  ['tablet', 7],
])
const browserOn = {
  mobile: weighted([
    ['Chrome', 60],
    ['Safari', 25],
    ['Samsung Internet', 9],
    ['Firefox', 1],
    ['Edge', 1],
    ['Other', 4],
  ]),
  tablet: weighted([
    ['Safari', 50],
    ['Chrome', 40],
    ['Samsung Internet', 5],
    ['Other', 5],
  ]),
  desktop: weighted([
    ['Chrome', 60],
    ['Edge', 15],
    ['Safari', 12],
    ['Firefox', 9],
    ['Other', 4],
  ]),
}
const conversionKind = weighted([
  ['enquiry', 40],
  ['application', 15],
  ['comment', 15],
  ['booking_opened', 20],
  ['booking_scheduled', 10],
])
const CONVERSION_RATE = 0.009

/** `total` split over `weights` in whole numbers that add up exactly (largest remainder). */
function split(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / sum)
  const out = exact.map(Math.floor)
  const order = exact.map((x, i) => [x - out[i], i]).sort((a, b) => b[0] - a[0])
  const short = total - out.reduce((a, b) => a + b, 0)
  for (let k = 0; k < short; k++) out[order[k][1]]++
  return out
}

/**
 * Fills an empty (migrated) database with 90 days of analytics up to `nowMs`, today included,
 * as collection would have left it: views, one visitor row per visitor and day (sources are the
 * visit's first page's), conversions, and every day still waiting for its roll-up.
 */
export function seedAnalytics(dataDir, nowMs, views) {
  const r = rng(90)
  const today = analyticsDay(nowMs)
  const days = Array.from({ length: 90 }, (_, i) => daysBefore(today, 89 - i))
  // Quieter weekends, a slow rise over the quarter, some day-to-day noise.
  const weights = days.map((day, i) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    return (weekday === 0 || weekday === 6 ? 0.65 : 1) * (0.85 + (0.3 * i) / 89) * (0.9 + 0.2 * r.next())
  })
  const quota = split(views, weights)
  const file = new SQLite(path.join(dataDir, 'site.db'), { fileMustExist: true })
  const insert = (table, cols) =>
    file.prepare(`insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`)
  const SOURCE = ['referrer_host', 'utm_source', 'utm_medium', 'utm_campaign']
  const view = insert('page_views', ['created_at', 'day', 'path', ...SOURCE, 'device', 'browser'])
  const visitor = insert('analytics_visitors', ['day', 'visitor', ...SOURCE])
  const conversion = insert('analytics_conversions', ['created_at', 'day', 'kind', 'reported_by', ...SOURCE])
  const dayRow = insert('analytics_days', ['day', 'rolled_up_at'])
  const direct = [null, null, null, null]
  const counts = { views: 0, visitors: 0, conversions: 0 }
  let id = 0

  const seedDay = (day, views) => {
    const start = dayStart(day)
    // Today's views all happened before now.
    const end = Math.min(start + DAY_MS, nowMs) - 1
    const iso = (ms) => new Date(Math.min(ms, end)).toISOString()
    dayRow.run(day, null)
    for (let left = views; left > 0;) {
      const source = r.chance(0.08)
        ? [r.chance(0.3) ? referrerHost(r) : null, ...campaign(r)]
        : r.chance(0.45)
          ? [referrerHost(r), null, null, null]
          : direct
      const pages = Math.min(left, 1 + Math.floor(-Math.log(1 - r.next()) * 1.6))
      const kind = device(r)
      const browser = browserOn[kind](r)
      // Arrivals gather around the middle of the New Delhi day.
      let at = start + ((r.next() + r.next() + r.next()) / 3) * (end - start)
      for (let j = 0; j < pages; j++) {
        view.run(
          iso(at),
          day,
          j === 0 ? landingPage(r) : r.pick(PAGES),
          ...(j === 0 ? source : direct),
          kind,
          browser,
        )
        at += 15_000 + r.int(150_000)
      }
      const hash = createHash('sha256').update(String(id++)).digest('base64url').slice(0, 22)
      visitor.run(day, hash, ...source)
      if (r.chance(CONVERSION_RATE)) {
        const what = conversionKind(r)
        const by = what.startsWith('booking') ? 'browser' : 'server'
        conversion.run(iso(at + r.int(600_000)), day, what, by, ...source)
        counts.conversions++
      }
      counts.views += pages
      counts.visitors++
      left -= pages
    }
  }
  // A transaction per day: big enough to be fast, small enough to keep the journal modest.
  const seedOne = file.transaction(seedDay)
  days.forEach((day, i) => seedOne(day, quota[i]))
  // What SQLite's automatic checkpoint would do after the commits, done now, with no server up.
  file.pragma('wal_checkpoint(TRUNCATE)')
  file.close()
  return { ...counts, days: days.length }
}
