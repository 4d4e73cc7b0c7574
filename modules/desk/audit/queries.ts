import 'server-only'
import { BUSINESS_HOURS } from '@/lib/constants'
import type { AuditAction } from '@/lib/vocabulary'
import { db } from '@/server/db'

/** Events on one page of the desk's audit view. */
export const AUDIT_PAGE_SIZE = 25

export type AuditFilter = {
  action?: AuditAction
  /** The administrator's e-mail address. */
  actor?: string
  /** First and last day shown, `YYYY-MM-DD` in New Delhi time (the desk's days). */
  from?: string
  to?: string
}
/** Where a page starts: just after the last event of the page before (newest first). */
export type AuditCursor = { at: string; id: string }

const DAY_MS = 24 * 60 * 60_000
/** The instant a New Delhi day starts, as the ISO text the table stores. */
export function dayStart(day: string) {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(utcMidnight)) return null
  return new Date(utcMidnight - BUSINESS_HOURS.utcOffsetMinutes * 60_000).toISOString()
}

/**
 * One page of the audit trail, newest first, filtered in the database and paged by keyset on
 * (created_at, id), which an index serves: the thousandth page costs what the first does, and an
 * event written meanwhile neither repeats a row nor skips one. `next` starts the page after.
 */
export async function auditPage(filter: AuditFilter, after?: AuditCursor, size = AUDIT_PAGE_SIZE) {
  const from = filter.from ? dayStart(filter.from) : null
  const toStart = filter.to ? dayStart(filter.to) : null
  const until = toStart ? new Date(Date.parse(toStart) + DAY_MS).toISOString() : null
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .$if(Boolean(filter.action), (q) => q.where('action', '=', filter.action!))
    .$if(Boolean(filter.actor), (q) => q.where('actor', '=', filter.actor!))
    .$if(from !== null, (q) => q.where('created_at', '>=', from!))
    .$if(until !== null, (q) => q.where('created_at', '<', until!))
    .$if(Boolean(after), (q) =>
      q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after!.at, after!.id))),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .execute()
  const events = rows.slice(0, size)
  const last = events.at(-1)
  return { events, next: rows.length > size && last ? { at: last.created_at, id: last.id } : null }
}

/** The administrators the trail names, for the view's filter. */
export async function auditActors() {
  const rows = await db
    .selectFrom('audit_events')
    .select('actor')
    .distinct()
    .where('actor', 'is not', null)
    .orderBy('actor')
    .execute()
  return rows.map((r) => r.actor!)
}
