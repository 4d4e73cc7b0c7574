import type { Kysely } from 'kysely'

/**
 * Limits kept in the database, so that several app processes behind one balancer enforce one
 * limit between them (server/rate-limit.ts, server/auth/sign-in-guard.ts). Times are ISO-8601 UTC
 * text, which compares in time order.
 */
export async function up(db: Kysely<unknown>) {
  // One fixed window per key (`contact:203.0.113.9`): hits so far, and when the window ends.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute()

  // Sign-in attempts per account, known or not: `account` is a hash of the e-mail address typed,
  // never the address itself.
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sign_in_attempts').execute()
  await db.schema.dropTable('rate_limits').execute()
}
