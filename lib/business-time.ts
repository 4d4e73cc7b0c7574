import { BUSINESS_HOURS } from './constants'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Working minutes between two instants: only the hours in BUSINESS_HOURS on working days, in
 * the company's time zone. A lead that arrives on Friday evening has waited no working time
 * until Monday morning.
 */
export function businessMinutesBetween(from: Date, to: Date, hours = BUSINESS_HOURS) {
  const shift = hours.utcOffsetMinutes * MINUTE
  const start = from.getTime() + shift
  const end = to.getTime() + shift
  if (!(end > start)) return 0
  let total = 0
  for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) {
    // Shifted time reads as local wall-clock time in UTC fields.
    if (!(hours.days as readonly number[]).includes(new Date(day).getUTCDay())) continue
    const open = day + hours.startHour * 60 * MINUTE
    const close = day + hours.endHour * 60 * MINUTE
    total += Math.max(0, Math.min(close, end) - Math.max(open, start))
  }
  return Math.floor(total / MINUTE)
}

/** "45 min", "3 h", "2 d 4 h": the larger units of a duration. */
export function formatDuration(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE))
  if (minutes < 60) return `${Math.max(1, minutes)} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 && hours < 10 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 && days < 10 ? `${days} d ${hours % 24} h` : `${days} d`
}

/** "just now", "12 min ago", "3 h ago", "5 d ago". */
export function formatAge(iso: string, now = Date.now()) {
  const ms = now - Date.parse(iso)
  if (!Number.isFinite(ms)) return ''
  if (ms < MINUTE) return 'just now'
  const d = formatDuration(ms)
  return `${d.split(' ').slice(0, 2).join(' ')} ago`
}
