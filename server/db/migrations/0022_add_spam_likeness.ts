import type { Kysely } from 'kysely'

const TABLES = ['contact_messages', 'job_applications', 'blog_comments'] as const

/**
 * The near-duplicate bands of recent enquiries and comments (server/spam/likeness.ts): one row per
 * band of a record's MinHash signature, looked up by band. Deleted with their record, and by the
 * retention purge once older than the spam screening looks back (server/spam/screen.ts). And an
 * index for the screening's look for earlier messages the administrator called spam.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('spam_likeness')
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // The lookup reads only this index: a band's newest rows, with their record.
  await db.schema
    .createIndex('spam_likeness_band')
    .on('spam_likeness')
    .columns(['band', 'created_at', 'record_type', 'record_id'])
    .execute()
  await db.schema
    .createIndex('spam_likeness_record')
    .on('spam_likeness')
    .columns(['record_type', 'record_id'])
    .execute()
  // "A sender the administrator called spam": found by address and lesson together, however many
  // messages the address sent.
  for (const table of TABLES)
    await db.schema.createIndex(`${table}_email_lesson`).on(table).columns(['email', 'spam_lesson']).execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_email_lesson`).execute()
  await db.schema.dropTable('spam_likeness').execute()
}
