import { AnalyticsPanel } from '@/modules/analytics/analytics-panel'
import { loadAnalytics } from '@/modules/analytics/queries'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { SudoLink } from '@/modules/desk/sudo/sudo-link'
import { deskHref, parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** The site's own analytics (another module's panel, given the desk's links). */
export default async function DeskAnalyticsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const view = parseView(await searchParams, { panel: 'analytics' })
  const report = await forDesk(() => loadAnalytics(view.range))
  return (
    report && (
      <AnalyticsPanel
        report={report}
        range={view.range}
        rangeHref={(range) => deskHref(view, { range })}
        ExportLink={SudoLink}
      />
    )
  )
}
