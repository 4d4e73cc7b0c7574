import { describe, expect, it } from 'vitest'
import { businessMinutesBetween, formatAge, formatDuration } from './business-time'

// New Delhi is UTC+05:30: 09:00 there is 03:30 UTC. 2026-11-23 is a Monday.
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`)

describe('working minutes between two instants', () => {
  it('counts the minutes inside working hours on a weekday', () => {
    expect(businessMinutesBetween(ist('2026-11-23', '10:00'), ist('2026-11-23', '11:30'))).toBe(90)
  })

  it('counts nothing before opening or after closing', () => {
    expect(businessMinutesBetween(ist('2026-11-23', '06:00'), ist('2026-11-23', '09:00'))).toBe(0)
    expect(businessMinutesBetween(ist('2026-11-23', '17:30'), ist('2026-11-23', '23:00'))).toBe(30)
  })

  it('skips the weekend: Friday evening to Monday 09:45 is 45 minutes', () => {
    expect(businessMinutesBetween(ist('2026-11-20', '19:00'), ist('2026-11-23', '09:45'))).toBe(45)
  })

  it('adds up whole working days', () => {
    expect(businessMinutesBetween(ist('2026-11-23', '09:00'), ist('2026-11-25', '09:00'))).toBe(2 * 9 * 60)
  })

  it('is zero for a reversed or empty span', () => {
    expect(businessMinutesBetween(ist('2026-11-23', '12:00'), ist('2026-11-23', '11:00'))).toBe(0)
  })
})

describe('durations and ages', () => {
  it('says durations in their larger units', () => {
    expect(formatDuration(30 * 1000)).toBe('1 min')
    expect(formatDuration(45 * 60_000)).toBe('45 min')
    expect(formatDuration(95 * 60_000)).toBe('1 h 35 min')
    expect(formatDuration(26 * 3600_000)).toBe('1 d 2 h')
    expect(formatDuration(12 * 24 * 3600_000)).toBe('12 d')
  })

  it('says how long ago something arrived', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    expect(formatAge('2026-11-23T11:59:30Z', now)).toBe('just now')
    expect(formatAge('2026-11-23T09:00:00Z', now)).toBe('3 h ago')
    expect(formatAge('2026-11-21T12:00:00Z', now)).toBe('2 d ago')
  })
})
