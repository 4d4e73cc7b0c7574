import type { Kysely } from 'kysely'

/**
 * Our own page-view analytics (modules/analytics). Raw views and conversions carry no address,
 * no user agent and no visitor id. The salted visitor hashes live in `analytics_visitors` only
 * for their own day, beside that day's salt; both go when the day is rolled into
 * `analytics_daily`, whose totals are kept.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addPrimaryKeyConstraint('analytics_visitors_pk', ['day', 'visitor'])
    .execute()

  await db.schema
    .createTable('page_views')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text')
    .addColumn('browser', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('page_views_day').on('page_views').column('day').execute()

  await db.schema
    .createTable('analytics_conversions')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reported_by', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .execute()
  await db.schema.createIndex('analytics_conversions_day').on('analytics_conversions').column('day').execute()

  // One row per day with anything counted; `rolled_up_at` is set once its totals are in
  // analytics_daily (and its visitor hashes are gone).
  await db.schema
    .createTable('analytics_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('rolled_up_at', 'text')
    .execute()

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'metric', 'key'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'analytics_daily',
    'analytics_days',
    'analytics_conversions',
    'page_views',
    'analytics_visitors',
    'analytics_salts',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
