import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import pg from 'pg'
import { expect, vi } from 'vitest'
import { assertLocalDatabase } from './server'

export type TempDatabaseKind = 'sqlite' | 'postgres'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). */
export const tempDatabaseKinds: TempDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

/**
 * A migrated database for unit tests of server code: SQLite in a temp DATA_DIR, or a fresh
 * schema of TEST_DATABASE_URL's PostgreSQL. The server modules are re-imported after the
 * environment points at it. Call `close()` in afterAll: it drops the schema or the folder.
 */
export async function openTempDatabase(kind: TempDatabaseKind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-unit-db-'))
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('DATABASE_URL', '')
  let schema: string | undefined
  let dropSchema = async () => {}
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL
    if (!base) throw new Error('TEST_DATABASE_URL is not set')
    assertLocalDatabase(base)
    schema = `unit_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    dropSchema = async () => {
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    }
    const url = new URL(base)
    url.searchParams.set('options', `-c search_path=${schema}`)
    vi.stubEnv('DATABASE_URL', url.toString())
  }
  vi.resetModules()
  // server/db keeps one instance per process on globalThis; this test's database is a new one.
  delete (globalThis as { __db?: unknown }).__db
  const { db } = await import('@/server/db')
  const { migrations } = await import('@/server/db/migrations')
  const { error } = await new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest()
  expect(error).toBeUndefined()
  return {
    db,
    async close() {
      await db.destroy()
      await dropSchema()
      vi.unstubAllEnvs()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A migrated SQLite database in a temp DATA_DIR (see openTempDatabase). */
export const openTempSqlite = () => openTempDatabase('sqlite')
