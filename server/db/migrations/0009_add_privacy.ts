import type { Kysely } from 'kysely'

/**
 * Personal data's own bookkeeping (server/privacy/).
 *
 * `erasures`: the record that a person's data was erased (server/privacy/erase.ts): a keyed hash of their
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

  // `job_leases`: a job that must run in one process at a time (the retention purge) holds its
  // row until `until`; another process takes it only once that has passed.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute()

  // `privacy_notices`: each version of the notice shown at a form, with its words; every lead
  // names the version it was given (null for leads from before notices were kept).
  await db.schema
    .createTable('privacy_notices')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('first_shown_at', 'text', (c) => c.notNull())
    .execute()
  for (const table of ['contact_messages', 'job_applications', 'blog_comments'])
    await db.schema.alterTable(table).addColumn('notice_version', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['contact_messages', 'job_applications', 'blog_comments'])
    await db.schema.alterTable(table).dropColumn('notice_version').execute()
  await db.schema.dropTable('privacy_notices').execute()
  await db.schema.dropTable('job_leases').execute()
  await db.schema.dropTable('erasures').execute()
}
