import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempDatabase, tempDatabaseKinds } from '@/tests/helpers/temp-sqlite'

type Sudo = typeof import('./sudo')
const MINUTE = 60_000

/** Sudo mode's clock: 15 minutes from the confirmation, extended by each use, never past 2 hours. */
describe.each(tempDatabaseKinds)('sudo mode on %s', (kind) => {
  let temp: Awaited<ReturnType<typeof openTempDatabase>>
  let sudo: Sudo
  beforeAll(async () => {
    temp = await openTempDatabase(kind)
    sudo = await import('./sudo')
  })
  afterAll(() => temp.close())

  it('lasts 15 minutes after the confirmation, and no longer unused', async () => {
    const t0 = new Date('2026-11-25T10:00:00.000Z')
    await sudo.openSudo('s1', t0)
    expect(await sudo.spendSudo('s1', new Date(t0.getTime() + 14 * MINUTE))).toBe(true)
    await sudo.openSudo('s2', t0)
    expect(await sudo.spendSudo('s2', new Date(t0.getTime() + 15 * MINUTE))).toBe(false)
    expect(await sudo.spendSudo('nobody', t0)).toBe(false)
  })

  it('is extended by each guarded step, but ends 2 hours after the confirmation', async () => {
    const t0 = new Date('2026-11-25T12:00:00.000Z')
    await sudo.openSudo('s3', t0)
    // A step every 10 minutes keeps it open…
    for (let m = 10; m < 120; m += 10)
      expect(await sudo.spendSudo('s3', new Date(t0.getTime() + m * MINUTE)), `at ${m} min`).toBe(true)
    expect(await sudo.sudoUntil('s3', new Date(t0.getTime() + 119 * MINUTE))).toBe(
      new Date(t0.getTime() + 120 * MINUTE).toISOString(),
    )
    // …until two hours have passed since the confirmation itself.
    expect(await sudo.spendSudo('s3', new Date(t0.getTime() + 120 * MINUTE))).toBe(false)
    // A new confirmation starts the clock again.
    await sudo.openSudo('s3', new Date(t0.getTime() + 121 * MINUTE))
    expect(await sudo.spendSudo('s3', new Date(t0.getTime() + 130 * MINUTE))).toBe(true)
  })

  it('ends with its session', async () => {
    const t0 = new Date()
    await sudo.openSudo('s4', t0)
    await sudo.closeSudo('s4')
    expect(await sudo.spendSudo('s4', t0)).toBe(false)
  })
})
