import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { DEFAULT_PERIODS, PERIODS_SETTING } from '@/runtime/privacy-periods.mjs'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { expireSudo, newAdmin } from '@/tests/integration/accounts'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { startServer, type RunningServer } from '@/tests/helpers/server'

const PORT = 3285 + TEST_PORT_SHIFT

/** The periods form as the desk sends it: every field, the defaults but for `changes`. */
const periodsForm = (changes: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(DEFAULT_PERIODS).map(([k, v]) => [k, String(v)])),
  ...changes,
})

const savedValue = async (target: Target) =>
  (
    await database(target)
      .selectFrom('desk_settings')
      .select('value')
      .where('key', '=', PERIODS_SETTING)
      .executeTakeFirst()
  )?.value

const privacyPage = async (target: Target) => (await client(target).send('/privacy-policy')).text()

describe.each(inject('targets'))('the privacy periods set in the desk on $name', (target) => {
  it('are saved only in sudo mode and within their bounds, and are audited', async () => {
    const before = await savedValue(target)
    // An administrator of its own: ending sudo mode for the shared one would refuse the guarded
    // actions of the files running beside this one.
    const account = newAdmin(target, 'periods')
    const admin = await adminClient(target, account)
    await expireSudo(target, account.email)
    const refused = await callAction(admin.send, 'savePeriodsAction', periodsForm({ enquiries: '36' }))
    expect(refused.body).toContain('"sudo":true')
    expect(await savedValue(target)).toBe(before)

    const fresh = await adminClient(target, account)
    const bad = await callAction(
      fresh.send,
      'savePeriodsAction',
      periodsForm({ responseDays: '120', auditTrail: '30', enquiries: 'soon' }),
    )
    expect(bad.status).toBe('error')
    expect(bad.body).toContain('Enter a whole number of days from 1 to 90.')
    expect(bad.body).toContain('Enter a whole number of days from 365 to 3650.')
    expect(bad.body).toContain('Enter a whole number of months from 1 to 120.')
    expect(await savedValue(target)).toBe(before)

    const saved = await callAction(
      fresh.send,
      'savePeriodsAction',
      periodsForm({ enquiries: '36', responseDays: '45' }),
    )
    expect(saved).toMatchObject({
      status: 'ok',
      message: 'Periods saved. They take effect when the site next starts, which publishes them first.',
    })
    expect(await savedValue(target)).toBe('{"enquiries":36,"responseDays":45}')
    const events = await database(target)
      .selectFrom('audit_events')
      .select(['actor', 'action', 'target', 'detail'])
      .where('request_id', '=', saved.requestId)
      .execute()
    expect(events).toEqual([
      {
        actor: account.email,
        action: 'setting_changed',
        target: 'privacy_periods',
        detail: JSON.stringify({ enquiries: '24 → 36 months', responseDays: '30 → 45 days' }),
      },
    ])

    // A second tab, shown the periods from before that save, saves another one: both stay.
    const other = await callAction(fresh.send, 'savePeriodsAction', {
      ...periodsForm({ rejectedComments: '60' }),
      shown: '',
    })
    expect(other.status).toBe('ok')
    expect(await savedValue(target)).toBe('{"enquiries":36,"rejectedComments":60,"responseDays":45}')

    // Until the next start, the running build's periods stand, and the desk says which.
    const desk = await (await fresh.send('/admin-dashboard/privacy')).text()
    expect(desk).toContain('The saved periods below are not published yet')
    expect(desk).toContain('In force until the next start: 24.')
    expect(desk).toContain('In force until the next start: 30.')
    expect(await privacyPage(target)).toContain('within 30 days')

    const back = await callAction(fresh.send, 'savePeriodsAction', periodsForm())
    expect(back).toMatchObject({ status: 'ok', message: 'Periods saved: they are the ones in force.' })
    expect(await savedValue(target)).toBe('')
    const again = await callAction(fresh.send, 'savePeriodsAction', periodsForm())
    expect(again).toMatchObject({ status: 'ok', message: 'Nothing changed.' })
  })
})

describeOnce('a server that may not build, started after the periods changed', () => {
  const servers: RunningServer[] = []
  afterAll(async () => {
    for (const s of servers.reverse()) await s.stop()
  })

  it('keeps serving its build with the periods that build publishes, and says why', async () => {
    const first = await startServer(PORT, {})
    servers.push(first)
    expect(first.output()).not.toContain('privacy periods')
    const file = new SQLite(path.join(first.dataDir, 'site.db'))
    file
      .prepare('insert into desk_settings (key, value) values (?, ?)')
      .run(PERIODS_SETTING, '{"responseDays":45}')
    file.close()

    // The test servers start as a service does (--no-build): a stale build would stop them.
    const second = await startServer(PORT + 1, { DATA_DIR: first.dataDir })
    servers.push(second)
    expect(second.output()).toContain(
      'The privacy periods saved in the desk differ from those this build publishes; they take effect at the next `npm run build`.',
    )
    const policy = await (await fetch(`${second.url}/privacy-policy`)).text()
    expect(policy).toContain('within 30 days')
    expect(policy).not.toContain('within 45 days')
  })
})
