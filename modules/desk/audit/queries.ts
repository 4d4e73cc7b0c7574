import 'server-only'
import { sql } from 'kysely'
import { BUSINESS_HOURS } from '@/lib/constants'
import { db } from '@/server/db'
import type { AuditCursor, AuditFilter } from './view'

/** Events on one page of the desk's audit view. */
export const AUDIT_PAGE_SIZE = 25

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
 * event written meanwhile neither repeats a row nor skips one. A cursor lists the events older
 * (or newer) than its event; `older` and `newer` are the cursors of the pages either side, null
 * where there is none.
 */
export async function auditPage(filter: AuditFilter, cursor?: AuditCursor | null, size = AUDIT_PAGE_SIZE) {
  const from = filter.from ? dayStart(filter.from) : null
  const toStart = filter.to ? dayStart(filter.to) : null
  const until = toStart ? new Date(Date.parse(toStart) + DAY_MS).toISOString() : null
  const newer = cursor?.direction === 'newer'
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .$if(Boolean(filter.action), (q) => q.where('action', '=', filter.action!))
    .$if(Boolean(filter.actor), (q) => q.where('actor', '=', filter.actor!))
    .$if(from !== null, (q) => q.where('created_at', '>=', from!))
    .$if(until !== null, (q) => q.where('created_at', '<', until!))
    .$if(Boolean(cursor), (q) =>
      q.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), newer ? '>' : '<', eb.tuple(cursor!.at, cursor!.id)),
      ),
    )
    .orderBy('created_at', newer ? 'asc' : 'desc')
    .orderBy('id', newer ? 'asc' : 'desc')
    .limit(size + 1)
    .execute()
  const more = rows.length > size
  const events = rows.slice(0, size)
  if (newer) events.reverse()
  const edge = (event: (typeof events)[number] | undefined, direction: AuditCursor['direction']) =>
    event ? { at: event.created_at, id: event.id, direction } : null
  return {
    events,
    // Beyond a cursor's page towards its event there is at least that event.
    older: (newer ? true : more) ? edge(events.at(-1), 'older') : null,
    newer: (newer ? more : Boolean(cursor)) ? edge(events[0], 'newer') : null,
  }
}

/**
 * The administrators the trail names, for the view's filter. One index seek per name (each the
 * smallest after the one before), so a trail of a million events costs what a short one does.
 */
export async function auditActors() {
  const { rows } = await sql<{ actor: string }>`
    with recursive actors(actor) as (
      select min(actor) from audit_events
      union all
      select (select min(actor) from audit_events where actor > actors.actor)
      from actors where actors.actor is not null
    )
    select actor from actors where actor is not null`.execute(db)
  return rows.map((r) => r.actor)
}

export type AuditPage = Awaited<ReturnType<typeof auditPage>>
