import { csvLines } from '@/lib/csv'
import { auditPage } from '@/modules/desk/audit/queries'
import { AUDIT_ACTION_LABELS, isAuditAction, parseAuditView } from '@/modules/desk/audit/view'
import { adminRoute } from '@/server/auth/admin-guard'

const COLUMNS = ['time', 'administrator', 'action', 'event', 'target', 'detail', 'request_id', 'client']
/** Events read from the database at a time while the file streams out. */
const BATCH = 1000

/**
 * The audit trail as CSV, newest first, for the Audit page's filter (`action`, `actor`, `from`,
 * `to`). It streams in keyset batches, so a year of events never sits in memory at once. The
 * export is itself an event of the trail, recorded before the first line goes out.
 */
export const GET = adminRoute(
  async (request, admin) => {
    const { filter } = parseAuditView(Object.fromEntries(new URL(request.url).searchParams))
    await admin.audit({
      action: 'csv_exported',
      target: 'audit',
      detail: {
        action: filter.action ?? null,
        actor: filter.actor ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
      },
    })
    let cursor: Awaited<ReturnType<typeof auditPage>>['older'] | undefined
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvLines([COLUMNS])))
      },
      async pull(controller) {
        if (cursor === null) return controller.close()
        const page = await auditPage(filter, cursor, BATCH)
        const rows = page.events.map((e) => [
          e.created_at,
          e.actor,
          e.action,
          isAuditAction(e.action) ? AUDIT_ACTION_LABELS[e.action] : e.action,
          e.target,
          e.detail,
          e.request_id,
          e.client,
        ])
        if (rows.length) controller.enqueue(encoder.encode(csvLines(rows)))
        cursor = page.older
        if (cursor === null) controller.close()
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
  { sudo: true },
)
