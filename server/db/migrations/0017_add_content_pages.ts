import type { Kysely } from 'kysely'
import { databaseKind } from '@/server/db'

/**
 * Pages made again after a content change (server/content/pages.ts), one per route and build:
 * the response's type, its Brotli and gzip bodies, ETag and inline-script hashes, and when its
 * render began (`version`, ms): a render begun later read the content later, so an older one never
 * replaces it. A route taken
 * down has type 'gone'. Every process serves the newest of each; a new build makes its own.
 */
export async function up(db: Kysely<unknown>) {
  const bytes = databaseKind === 'postgres' ? 'bytea' : 'blob'
  await db.schema
    .createTable('content_pages')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('build_id', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('br', bytes)
    .addColumn('gzip', bytes)
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('hashes', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_pages_pk', ['route', 'build_id'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_pages').execute()
}
