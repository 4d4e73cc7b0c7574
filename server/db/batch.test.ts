import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempSqlite } from '@/tests/helpers/temp-sqlite'

/** Group commit on the embedded database (SQLite in a temp DATA_DIR). */
describe('writes committed together on SQLite', () => {
  let temp: Awaited<ReturnType<typeof openTempSqlite>>
  let db: (typeof import('@/server/db'))['db']
  let writeInTransaction: (typeof import('./batch'))['writeInTransaction']

  beforeAll(async () => {
    temp = await openTempSqlite()
    db = temp.db
    ;({ writeInTransaction } = await import('./batch'))
  })

  afterAll(() => temp.close())

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
  /** One contact message written through the group commit. */
  const insertMessage = (id: string) =>
    writeInTransaction((trx) =>
      trx
        .insertInto('contact_messages')
        .values(message(id))
        .execute()
        .then(() => {}),
    )

  it('stores every write of a burst, each answered only after its commit', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `burst-${i}`)
    await Promise.all(ids.map((id) => insertMessage(id)))
    const stored = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('id', 'like', 'burst-%')
      .execute()
    expect(stored).toHaveLength(50)
  })

  it('a failing write in a group fails alone: the others are stored', async () => {
    await insertMessage('taken')
    const results = await Promise.allSettled(['ok-1', 'taken', 'ok-2', 'ok-3'].map((id) => insertMessage(id)))
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
