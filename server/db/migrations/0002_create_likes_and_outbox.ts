import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>) {
  // One row per (post, browser): a like is a row, an unlike deletes it.
  await db.schema
    .createTable('post_likes')
    .addColumn('blog_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_likes_pk', ['blog_id', 'visitor_id'])
    .execute()

  // Notifications are written in the same transaction as the lead and sent afterwards, so a
  // mail server that is down never loses or blocks a submission.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.dropTable('post_likes').execute()
}
