import { SiteChrome } from '@/components/layout/site-chrome'
import { InsightsLoader } from '@/modules/analytics/insights-loader'
import { SchedulingController } from '@/modules/scheduling/scheduling-controller'
import { env } from '@/server/env'

/** The public pages' chrome, with the page-wide leaves of the modules (booking, analytics) given to it. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome
      widgets={
        <>
          <SchedulingController url={env.SCHEDULING_URL} scriptUrl={env.SCHEDULING_SCRIPT_URL} />
          {/* Our own page-view counter (modules/analytics), fetched only after the page has loaded. */}
          <InsightsLoader />
        </>
      }
    >
      {children}
    </SiteChrome>
  )
}
