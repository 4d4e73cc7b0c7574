import 'server-only'
import { sql, type Kysely } from 'kysely'
import { ANALYTICS_RAW_DAYS } from '@/lib/constants'
import { db, writeTransaction } from '@/server/db'
import { isDatabaseUnavailable, logDatabaseFault } from '@/server/db/faults'
import type { Database } from '@/server/db/schema'
import { analyticsDay, daysBefore } from './classify'

/**
 * Daily totals. A day's raw rows are reduced to (day, metric, key, count) rows: the same
 * reduction feeds the kept totals (`analytics_daily`, once the day is over) and the live figures
 * of the days not rolled up yet, so both read alike.
 */
export type DailyRow = { day: string; metric: string; key: string; count: number }

/** What the key of a `campaign` row joins: source, medium and campaign. */
export const CAMPAIGN_SEPARATOR = '\t'

/** A day is rolled up this long after it ends, so a view sent at 23:59:59 is in its totals. */
const ROLL_UP_GRACE_MS = 5 * 60_000

/** How often each process checks for a finished day and for raw rows past their time. */
const MAINTAIN_EVERY_MS = 10 * 60_000

type Executor = Kysely<Database>

/** The source a conversion table counts under: campaign source, else referring site, else ''. */
const sourceKey = sql<string>`coalesce(utm_source, referrer_host, '')`

export async function reduceDays(executor: Executor, days: string[]): Promise<DailyRow[]> {
  if (days.length === 0) return []
  const views = executor.selectFrom('page_views').where('day', 'in', days)
  const count = sql<number | string>`count(*)`
  const [totals, visitors, pages, referrers, campaigns, devices, browsers, sources, conversions] =
    await Promise.all([
      views
        .select(['day', count.as('count')])
        .groupBy('day')
        .execute(),
      executor
        .selectFrom('analytics_visitors')
        .where('day', 'in', days)
        .select(['day', count.as('count')])
        .groupBy('day')
        .execute(),
      views
        .select(['day', 'path as key', count.as('count')])
        .groupBy(['day', 'path'])
        .execute(),
      views
        .where('referrer_host', 'is not', null)
        .select(['day', sql<string>`referrer_host`.as('key'), count.as('count')])
        .groupBy(['day', 'referrer_host'])
        .execute(),
      views
        .where((eb) =>
          eb.or([
            eb('utm_source', 'is not', null),
            eb('utm_medium', 'is not', null),
            eb('utm_campaign', 'is not', null),
          ]),
        )
        .select([
          'day',
          sql<string>`coalesce(utm_source, '') || ${CAMPAIGN_SEPARATOR} || coalesce(utm_medium, '') || ${CAMPAIGN_SEPARATOR} || coalesce(utm_campaign, '')`.as(
            'key',
          ),
          count.as('count'),
        ])
        .groupBy(['day', 'utm_source', 'utm_medium', 'utm_campaign'])
        .execute(),
      views
        .select(['day', sql<string>`coalesce(device, '')`.as('key'), count.as('count')])
        .groupBy(['day', 'device'])
        .execute(),
      views
        .select(['day', 'browser as key', count.as('count')])
        .groupBy(['day', 'browser'])
        .execute(),
      executor
        .selectFrom('analytics_visitors')
        .where('day', 'in', days)
        .select(['day', sourceKey.as('key'), count.as('count')])
        .groupBy(['day', sourceKey])
        .execute(),
      executor
        .selectFrom('analytics_conversions')
        .where('day', 'in', days)
        .select(['day', 'kind', sourceKey.as('key'), count.as('count')])
        .groupBy(['day', 'kind', sourceKey])
        .execute(),
    ])
  const rows = (metric: string, list: { day: string; key?: string; count: number | string }[]) =>
    list.map((r) => ({ day: r.day, metric, key: r.key ?? '', count: Number(r.count) }))
  return [
    ...rows('views', totals),
    ...rows('visitors', visitors),
    ...rows('page', pages),
    ...rows('referrer', referrers),
    ...rows('campaign', campaigns),
    ...rows('device', devices),
    ...rows('browser', browsers),
    ...rows('source_visitors', sources),
    ...conversions.map((r) => ({
      day: r.day,
      metric: `conversion:${r.kind}`,
      key: r.key,
      count: Number(r.count),
    })),
  ]
}

/**
 * Rolls every finished day into `analytics_daily` and deletes its visitor hashes and its salt.
 * Each day in its own transaction, claimed first, so two processes never count a day twice.
 */
export async function rollUpFinishedDays(now = new Date()) {
  const lastFinished = daysBefore(analyticsDay(+now - ROLL_UP_GRACE_MS), 1)
  const open = await db
    .selectFrom('analytics_days')
    .select('day')
    .where('rolled_up_at', 'is', null)
    .where('day', '<=', lastFinished)
    .orderBy('day')
    .execute()
  for (const { day } of open) {
    await writeTransaction(async (trx) => {
      const claimed = await trx
        .updateTable('analytics_days')
        .set({ rolled_up_at: now.toISOString() })
        .where('day', '=', day)
        .where('rolled_up_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) return
      const rows = await reduceDays(trx, [day])
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('analytics_daily')
          .values(rows.slice(i, i + 500))
          .execute()
      }
      await trx.deleteFrom('analytics_visitors').where('day', '=', day).execute()
      await trx.deleteFrom('analytics_salts').where('day', '<=', day).execute()
    })
  }
  return open.length
}

/** Deletes raw views and conversions older than ANALYTICS_RAW_DAYS; their daily totals stay. */
export async function purgeRawRows(now = new Date()) {
  const keepFrom = daysBefore(analyticsDay(now), ANALYTICS_RAW_DAYS - 1)
  const rolled = db.selectFrom('analytics_days').select('day').where('rolled_up_at', 'is not', null)
  const views = await db
    .deleteFrom('page_views')
    .where('day', '<', keepFrom)
    .where('day', 'in', rolled)
    .executeTakeFirst()
  const conversions = await db
    .deleteFrom('analytics_conversions')
    .where('day', '<', keepFrom)
    .where('day', 'in', rolled)
    .executeTakeFirst()
  return Number(views.numDeletedRows) + Number(conversions.numDeletedRows)
}

/** Finished days rolled up, then old raw rows purged. */
export async function maintainAnalytics(now = new Date()) {
  await rollUpFinishedDays(now)
  await purgeRawRows(now)
}

const globalForJob = globalThis as unknown as { __analyticsJob?: NodeJS.Timeout }

/** Runs the upkeep at start and every ten minutes, in each process (they never double-count). */
export function startAnalyticsUpkeep() {
  if (globalForJob.__analyticsJob) return
  const run = () =>
    maintainAnalytics().catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) logDatabaseFault('analytics upkeep skipped', error)
      else console.error('Analytics upkeep failed:', error)
    })
  void run()
  globalForJob.__analyticsJob = setInterval(run, MAINTAIN_EVERY_MS)
  globalForJob.__analyticsJob.unref()
}

export function stopAnalyticsUpkeep() {
  if (globalForJob.__analyticsJob) clearInterval(globalForJob.__analyticsJob)
  globalForJob.__analyticsJob = undefined
}
