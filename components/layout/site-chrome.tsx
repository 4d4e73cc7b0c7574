import { SiteBackground } from '@/components/layout/site-background'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ArrowUp } from 'lucide'
import { ScrollEffects } from '@/components/layout/scroll-effects'
import { Icon } from '@/components/ui/icon'
import type { Company, Stat } from '@/content/schema'

/**
 * Skip link, header, main, footer. `widgets` are the page-wide client leaves the modules add
 * (the booking controller, the analytics loader): the layout passes them in, since a component
 * does not import modules.
 */
export function SiteChrome({
  children,
  widgets,
  company,
  stats,
}: {
  children: React.ReactNode
  widgets?: React.ReactNode
  /** the company's facts and figures the footer shows, as published */
  company: Company
  stats: Stat[]
}) {
  return (
    <>
      <a
        href="#main"
        className="bg-accent text-accent-fg sr-only z-50 rounded-lg px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteBackground />
      <SiteHeader company={company} />
      <main id="main" className="pt-16 md:pt-18">
        {children}
      </main>
      <SiteFooter company={company} stats={stats} />
      <ScrollEffects topIcon={<Icon icon={ArrowUp} className="size-5" />} />
      {widgets}
    </>
  )
}
