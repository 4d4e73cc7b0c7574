import type { Kysely } from 'kysely'

/**
 * The proof-of-work challenges already spent (server/spam/challenge.ts): a solved challenge counts
 * once, and a second submission with it counts as one without. `signature` is the challenge's own
 * HMAC signature (unique per challenge); a row is kept until the challenge expires, when it could
 * not be used again anyway, and swept then. Nothing in it says who solved it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('used_challenges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('used_challenges_expires_at')
    .on('used_challenges')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('used_challenges').execute()
}
