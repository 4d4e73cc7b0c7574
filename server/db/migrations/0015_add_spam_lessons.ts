import type { Kysely } from 'kysely'

const LEAD_TABLES = ['contact_messages', 'job_applications', 'blog_comments'] as const

/**
 * The desk's verdicts teach the spam filter (server/spam/lessons.ts): `spam_lesson` is 'spam' on
 * a record the administrator moved to spam, 'genuine' on one they took out of it ("Not spam"),
 * null on the rest. The lesson is the record's own text, so it goes with the record (erased,
 * deleted or purged) and keeps nothing of its own.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('spam_lesson', 'text').execute()
    await db.schema.createIndex(`${table}_spam_lesson`).on(table).column('spam_lesson').execute()
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_spam_lesson`).execute()
    await db.schema.alterTable(table).dropColumn('spam_lesson').execute()
  }
}
