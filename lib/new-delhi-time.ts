// New Delhi keeps one offset all year (no daylight saving): UTC+05:30.
const OFFSET_MINUTES = 330

/** A `datetime-local` value read as New Delhi time ("2026-12-01T09:30"), as a Date; null if it is none. */
export function fromNewDelhiLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim())
  if (!match) return null
  const date = new Date(`${match[1]}T${match[2]}:00+05:30`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Today's date in New Delhi (YYYY-MM-DD), as articles are dated. */
export const todayInNewDelhi = (now = Date.now()) =>
  new Date(now + OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)

/** A time as a `datetime-local` value in New Delhi time, to put back in the field. */
export function toNewDelhiLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MINUTES * 60_000).toISOString().slice(0, 16)
}
