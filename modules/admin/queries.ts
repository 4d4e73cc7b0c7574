import 'server-only'
import { sql, type Kysely } from 'kysely'
import { db } from '@/server/db'
import type { BlogComment, ContactMessage, JobApplication } from '@/server/db/schema'
import { deleteStored } from '@/server/storage'
import { ADMIN_PAGE_SIZE, type AdminTab, type Counts, type Page } from './tables'

export type AdminRow = { applications: JobApplication; comments: BlogComment; messages: ContactMessage }

/** Table and searched columns per tab (spec §9). */
const TABLES = {
  applications: { table: 'job_applications', search: ['full_name', 'email', 'job_title'] },
  comments: { table: 'blog_comments', search: ['comment', 'email'] },
  messages: { table: 'contact_messages', search: ['name', 'email', 'message'] },
} as const satisfies Record<AdminTab, { table: string; search: readonly string[] }>

export const MAX_SEARCH_LENGTH = 100
export const MAX_EXPORT_ROWS = 10_000

// The three tables share id/status/created_at, so one untyped handle serves them all; the
// column names above are constants, never input.
const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>

export type ListFilter = { q?: string; status?: string }

function filtered(tab: AdminTab, { q, status }: ListFilter) {
  const { table, search } = TABLES[tab]
  let query = anyDb.selectFrom(table)
  const term = q?.trim().slice(0, MAX_SEARCH_LENGTH)
  if (term) {
    // Case-insensitive substring on both databases; % _ \ in the term are literal.
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb
        .or(search.map((col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`))
        .$castTo<boolean>(),
    )
  }
  if (status) query = query.where('status', '=', status)
  return query
}

/** One page, newest first. A page past the end gives the last page. */
export async function listRows<T extends AdminTab>(
  tab: T,
  filter: ListFilter & { page?: number },
): Promise<Page<AdminRow[T]>> {
  const { total } = (await filtered(tab, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string }
  const count = Number(total)
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pageCount)
  const rows = await filtered(tab, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute()
  return { rows: rows as AdminRow[T][], total: count, page, pageSize: ADMIN_PAGE_SIZE, pageCount }
}

/** Every matching row for the CSV export (capped), newest first. */
export async function listAllRows<T extends AdminTab>(tab: T, filter: ListFilter) {
  const rows = await filtered(tab, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_EXPORT_ROWS)
    .execute()
  return rows as AdminRow[T][]
}

export async function countRows(): Promise<Counts> {
  const [applications, comments, messages] = await Promise.all(
    (['applications', 'comments', 'messages'] as const).map(async (tab) => {
      const r = (await anyDb
        .selectFrom(TABLES[tab].table)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()) as { total: number | string }
      return Number(r.total)
    }),
  )
  return { applications: applications!, comments: comments!, messages: messages! }
}

/** Sets a status the caller has checked against the tab's list. False when the row is gone. */
export async function updateStatus(tab: AdminTab, id: string, status: string) {
  const result = await anyDb
    .updateTable(TABLES[tab].table)
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Deletes a row; an application's resume file goes with it. False when the row is gone. */
export async function deleteRow(tab: AdminTab, id: string) {
  if (tab === 'applications') {
    const row = await db
      .selectFrom('job_applications')
      .select('resume_url')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return false
    const result = await db.deleteFrom('job_applications').where('id', '=', id).executeTakeFirst()
    if (Number(result.numDeletedRows) !== 1) return false
    await deleteStored(row.resume_url)
    return true
  }
  const result = await anyDb.deleteFrom(TABLES[tab].table).where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function getResumeKey(id: string) {
  const row = await db
    .selectFrom('job_applications')
    .select('resume_url')
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? row.resume_url : undefined
}
