import type { Kysely } from 'kysely'

const LEAD_TABLES = ['contact_messages', 'job_applications', 'blog_comments'] as const

/**
 * Spam kept apart, never lost (server/spam/): each record keeps the score it was given and its
 * reasons (`spam_reasons`, JSON of { code, weight, detail }; null for records older than the
 * scoring), and `spam` is one more of its statuses. `message_hash` (enquiries and comments): a
 * hash of the message as the duplicate rule compares it, indexed with the address, so that a few
 * other addresses that sent the same message are found without reading all its copies.
 *
 * `spam_senders`: what the administrator decided about a sender. `trusted` (after "Not spam")
 * is kept by a keyed hash of the address; `blocked` addresses and domains are kept as written,
 * since the desk lists them to be taken back.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('spam_score', 'integer').execute()
    await db.schema.alterTable(table).addColumn('spam_reasons', 'text').execute()
  }
  for (const table of ['contact_messages', 'blog_comments'] as const) {
    await db.schema.alterTable(table).addColumn('message_hash', 'text').execute()
    await db.schema
      .createIndex(`${table}_message_hash`)
      .on(table)
      .columns(['message_hash', 'email'])
      .execute()
  }
  await db.schema
    .createTable('spam_senders')
    .addColumn('sender', 'text', (c) => c.primaryKey())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('spam_senders').execute()
  for (const table of ['contact_messages', 'blog_comments'] as const) {
    await db.schema.dropIndex(`${table}_message_hash`).execute()
    await db.schema.alterTable(table).dropColumn('message_hash').execute()
  }
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).dropColumn('spam_reasons').execute()
    await db.schema.alterTable(table).dropColumn('spam_score').execute()
  }
}
