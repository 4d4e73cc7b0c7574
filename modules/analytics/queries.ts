import 'server-only'
import { ANALYTICS_TOP_ROWS } from '@/lib/constants'
import { db } from '@/server/db'
import { CONVERSION_KINDS, type ConversionKind } from '@/lib/vocabulary'
import { analyticsDay, daysBefore, daysFrom } from './classify'
import { CAMPAIGN_SEPARATOR, reduceDays, type DailyRow } from './rollup'

export type Tally = { key: string; count: number }
export type SourceRow = { source: string; visitors: number; conversions: Record<ConversionKind, number> }
export type CampaignRow = { source: string; medium: string; campaign: string; views: number }

export type AnalyticsReport = {
  rangeDays: number
  from: string
  to: string
  days: { day: string; views: number; visitors: number }[]
  totals: { views: number; visitors: number; conversions: Record<ConversionKind, number> }
  pages: Tally[]
  referrers: Tally[]
  campaigns: CampaignRow[]
  devices: Tally[]
  browsers: Tally[]
  sources: SourceRow[]
}

const noConversions = () =>
  Object.fromEntries(CONVERSION_KINDS.map((k) => [k, 0])) as Record<ConversionKind, number>

/**
 * The Analytics view for the last `rangeDays` days up to today (New Delhi): the kept daily
 * totals of finished days, plus the same figures computed live for the days not rolled up yet.
 * Every total is a sum of daily figures: visitors cannot be linked across days, so a visitor
 * who comes back on three days counts three times.
 */
export async function loadAnalytics(
  rangeDays: number,
  { now = new Date(), top = ANALYTICS_TOP_ROWS }: { now?: Date; top?: number } = {},
): Promise<AnalyticsReport> {
  const to = analyticsDay(now)
  const from = daysBefore(to, rangeDays - 1)
  const [kept, open] = await Promise.all([
    db
      .selectFrom('analytics_daily')
      .select(['day', 'metric', 'key', 'count'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('analytics_days')
      .select('day')
      .where('rolled_up_at', 'is', null)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
  ])
  const live = await reduceDays(
    db,
    open.map((d) => d.day),
  )
  return summarise([...kept, ...live], { rangeDays, from, to, top })
}

function summarise(
  rows: DailyRow[],
  { rangeDays, from, to, top }: { rangeDays: number; from: string; to: string; top: number },
): AnalyticsReport {
  const perDay = new Map(daysFrom(from, to).map((day) => [day, { day, views: 0, visitors: 0 }]))
  const sums = new Map<string, Map<string, number>>()
  for (const r of rows) {
    if (r.metric === 'views' || r.metric === 'visitors') {
      const d = perDay.get(r.day)
      if (d) d[r.metric] += r.count
    }
    const byKey = sums.get(r.metric) ?? new Map<string, number>()
    byKey.set(r.key, (byKey.get(r.key) ?? 0) + r.count)
    sums.set(r.metric, byKey)
  }
  const tally = (metric: string, limit = top): Tally[] =>
    [...(sums.get(metric) ?? [])]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, limit)
  const total = (metric: string) => [...(sums.get(metric)?.values() ?? [])].reduce((a, b) => a + b, 0)

  const sources = new Map<string, SourceRow>()
  const sourceRow = (source: string) => {
    let row = sources.get(source)
    if (!row) sources.set(source, (row = { source, visitors: 0, conversions: noConversions() }))
    return row
  }
  for (const [source, count] of sums.get('source_visitors') ?? []) sourceRow(source).visitors += count
  const conversions = noConversions()
  for (const kind of CONVERSION_KINDS) {
    for (const [source, count] of sums.get(`conversion:${kind}`) ?? []) {
      sourceRow(source).conversions[kind] += count
      conversions[kind] += count
    }
  }
  const leads = (r: SourceRow) => CONVERSION_KINDS.reduce((a, k) => a + r.conversions[k], 0)

  return {
    rangeDays,
    from,
    to,
    days: [...perDay.values()],
    totals: { views: total('views'), visitors: total('visitors'), conversions },
    pages: tally('page'),
    referrers: tally('referrer'),
    campaigns: tally('campaign').map(({ key, count }) => {
      const [source = '', medium = '', campaign = ''] = key.split(CAMPAIGN_SEPARATOR)
      return { source, medium, campaign, views: count }
    }),
    devices: tally('device', Infinity),
    browsers: tally('browser', Infinity),
    sources: [...sources.values()]
      .sort((a, b) => leads(b) - leads(a) || b.visitors - a.visitors || a.source.localeCompare(b.source))
      .slice(0, top),
  }
}
