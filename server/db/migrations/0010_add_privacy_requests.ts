import type { Kysely } from 'kysely'

const LEAD_TABLES = ['contact_messages', 'job_applications', 'blog_comments'] as const

/**
 * What people ask of their personal data, and what they agreed to beyond the purpose of a form.
 *
 * `privacy_requests`: a request made at /privacy/request (server/privacy/requests.ts). It is kept
 * `unconfirmed` until the link mailed to its address is followed (24 hours), then reaches the desk
 * as `open`, due `due_at`, until it is answered (`done`). `subject` is the keyed hash of the
 * address, which stays when an erasure empties `email`.
 *
 * `job_applications.future_roles_at`: when the applicant agreed, by the optional box on the form,
 * to be kept for future roles (null: not asked, not given, or withdrawn).
 *
 * `legal_hold` on each record: why a record must be kept despite an erasure request or its
 * retention period (an open contract dispute, say); null when nothing holds it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('due_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('outcome', 'text')
    .addColumn('archive_key', 'text')
    .addColumn('archive_expires_at', 'text')
    .execute()
  await db.schema
    .createIndex('privacy_requests_status_due')
    .on('privacy_requests')
    .columns(['status', 'due_at'])
    .execute()
  await db.schema.createIndex('privacy_requests_subject').on('privacy_requests').column('subject').execute()

  await db.schema.alterTable('job_applications').addColumn('future_roles_at', 'text').execute()
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).addColumn('legal_hold', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).dropColumn('legal_hold').execute()
  await db.schema.alterTable('job_applications').dropColumn('future_roles_at').execute()
  await db.schema.dropTable('privacy_requests').execute()
}
