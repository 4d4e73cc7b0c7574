import 'server-only'
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { databaseKind, db } from '@/server/db'
import type {
  BlogComment,
  BlogCommentsTable,
  ContactMessage,
  ContactMessagesTable,
  Database,
  JobApplication,
  JobApplicationsTable,
} from '@/server/db/schema'
import { ADMIN_PAGE_SIZE, type AdminTab, type Counts, type LeadTab, type Page } from '../tables'
import { MAX_SEARCH_LENGTH } from '../view'

export type ListFilter = { q?: string; status?: string }
export type AdminRow = { applications: JobApplication; comments: BlogComment; messages: ContactMessage }

/** Searched columns per tab (spec §9), typed against their tables. */
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

export const TABLE = {
  applications: 'job_applications',
  comments: 'blog_comments',
  messages: 'contact_messages',
} as const satisfies Record<AdminTab, keyof Database>

/** The tab's search and status filter as one condition (parameters, never spliced text). */
function condition(tab: AdminTab, filter: ListFilter): RawBuilder<SqlBool> {
  const parts = [
    contains(SEARCHED[tab], filter.q),
    filter.status ? sql<SqlBool>`status = ${filter.status}` : null,
  ]
  const present = parts.filter((p): p is RawBuilder<SqlBool> => p !== null)
  return present.length ? sql<SqlBool>`${sql.join(present, sql` and `)}` : sql<SqlBool>`1 = 1`
}

/** The matching rows of one tab, for counting and ids. */
export const matching = (tab: AdminTab, filter: ListFilter) =>
  db.selectFrom(TABLE[tab]).where(condition(tab, filter))

/** Matching rows, newest first, typed per table. */
async function rowsOf<T extends AdminTab>(
  tab: T,
  filter: ListFilter,
  limit: number,
  offset = 0,
): Promise<AdminRow[T][]> {
  const where = condition(tab, filter)
  const rows: AdminRow[AdminTab][] =
    tab === 'applications'
      ? await db
          .selectFrom('job_applications')
          .selectAll()
          .where(where)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      : tab === 'comments'
        ? await db
            .selectFrom('blog_comments')
            .selectAll()
            .where(where)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute()
        : await db
            .selectFrom('contact_messages')
            .selectAll()
            .where(where)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute()
  // The ternary picked the table that belongs to T.
  return rows as AdminRow[T][]
}

function pageOf(total: number, requested = 1) {
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount)
  return { page, pageCount, offset: (page - 1) * ADMIN_PAGE_SIZE }
}

const toNumber = (v: { total: number | string | bigint } | undefined) => Number(v?.total ?? 0)

/** One page of a tab, newest first. A page past the end gives the last page. */
export async function listRows<T extends AdminTab>(
  tab: T,
  filter: ListFilter & { page?: number },
): Promise<Page<AdminRow[T]>> {
  const query = matching(tab, filter)
  const total = toNumber(
    await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  )
  const { page, pageCount, offset } = pageOf(total, filter.page)
  // Nothing matches: no need to walk the table again for an empty page.
  const rows = total === 0 ? [] : await rowsOf(tab, filter, ADMIN_PAGE_SIZE, offset)
  return { rows, total, page, pageSize: ADMIN_PAGE_SIZE, pageCount }
}

export const MAX_EXPORT_ROWS = 10_000

/** Every matching row for the CSV export (capped), newest first. */
export function listAllRows<T extends AdminTab>(tab: T, filter: ListFilter) {
  return rowsOf(tab, filter, MAX_EXPORT_ROWS)
}

/** Ids of every row matching the filter, for "select all N" (capped like the export). */
export async function matchingIds(tab: AdminTab, filter: ListFilter) {
  const rows = await matching(tab, filter).select('id').limit(MAX_EXPORT_ROWS).execute()
  return rows.map((r) => r.id)
}

/** The count tiles: every record, and the unread enquiries and applications. */
export async function countRows(): Promise<{ total: Counts; unread: Record<LeadTab, number> }> {
  const [applications, comments, messages, unreadApplications, unreadMessages] = await Promise.all([
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('blog_comments')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('job_applications')
      .where('opened_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('contact_messages')
      .where('opened_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ])
  return {
    total: {
      applications: toNumber(applications),
      comments: toNumber(comments),
      messages: toNumber(messages),
    },
    unread: { applications: toNumber(unreadApplications), messages: toNumber(unreadMessages) },
  }
}
