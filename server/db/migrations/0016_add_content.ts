import type { Kysely } from 'kysely'
import { seedEntries } from '@/server/content/seed'
import { storeSeed } from './store-seed'

/**
 * The content store (server/content/): every article, role, project, testimonial, FAQ entry,
 * service, card and the company's facts, as entries with a working copy and a published copy, the
 * revisions of each, and the old addresses of renamed ones. The repository's content files are
 * stored here once, as the first content, each published with a 'seed' revision: from then on the
 * database is the content.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('published', 'text')
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addUniqueConstraint('content_entries_kind_slug', ['kind', 'slug'])
    .execute()
  await db.schema
    .createIndex('content_entries_due')
    .on('content_entries')
    .columns(['state', 'publish_at'])
    .execute()
  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('content_revisions_entry')
    .on('content_revisions')
    .columns(['entry_id', 'created_at'])
    .execute()
  await db.schema
    .createTable('content_redirects')
    .addColumn('from_path', 'text', (c) => c.primaryKey())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await storeSeed(db, seedEntries())
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('content_redirects').execute()
  await db.schema.dropTable('content_revisions').execute()
  await db.schema.dropTable('content_entries').execute()
}
