import { SiteChrome } from '@/components/layout/site-chrome'
import { JsonLd } from '@/components/ui/json-ld'
import { organizationJsonLd } from '@/lib/seo'

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* The company behind every public page, said once here rather than by each page. */}
      <JsonLd data={organizationJsonLd()} />
      <SiteChrome>{children}</SiteChrome>
    </>
  )
}
