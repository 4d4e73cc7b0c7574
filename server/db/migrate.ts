import 'server-only'
import { Migrator, sql, type MigrationResultSet } from 'kysely'
import { getMigrations } from 'better-auth/db/migration'
import { authOptions } from '@/server/auth/options'
import { databaseKind, db } from './index'
import { migrations } from './migrations'

/**
 * Kysely looks for its own bookkeeping tables in every schema unless told which one: on a
 * PostgreSQL database where another schema (another app, a test run) has them, it would skip
 * creating ours and then fail. So on PostgreSQL they live in the schema we connect to.
 */
async function migrator() {
  let migrationTableSchema: string | undefined
  if (databaseKind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
    migrationTableSchema = rows[0]?.schema
  }
  return new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } })
}

function check({ error, results }: MigrationResultSet) {
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.trim())
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** The auth library's tables first, then ours. Safe to run on every start. */
export async function migrateToLatest() {
  const auth = await getMigrations(authOptions)
  if (auth.toBeCreated.length || auth.toBeAdded.length || auth.toBeAddedIndexes.length)
    await auth.runMigrations()
  return check(await (await migrator()).migrateToLatest())
}

export async function schemaVersion() {
  const all = await (await migrator()).getMigrations()
  const applied = all.filter((m) => m.executedAt)
  return {
    current: applied.at(-1)?.name ?? null,
    latest: all.at(-1)?.name ?? null,
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
  }
}
