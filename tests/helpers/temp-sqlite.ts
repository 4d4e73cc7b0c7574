import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { expect, vi } from 'vitest'

/**
 * A migrated SQLite database in a temp DATA_DIR for unit tests of server code: the server
 * modules are re-imported after the environment points at it. Call `close()` in afterAll.
 */
export async function openTempSqlite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-unit-db-'))
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('DATABASE_URL', '')
  vi.resetModules()
  const { db } = await import('@/server/db')
  const { migrations } = await import('@/server/db/migrations')
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest()
  expect(error).toBeUndefined()
  return {
    db,
    async close() {
      await db.destroy()
      vi.unstubAllEnvs()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
