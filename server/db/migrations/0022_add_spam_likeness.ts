import type { Kysely } from 'kysely'

/**
 * The near-duplicate bands of recent enquiries and comments (server/spam/likeness.ts): one row per
 * band of a record's MinHash signature, looked up by band. Deleted with their record, and by the
 * retention purge once older than the spam screening looks back (server/spam/screen.ts).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('spam_likeness')
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('spam_likeness_band')
    .on('spam_likeness')
    .columns(['band', 'created_at'])
    .execute()
  await db.schema
    .createIndex('spam_likeness_record')
    .on('spam_likeness')
    .columns(['record_type', 'record_id'])
    .execute()
  await db.schema.createIndex('spam_likeness_created').on('spam_likeness').column('created_at').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('spam_likeness').execute()
}
