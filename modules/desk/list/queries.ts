import 'server-only'
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { databaseKind, db } from '@/server/db'
import {
  RECORD_TABLES,
  type BlogComment,
  type BlogCommentsTable,
  type ContactMessage,
  type ContactMessagesTable,
  type JobApplication,
  type JobApplicationsTable,
} from '@/server/db/schema'
import { DESK_PAGE_SIZE, type Counts, type Page } from '../records'
import { SPAM_STATUS, UNSURE_FILTER, type RecordType, type LeadType } from '@/lib/vocabulary'
import { MAX_SEARCH_LENGTH } from '../view'

export type ListFilter = { q?: string; status?: string }
export type RecordRow = { applications: JobApplication; comments: BlogComment; messages: ContactMessage }

/** Searched columns per record type, typed against their tables. */
export const SEARCHED = {
  applications: ['full_name', 'email', 'job_title'] satisfies (keyof JobApplicationsTable)[],
  comments: ['comment', 'email'] satisfies (keyof BlogCommentsTable)[],
  messages: ['name', 'email', 'message'] satisfies (keyof ContactMessagesTable)[],
} as const

/**
 * Case-insensitive substring on any of the columns, the same on both databases; % _ \ are literal.
 * PostgreSQL compares `lower(col)`, which its trigram indexes serve (migration 0004). On SQLite,
 * `lower()` is our JavaScript function (server/db/index.ts) and costs a call per value, so a
 * value that is plain ASCII (length in characters equals length in bytes) is matched by SQLite's
 * own LIKE, which folds A-Z itself: the same answer, without the call. Only values with other
 * letters go through `lower()`.
 */
export function contains(columns: readonly string[], q: string | undefined): RawBuilder<SqlBool> | null {
  const term = q?.trim().slice(0, MAX_SEARCH_LENGTH)
  if (!term) return null
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const tests = columns.map((column) => {
    const col = sql.ref(column)
    return databaseKind === 'postgres'
      ? sql<SqlBool>`lower(${col}) like ${pattern} escape '\\'`
      : sql<SqlBool>`(case when length(${col}) = octet_length(${col}) then ${col} like ${pattern} escape '\\' else lower(${col}) like ${pattern} escape '\\' end)`
  })
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`
}

/**
 * A record type's search and status filter as one condition (parameters, never spliced text).
 * Without a status, everything but spam: spam has its own filter, and stays out of the way.
 * UNSURE_FILTER: the records kept but marked "Might be spam", whatever their status.
 */
function condition(type: RecordType, filter: ListFilter): RawBuilder<SqlBool> {
  const parts = [
    contains(SEARCHED[type], filter.q),
    filter.status === UNSURE_FILTER
      ? sql<SqlBool>`status <> ${SPAM_STATUS} and spam_unsure = 1`
      : filter.status
        ? sql<SqlBool>`status = ${filter.status}`
        : sql<SqlBool>`status <> ${SPAM_STATUS}`,
  ]
  const present = parts.filter((p): p is RawBuilder<SqlBool> => p !== null)
  return present.length ? sql<SqlBool>`${sql.join(present, sql` and `)}` : sql<SqlBool>`1 = 1`
}

/** The matching rows of one record type, for counting and ids. */
export const matching = (type: RecordType, filter: ListFilter) =>
  db.selectFrom(RECORD_TABLES[type]).where(condition(type, filter))

/**
 * Matching rows, newest first: one query for every record type. Kysely types the rows of a
 * table chosen at run time as a blend of the three tables' columns; RECORD_TABLES[type] is T's own
 * table, so its rows are T's row type, said once, here.
 */
async function rowsOf<T extends RecordType>(
  type: T,
  filter: ListFilter,
  limit: number,
  offset = 0,
): Promise<RecordRow[T][]> {
  const rows = await matching(type, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return rows as unknown as RecordRow[T][]
}

function pageOf(total: number, requested = 1) {
  const pageCount = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount)
  return { page, pageCount, offset: (page - 1) * DESK_PAGE_SIZE }
}

/** How many rows a query selects (PostgreSQL answers a count as text, SQLite as a number). */
async function countOf(query: ReturnType<typeof matching>) {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst()
  return Number(row?.total ?? 0)
}

/** One page of a record type, newest first. A page past the end gives the last page. */
export async function listRows<T extends RecordType>(
  type: T,
  filter: ListFilter & { page?: number },
): Promise<Page<RecordRow[T]>> {
  const total = await countOf(matching(type, filter))
  const { page, pageCount, offset } = pageOf(total, filter.page)
  // Nothing matches: no need to walk the table again for an empty page.
  const rows = total === 0 ? [] : await rowsOf(type, filter, DESK_PAGE_SIZE, offset)
  return { rows, total, page, pageSize: DESK_PAGE_SIZE, pageCount }
}

/** The calls booked for records of a type that are still to come (not canceled, not past). */
export const callsToCome = (type: RecordType, at = new Date()) =>
  db
    .selectFrom('bookings')
    .where('record_type', '=', type)
    .where('status', '=', 'scheduled')
    .where('start_time', '>=', at.toISOString())

/**
 * The next call booked for each of these records (still to come, not canceled), by record id: the
 * list shows it beside the lead.
 */
export async function nextCalls(type: RecordType, ids: string[], at = new Date()) {
  if (!ids.length) return {}
  const rows = await callsToCome(type, at)
    .select(['record_id', (eb) => eb.fn.min('start_time').as('start_time')])
    .where('record_id', 'in', ids)
    .groupBy('record_id')
    .execute()
  return Object.fromEntries(rows.map((r) => [r.record_id, String(r.start_time)]))
}

export const MAX_EXPORT_ROWS = 10_000

/** Every matching row for the CSV export (capped), newest first. */
export function listAllRows<T extends RecordType>(type: T, filter: ListFilter) {
  return rowsOf(type, filter, MAX_EXPORT_ROWS)
}

/** Ids of every row matching the filter, for "select all N" (capped like the export). */
export async function matchingIds(type: RecordType, filter: ListFilter) {
  const rows = await matching(type, filter).select('id').limit(MAX_EXPORT_ROWS).execute()
  return rows.map((r) => r.id)
}

/** The count tiles: every record but spam, the leads not opened yet, and the spam of each type. */
export async function countRows(): Promise<{
  total: Counts
  unread: Record<LeadType, number>
  spam: Counts
}> {
  const kept = (type: RecordType) => db.selectFrom(RECORD_TABLES[type]).where('status', '<>', SPAM_STATUS)
  const spam = (type: RecordType) =>
    countOf(db.selectFrom(RECORD_TABLES[type]).where('status', '=', SPAM_STATUS))
  const unread = (type: LeadType) => countOf(kept(type).where('opened_at', 'is', null))
  const counts = await Promise.all([
    countOf(kept('applications')),
    countOf(kept('comments')),
    countOf(kept('messages')),
    unread('applications'),
    unread('messages'),
    spam('applications'),
    spam('comments'),
    spam('messages'),
  ])
  const [applications, comments, messages, unreadApplications, unreadMessages] = counts
  const [spamApplications, spamComments, spamMessages] = counts.slice(5)
  return {
    total: { applications, comments, messages },
    unread: { applications: unreadApplications, messages: unreadMessages },
    spam: { applications: spamApplications!, comments: spamComments!, messages: spamMessages! },
  }
}
