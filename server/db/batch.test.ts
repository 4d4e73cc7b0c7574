import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** Group commit on the embedded database (SQLite in a temp DATA_DIR). */
describe('writes committed together on SQLite', () => {
  let dataDir: string
  let db: (typeof import('@/server/db'))['db']
  let writeInTransaction: (typeof import('./batch'))['writeInTransaction']

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-unit-batch-'))
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
    vi.resetModules()
    ;({ db } = await import('@/server/db'))
    const { migrations } = await import('@/server/db/migrations')
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
    }).migrateToLatest()
    expect(error).toBeUndefined()
    ;({ writeInTransaction } = await import('./batch'))
  })

  afterAll(async () => {
    await db.destroy()
    vi.unstubAllEnvs()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const message = (id: string) => ({
    id,
    name: 'Batch Test',
    email: 'batch@example.com',
    phone: null,
    company: null,
    website: null,
    message: 'Hello',
    status: 'new' as const,
    created_at: new Date().toISOString(),
  })

  it('stores every write of a burst, each answered only after its commit', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `burst-${i}`)
    await Promise.all(
      ids.map((id) =>
        writeInTransaction((trx) =>
          trx
            .insertInto('contact_messages')
            .values(message(id))
            .execute()
            .then(() => {}),
        ),
      ),
    )
    const stored = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('id', 'like', 'burst-%')
      .execute()
    expect(stored).toHaveLength(50)
  })

  it('a failing write in a group fails alone: the others are stored', async () => {
    await writeInTransaction((trx) =>
      trx
        .insertInto('contact_messages')
        .values(message('taken'))
        .execute()
        .then(() => {}),
    )
    const results = await Promise.allSettled(
      ['ok-1', 'taken', 'ok-2', 'ok-3'].map((id) =>
        writeInTransaction((trx) =>
          trx
            .insertInto('contact_messages')
            .values(message(id))
            .execute()
            .then(() => {}),
        ),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    const stored = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('id', 'like', 'ok-%')
      .orderBy('id')
      .execute()
    expect(stored.map((r) => r.id)).toEqual(['ok-1', 'ok-2', 'ok-3'])
  })
})
