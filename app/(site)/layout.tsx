import { SiteChrome } from '@/components/layout/site-chrome'
import { JsonLd } from '@/components/ui/json-ld'
import { organizationJsonLd } from '@/lib/seo'
import { InsightsLoader } from '@/modules/analytics/insights-loader'
import { Scheduling } from '@/modules/scheduling/scheduling'
import { companyFacts, siteFigures } from '@/server/content/collections'
import { env } from '@/server/env'

/** The public pages' chrome, with the page-wide leaves of the modules (booking, analytics) given to it. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [company, figures] = await Promise.all([companyFacts(), siteFigures()])
  return (
    <>
      {/* The company behind every public page, said once here rather than by each page. */}
      <JsonLd data={organizationJsonLd(company)} />
      <SiteChrome
        company={company}
        stats={figures.company}
        widgets={
          <>
            <Scheduling url={env.SCHEDULING_URL} scriptUrl={env.SCHEDULING_SCRIPT_URL} />
            {/* Our own page-view counter (modules/analytics), fetched only after the page has loaded. */}
            <InsightsLoader />
          </>
        }
      >
        {children}
      </SiteChrome>
    </>
  )
}
