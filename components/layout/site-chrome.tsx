import { SiteBackground } from '@/components/layout/site-background'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ScrollEffects } from '@/components/layout/scroll-effects'
import { InsightsLoader } from '@/modules/analytics/insights-loader'
import { SchedulingController } from '@/modules/scheduling/scheduling-controller'
import { loadSettings } from '@/runtime/settings.mjs'

// SITE_URL and the booking addresses as the build was made with them (runtime/settings.mjs).
const env = loadSettings()

export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="bg-accent text-accent-fg sr-only z-50 rounded-lg px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteBackground />
      <SiteHeader />
      <main id="main" className="pt-16 md:pt-18">
        {children}
      </main>
      <SiteFooter />
      <ScrollEffects />
      <SchedulingController url={env.SCHEDULING_URL} scriptUrl={env.SCHEDULING_SCRIPT_URL} />
      {/* Our own page-view counter (modules/analytics), fetched only after the page has loaded. */}
      <InsightsLoader />
    </>
  )
}
