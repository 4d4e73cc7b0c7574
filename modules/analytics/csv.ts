import { toCsv } from '@/lib/csv'
import { CONVERSION_KINDS } from '@/lib/vocabulary'
import type { AnalyticsReport } from './queries'

/** The tables of the Analytics view, each downloadable whole (not only its top rows). */
export const ANALYTICS_TABLES = [
  'days',
  'pages',
  'referrers',
  'campaigns',
  'devices',
  'browsers',
  'sources',
] as const
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number]

export const isAnalyticsTable = (value: string): value is AnalyticsTable =>
  (ANALYTICS_TABLES as readonly string[]).includes(value)

/** One table of the report as CSV, with plain column names and raw numbers. */
export function analyticsCsv(report: AnalyticsReport, table: AnalyticsTable) {
  switch (table) {
    case 'days':
      return toCsv(
        ['day', 'views', 'visitors'],
        report.days.map((d) => [d.day, d.views, d.visitors]),
      )
    case 'pages':
    case 'referrers':
    case 'devices':
    case 'browsers':
      return toCsv(
        [
          { pages: 'path', referrers: 'referrer_host', devices: 'device', browsers: 'browser' }[table],
          'views',
        ],
        report[table].map((r) => [r.key, r.count]),
      )
    case 'campaigns':
      return toCsv(
        ['utm_source', 'utm_medium', 'utm_campaign', 'views'],
        report.campaigns.map((c) => [c.source, c.medium, c.campaign, c.views]),
      )
    case 'sources':
      return toCsv(
        ['source', 'visitors', ...CONVERSION_KINDS],
        report.sources.map((s) => [
          s.source || '(direct)',
          s.visitors,
          ...CONVERSION_KINDS.map((k) => s.conversions[k]),
        ]),
      )
  }
}
