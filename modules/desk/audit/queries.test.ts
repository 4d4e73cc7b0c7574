import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempDatabase, tempDatabaseKinds } from '@/tests/helpers/temp-sqlite'

type Queries = typeof import('./queries')

/** The desk's audit view reads: order, keyset pages, filters, New Delhi days. */
describe.each(tempDatabaseKinds)('audit queries on %s', (kind) => {
  let temp: Awaited<ReturnType<typeof openTempDatabase>>
  let q: Queries
  beforeAll(async () => {
    temp = await openTempDatabase(kind)
    q = await import('./queries')
    // Seven events; two share a time, so the id orders them.
    const events = [
      ['e1', '2026-11-20T10:00:00.000Z', 'a@desk.example', 'sign_in'],
      ['e2', '2026-11-24T18:29:59.999Z', 'a@desk.example', 'csv_exported'], // 23:59:59.999 on the 24th in New Delhi
      ['e3', '2026-11-24T18:30:00.000Z', 'b@desk.example', 'lead_deleted'], // 00:00 on the 25th
      ['e4', '2026-11-25T06:00:00.000Z', null, 'sign_in_failed'],
      ['e5', '2026-11-25T06:00:00.000Z', 'b@desk.example', 'sign_in'],
      ['e6', '2026-11-26T09:00:00.000Z', 'a@desk.example', 'bulk_action'],
      ['e7', '2026-11-27T09:00:00.000Z', 'a@desk.example', 'sign_out'],
    ] as const
    await temp.db
      .insertInto('audit_events')
      .values(
        events.map(([id, created_at, actor, action]) => ({
          id,
          created_at,
          actor,
          action,
          target: null,
          detail: null,
          request_id: null,
          client: null,
        })),
      )
      .execute()
  })
  afterAll(() => temp.close())

  const ids = (page: { events: { id: string }[] }) => page.events.map((e) => e.id)

  it('lists newest first, the id breaking a tie, in pages that follow each other exactly', async () => {
    const first = await q.auditPage({}, undefined, 3)
    expect(ids(first)).toEqual(['e7', 'e6', 'e5'])
    expect(first.newer).toBeNull()
    const second = await q.auditPage({}, first.older, 3)
    expect(ids(second)).toEqual(['e4', 'e3', 'e2'])
    const third = await q.auditPage({}, second.older, 3)
    expect(ids(third)).toEqual(['e1'])
    expect(third.older).toBeNull()
  })

  it('goes back to newer pages the same way, newest first on each', async () => {
    const first = await q.auditPage({}, undefined, 3)
    const second = await q.auditPage({}, first.older, 3)
    const third = await q.auditPage({}, second.older, 3)
    const backToSecond = await q.auditPage({}, third.newer, 3)
    expect(ids(backToSecond)).toEqual(['e4', 'e3', 'e2'])
    expect(backToSecond.older).toEqual({ at: '2026-11-24T18:29:59.999Z', id: 'e2', direction: 'older' })
    const backToFirst = await q.auditPage({}, backToSecond.newer, 3)
    expect(ids(backToFirst)).toEqual(['e7', 'e6', 'e5'])
    expect(backToFirst.newer).toBeNull()
    // Two newer than e3: a short page, and nothing newer beyond it.
    const short = await q.auditPage({}, { at: '2026-11-25T06:00:00.000Z', id: 'e4', direction: 'newer' }, 3)
    expect(ids(short)).toEqual(['e7', 'e6', 'e5'])
    expect(short.newer).toBeNull()
  })

  it('filters by action and by administrator', async () => {
    expect(ids(await q.auditPage({ action: 'sign_in' }))).toEqual(['e5', 'e1'])
    expect(ids(await q.auditPage({ actor: 'b@desk.example' }))).toEqual(['e5', 'e3'])
    expect(ids(await q.auditPage({ actor: 'b@desk.example', action: 'lead_deleted' }))).toEqual(['e3'])
  })

  it('filters by New Delhi days, the last one whole', async () => {
    expect(ids(await q.auditPage({ from: '2026-11-25', to: '2026-11-25' }))).toEqual(['e5', 'e4', 'e3'])
    expect(ids(await q.auditPage({ to: '2026-11-24' }))).toEqual(['e2', 'e1'])
    expect(ids(await q.auditPage({ from: '2026-11-26' }))).toEqual(['e7', 'e6'])
    expect(q.dayStart('2026-11-25')).toBe('2026-11-24T18:30:00.000Z')
    expect(q.dayStart('25/11/2026')).toBeNull()
  })

  it('names each administrator once, and nobody for a failed sign-in', async () => {
    expect(await q.auditActors()).toEqual(['a@desk.example', 'b@desk.example'])
  })
})
