import type { Kysely } from 'kysely'

/**
 * The record that a person's data was erased (server/privacy/erase.ts): a keyed hash of their
 * e-mail address (never the address), what was removed, when and at whose word. It proves the
 * erasure happened, and lets a restore from an older backup find what must not come back.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('erasures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('erasures_subject').on('erasures').column('subject').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('erasures').execute()
}
