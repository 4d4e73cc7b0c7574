import 'server-only'
import { REQUEST_WARNING_DAYS } from '@/lib/privacy'
import type { RecordType } from '@/lib/vocabulary'
import { db } from '@/server/db'
import { CORRECTABLE } from '@/server/privacy/fulfil'
import { countsOf, gatherPerson } from '@/server/privacy/person'

/** Requests answered recently, shown under the open ones. */
const RECENT_DONE = 10
const DAY_MS = 24 * 60 * 60_000

/** Where a request stands against its due date: overdue, due within the warning days, or in time. */
export function dueState(dueAt: string | null, now: number) {
  if (!dueAt) return 'in-time' as const
  const left = Date.parse(dueAt) - now
  if (left < 0) return 'overdue' as const
  return left <= REQUEST_WARNING_DAYS * DAY_MS ? ('soon' as const) : ('in-time' as const)
}

/** How many confirmed requests wait for an answer, and how many of them are due soon or overdue. */
export async function openRequestCounts(now: number) {
  const warnBefore = new Date(now + REQUEST_WARNING_DAYS * DAY_MS).toISOString()
  const row = await db
    .selectFrom('privacy_requests')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('open'),
      eb.fn
        .sum<number | string | null>(eb.case().when('due_at', '<=', warnBefore).then(1).else(0).end())
        .as('urgent'),
    ])
    .where('status', '=', 'open')
    .executeTakeFirst()
  return { open: Number(row?.open ?? 0), urgent: Number(row?.urgent ?? 0) }
}

/** A record of the person's, as the Requests page lists it: its contact fields for a correction. */
export type OpenRecordRef = {
  type: RecordType
  id: string
  created_at: string
  hold: string | null
  fields: Record<string, string | null>
  futureRoles?: string | null
}

function ref(
  type: RecordType,
  row: { id: string; created_at: string; legal_hold: string | null },
): OpenRecordRef {
  const values = row as unknown as Record<string, string | null>
  return {
    type,
    id: row.id,
    created_at: row.created_at,
    hold: row.legal_hold,
    fields: Object.fromEntries(CORRECTABLE[type].map((k) => [k, values[k] ?? null])),
  }
}

/**
 * The Requests page: every confirmed request still to answer, soonest due first, each with the
 * person's data already gathered (what is held, and the records to open); then the last answered.
 */
export async function listRequests() {
  const [open, done] = await Promise.all([
    db.selectFrom('privacy_requests').selectAll().where('status', '=', 'open').orderBy('due_at').execute(),
    db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('status', '=', 'done')
      .orderBy('closed_at', 'desc')
      .limit(RECENT_DONE)
      .execute(),
  ])
  const gathered = await Promise.all(
    open.map(async (request) => {
      const person = await gatherPerson(request.email)
      const records: OpenRecordRef[] = [
        ...person.messages.map((r) => ref('messages', r)),
        ...person.applications.map((r) => ({ ...ref('applications', r), futureRoles: r.future_roles_at })),
        ...person.comments.map((r) => ref('comments', r)),
      ]
      const consents = person.applications.filter((a) => a.future_roles_at).length
      return { request, counts: countsOf(person), records, consents }
    }),
  )
  return { open: gathered, done }
}

export type RequestsData = Awaited<ReturnType<typeof listRequests>>
export type OpenRequest = RequestsData['open'][number]
