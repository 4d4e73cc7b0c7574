import { toCsv } from '@/lib/csv'
import { listAllRows } from '@/modules/desk/list/queries'
import { isRecordType } from '@/lib/vocabulary'
import { listFilter, parseView } from '@/modules/desk/view'
import { fieldNames } from '@/lib/forms/definition'
import { applicationForm } from '@/modules/applications/form'
import { commentForm } from '@/modules/comments/form'
import { contactForm } from '@/modules/contact/form'
import { adminRoute } from '@/server/auth/admin-guard'
import { json } from '@/server/request'

type Context = { params: Promise<{ tab: string }> }

/**
 * The record's id, time and status, then the form's own fields (plus the resume link); a consent
 * box is exported as when it was given.
 */
const COLUMNS = {
  applications: [
    'id',
    'created_at',
    'status',
    ...fieldNames(applicationForm).map((name) => (name === 'future_roles' ? 'future_roles_at' : name)),
    'resume_url',
  ],
  comments: ['id', 'created_at', 'status', ...fieldNames(commentForm)],
  messages: ['id', 'created_at', 'status', ...fieldNames(contactForm)],
}

/** CSV of the current tab: the rows the desk lists for the same search and status filter. */
export const GET = adminRoute(
  async (request, admin, { params }: Context) => {
    const { tab } = await params
    if (!isRecordType(tab)) return json({ message: 'Unknown table.' }, 404)
    const search = new URL(request.url).searchParams
    const view = parseView({
      tab,
      q: search.get('q') ?? undefined,
      status: search.get('status') ?? undefined,
    })
    const rows = (await listAllRows(tab, listFilter(view))) as unknown as Record<string, unknown>[]
    // The filter, but not the words searched for: they may be a person's name, which the trail
    // would then keep for a year after the person's data is erased.
    await admin.audit({
      action: 'csv_exported',
      target: tab,
      detail: { rows: rows.length, status: view.status || null, searched: Boolean(view.q) },
    })
    const columns = COLUMNS[tab]
    const csv = toCsv(
      columns,
      rows.map((r) => columns.map((c) => r[c])),
    )
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${tab}-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
  { sudo: true },
)
