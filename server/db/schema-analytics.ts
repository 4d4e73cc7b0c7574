// The analytics tables of the database (server/db/schema.ts lists every table).
import type { ConversionKind, Device } from '@/lib/vocabulary'

/** Analytics (modules/analytics): see migration 0005 for what each table may hold. */
export interface AnalyticsSaltsTable {
  day: string
  salt: string
}

export interface AnalyticsSource {
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

export interface AnalyticsVisitorsTable extends AnalyticsSource {
  day: string
  visitor: string
}

export interface PageViewsTable extends AnalyticsSource {
  created_at: string
  day: string
  path: string
  device: Device | null
  browser: string
}

export interface AnalyticsConversionsTable extends AnalyticsSource {
  created_at: string
  day: string
  kind: ConversionKind
  reported_by: 'server' | 'browser'
}

export interface AnalyticsDaysTable {
  day: string
  rolled_up_at: string | null
}

export interface AnalyticsDailyTable {
  day: string
  metric: string
  key: string
  count: number
}
