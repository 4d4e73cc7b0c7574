import type { Kysely } from 'kysely'

const TABLES = ['contact_messages', 'job_applications', 'blog_comments'] as const

/**
 * "Might be spam" (server/spam/rules.ts isUnsure): a lead kept in the inbox whose screening found
 * a sign of spam short of holding it. 1 while it is marked; the desk's "Not spam" or "Spam" clears
 * it. An enquiry's or application's acknowledgement waits while it is marked (server/leads/).
 */
export async function up(db: Kysely<unknown>) {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('spam_unsure', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
}

export async function down(db: Kysely<unknown>) {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('spam_unsure').execute()
}
