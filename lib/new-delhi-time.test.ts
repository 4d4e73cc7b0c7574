import { describe, expect, it } from 'vitest'
import { fromNewDelhiLocal, toNewDelhiLocal } from '@/lib/new-delhi-time'

describe('New Delhi time in a datetime-local field', () => {
  it('reads 09:30 in New Delhi as 04:00 UTC, and writes it back', () => {
    expect(fromNewDelhiLocal('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T04:00:00.000Z')
    expect(toNewDelhiLocal('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30')
  })

  it('reads nothing from a value that is not a date and time', () => {
    for (const value of ['', 'tomorrow', '2026-13-40T99:99', '2026-12-01'])
      expect(fromNewDelhiLocal(value)).toBeNull()
  })
})
