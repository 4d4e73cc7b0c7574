import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempSqlite } from '@/tests/helpers/temp-sqlite'

/** The admin search on the embedded database (SQLite in a temp DATA_DIR), without a server. */
describe('admin search on SQLite', () => {
  let temp: Awaited<ReturnType<typeof openTempSqlite>>
  let queries: typeof import('./queries')
  let db: (typeof import('@/server/db'))['db']

  beforeAll(async () => {
    temp = await openTempSqlite()
    db = temp.db
    queries = await import('./queries')
    await db
      .insertInto('contact_messages')
      .values(
        ['ÖMER ÖZTÜRK', 'Zoë Ångström', 'अमित शर्मा', 'Ivan ПЕТРОВ', 'Nadia KAPOOR', 'Ravi 100%_done'].map(
          (name, i) => ({
            id: `m${i}`,
            name,
            email: `person${i}@example.com`,
            phone: null,
            company: null,
            website: null,
            message: 'Hello',
            status: 'new' as const,
            created_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
          }),
        ),
      )
      .execute()
  })

  afterAll(() => temp.close())

  const ids = async (q: string) => (await queries.listRows('messages', { q })).rows.map((r) => r.id)

  it.each([
    ['ÖMER ÖZTÜRK', 'm0'],
    ['ömer öztürk', 'm0'],
    ['ZOË', 'm1'],
    ['ångström', 'm1'],
    ['अमित', 'm2'],
    ['петров', 'm3'],
    ['kapoor', 'm4'],
    ['NADIA kap', 'm4'],
    ['100%_', 'm5'],
  ])('finds %s whatever its case, beyond A-Z too', async (q, id) => {
    expect(await ids(q)).toEqual([id])
  })

  it.each(['100%x', 'ö kapoor', 'zz'])('finds nothing for %s, and says so', async (q) => {
    const page = await queries.listRows('messages', { q })
    expect(page).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 })
  })
})
