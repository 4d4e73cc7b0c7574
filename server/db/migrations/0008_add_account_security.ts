import type { Kysely } from 'kysely'

/**
 * What the administrator's account security keeps beside the auth library's own tables (its
 * `twoFactor` table and `user.twoFactorEnabled` come from its migrations): the confirmations
 * that open "sudo mode" for a session (server/auth/sudo.ts), and the authenticator codes already
 * accepted, which are refused for the rest of their time window (server/auth/second-factor.ts).
 */
export async function up(db: Kysely<unknown>) {
  // One row per session that has confirmed who it is: when (opened_at caps how long it may be
  // extended) and until when it counts. Times are ISO-8601 UTC text.
  await db.schema
    .createTable('sudo_grants')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sudo_grants_expires_at').on('sudo_grants').column('expires_at').execute()

  // An accepted code per account, as a keyed hash; the primary key makes a second use of the
  // same code, even at the same instant from another process, fail to insert.
  await db.schema
    .createTable('used_totp_codes')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('used_totp_codes_pk', ['user_id', 'code_hash'])
    .execute()
  await db.schema
    .createIndex('used_totp_codes_expires_at')
    .on('used_totp_codes')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('used_totp_codes').execute()
  await db.schema.dropTable('sudo_grants').execute()
}
