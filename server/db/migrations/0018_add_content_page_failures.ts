import type { Kysely } from 'kysely'

/**
 * The pages a content change could not make again (server/content/pages.ts), one per route and
 * build, with when and why (the error's message: content, never a visitor's data). Visitors keep
 * the last good page meanwhile; the desk's Content page lists these until the route is made.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('content_page_failures')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_page_failures_pk', ['route', 'build_id'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_page_failures').execute()
}
