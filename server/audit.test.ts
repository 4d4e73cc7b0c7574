import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_RETENTION_DAYS } from '@/lib/constants'
import { openTempDatabase, tempDatabaseKinds } from '@/tests/helpers/temp-sqlite'

const DAY_MS = 24 * 60 * 60_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/** The audit trail's storage: what one event writes, what the database refuses, what the purge takes. */
describe.each(tempDatabaseKinds)('audit trail on %s', (kind) => {
  let temp: Awaited<ReturnType<typeof openTempDatabase>>
  let audit: typeof import('./audit')
  beforeAll(async () => {
    temp = await openTempDatabase(kind)
    audit = await import('./audit')
  })
  afterAll(() => temp.close())

  const headers = (address: string, requestId = 'req-1') =>
    new Headers({ 'x-forwarded-for': address, 'x-request-id': requestId })
  const row = (requestId: string) =>
    temp.db
      .selectFrom('audit_events')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow()

  it('appends one event with its request id and a keyed hash of the address, never the address', async () => {
    await audit.recordAudit(headers('203.0.113.9', 'req-one'), {
      actor: 'admin@example.com',
      action: 'sign_in',
      detail: { count: 3 },
    })
    const event = await row('req-one')
    expect(event).toMatchObject({ actor: 'admin@example.com', action: 'sign_in', target: null })
    expect(JSON.parse(event.detail!)).toEqual({ count: 3 })
    expect(event.client).toBe(audit.clientKey('203.0.113.9'))
    expect(event.client).not.toContain('203.0.113')
    expect(audit.clientKey('203.0.113.10')).not.toBe(event.client)
    expect(Date.now() - Date.parse(event.created_at)).toBeLessThan(60_000)
  })

  it('is refused any change, and any delete before the year is out, by the database itself', async () => {
    await audit.recordAudit(headers('203.0.113.9', 'req-guarded'), { actor: null, action: 'sign_in_failed' })
    const update = temp.db
      .updateTable('audit_events')
      .set({ actor: 'someone@else' })
      .where('request_id', '=', 'req-guarded')
    await expect(update.execute()).rejects.toThrow(/cannot be changed/)
    const recent = temp.db.deleteFrom('audit_events').where('request_id', '=', 'req-guarded')
    await expect(recent.execute()).rejects.toThrow(/kept for a year/)
    // A day short of the retention is still kept: the database's year is AUDIT_RETENTION_DAYS.
    await audit.recordAudit(
      headers('203.0.113.9', 'req-young'),
      { actor: null, action: 'sign_out' },
      daysAgo(AUDIT_RETENTION_DAYS - 1),
    )
    await expect(
      temp.db.deleteFrom('audit_events').where('request_id', '=', 'req-young').execute(),
    ).rejects.toThrow(/kept for a year/)
    if (kind === 'postgres')
      await expect(sql`truncate audit_events`.execute(temp.db)).rejects.toThrow(/cannot be truncated/)
    expect((await row('req-guarded')).actor).toBeNull()
  })

  it('purges the events older than the retention, and only those', async () => {
    await audit.recordAudit(
      headers('203.0.113.9', 'req-old'),
      { actor: null, action: 'sign_out' },
      daysAgo(AUDIT_RETENTION_DAYS + 1),
    )
    await audit.recordAudit(
      headers('203.0.113.9', 'req-kept'),
      { actor: null, action: 'sign_out' },
      daysAgo(AUDIT_RETENTION_DAYS - 2),
    )
    expect(await audit.purgeAudit()).toBe(1)
    const left = await temp.db.selectFrom('audit_events').select('request_id').execute()
    expect(left.map((r) => r.request_id)).not.toContain('req-old')
    expect(left.map((r) => r.request_id)).toEqual(
      expect.arrayContaining(['req-one', 'req-guarded', 'req-young', 'req-kept']),
    )
  })
})
