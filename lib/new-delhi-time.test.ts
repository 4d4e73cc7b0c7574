import { describe, expect, it } from 'vitest'
import { fromNewDelhiLocal, todayInNewDelhi, toNewDelhiLocal } from '@/lib/new-delhi-time'

describe('New Delhi time in a datetime-local field', () => {
  it('reads 09:30 in New Delhi as 04:00 UTC, and writes it back', () => {
    expect(fromNewDelhiLocal('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T04:00:00.000Z')
    expect(toNewDelhiLocal('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30')
  })

  it('dates a day by New Delhi: 20:00 UTC is already the next day there', () => {
    expect(todayInNewDelhi(Date.parse('2026-11-28T20:00:00Z'))).toBe('2026-11-29')
  })

  it('reads nothing from a value that is not a date and time', () => {
    for (const value of ['', 'tomorrow', '2026-13-40T99:99', '2026-12-01'])
      expect(fromNewDelhiLocal(value)).toBeNull()
  })
})
