import { sql, type Kysely } from 'kysely'

/**
 * The lead desk: read and reply times on enquiries and applications, the page a lead came from,
 * an activity log per record (notes included), replies and acknowledgements in the outbox, and
 * the desk's templates and settings. Additive only.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['contact_messages', 'job_applications']) {
    await db.schema.alterTable(table).addColumn('opened_at', 'text').execute()
    await db.schema.alterTable(table).addColumn('first_reply_at', 'text').execute()
    // Seconds from arrival to the first reply, so the reply-time percentiles are plain ORDER BYs.
    await db.schema.alterTable(table).addColumn('first_reply_seconds', 'integer').execute()
    await db.schema.alterTable(table).addColumn('source_path', 'text').execute()
    await db.schema.createIndex(`${table}_email`).on(table).column('email').execute()
    await db.schema.createIndex(`${table}_opened_at`).on(table).column('opened_at').execute()
  }
  // Rows triaged before the desk existed count as opened; those already answered as replied
  // (with no reply time, so they stay out of the percentiles).
  await sql`update contact_messages set opened_at = created_at where status <> 'new'`.execute(db)
  await sql`update contact_messages set first_reply_at = created_at where status = 'replied'`.execute(db)
  await sql`update job_applications set opened_at = created_at where status <> 'pending'`.execute(db)

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('mail_id', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('lead_events_record')
    .on('lead_events')
    .columns(['record_type', 'record_id', 'created_at'])
    .execute()

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('notification'))
    .execute()
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('record_type', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('record_id', 'text').execute()
  await db.schema.alterTable('mail_outbox').addColumn('discarded_at', 'text').execute()

  await db.schema
    .createTable('reply_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('desk_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('desk_settings').execute()
  await db.schema.dropTable('reply_templates').execute()
  for (const column of ['discarded_at', 'record_id', 'record_type', 'reply_to', 'kind']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute()
  }
  await db.schema.dropTable('lead_events').execute()
  for (const table of ['contact_messages', 'job_applications']) {
    await db.schema.dropIndex(`${table}_opened_at`).execute()
    await db.schema.dropIndex(`${table}_email`).execute()
    for (const column of ['source_path', 'first_reply_seconds', 'first_reply_at', 'opened_at']) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
}
