import { ANALYTICS_RANGES } from '@/lib/constants'
import { analyticsCsv, isAnalyticsTable } from '@/modules/analytics/csv'
import { loadAnalytics } from '@/modules/analytics/queries'
import { adminRoute } from '@/server/auth/admin-guard'
import { json } from '@/server/request'

/** `?table=days|pages|…&range=30|90`: one table of the Analytics view, every row, as CSV. */
export const GET = adminRoute(
  async (request, admin) => {
    const params = new URL(request.url).searchParams
    const table = params.get('table') ?? 'days'
    const range = ANALYTICS_RANGES.find((r) => String(r) === (params.get('range') ?? '30'))
    if (!isAnalyticsTable(table)) return json({ message: 'Unknown analytics table.' }, 404)
    if (!range) return json({ message: `The range is ${ANALYTICS_RANGES.join(' or ')} days.` }, 400)
    const report = await loadAnalytics(range, { top: Infinity })
    await admin.audit({ action: 'csv_exported', target: `analytics:${table}`, detail: { range } })
    return new Response(analyticsCsv(report, table), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-${table}-${report.from}-to-${report.to}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
  { sudo: true },
)
