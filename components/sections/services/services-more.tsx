import type { Company, Faq, Stat } from '@/content/schema'
import { servicesMoreCopy } from '@/content/pages/services'
import { FaqAccordion } from '@/components/ui/faq-accordion'
import { SectionHeading } from '@/components/ui/section-heading'
import { ServicesTabs } from '@/components/sections/services-tabs'
import { ContactPanel } from '@/components/sections/services/contact-panel'
import { StackPanel } from '@/components/sections/services/stack-panel'
import { SERVICES_FAQ_COUNT } from '@/lib/constants'

/** Questions, contact and our stack as three tabs; every panel is in the HTML. */
export function ServicesMore({
  company,
  contactForm,
  faqs,
  stackStats,
}: {
  /** the company's facts as published: the contact tab's ways to reach us */
  company: Company
  contactForm: React.ReactNode
  faqs: Faq[]
  stackStats: Stat[]
}) {
  return (
    <section className="section border-border border-t" aria-labelledby="more-title" id="more" data-reveal>
      <div className="container-site max-w-4xl">
        <SectionHeading id="more-title" eyebrow={servicesMoreCopy.eyebrow} title={servicesMoreCopy.title} />
        <ServicesTabs
          panels={{
            faq: <FaqAccordion items={faqs.slice(0, SERVICES_FAQ_COUNT)} group="services-faq" />,
            contact: <ContactPanel company={company} form={contactForm} />,
            tech: <StackPanel stats={stackStats} />,
          }}
        />
      </div>
    </section>
  )
}
