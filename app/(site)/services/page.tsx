import { structuredServices } from '@/content/service-cards'
import { companyFacts, listFaqs, listServiceCards, siteFigures } from '@/server/content/collections'
import { ContactForm } from '@/modules/contact/contact-form'
import { FormNotice } from '@/modules/forms/form-notice'
import { ServiceCards } from '@/components/sections/services/service-cards'
import { ServicesBanner } from '@/components/sections/services/services-banner'
import { ServicesHero } from '@/components/sections/services/services-hero'
import { ServicesMore } from '@/components/sections/services/services-more'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, serviceListJsonLd, webPageJsonLd } from '@/lib/seo'
import { loadSettings } from '@/runtime/settings.mjs'

// The booking page as the build was made with it (runtime/settings.mjs).
const { SCHEDULING_URL } = loadSettings()

const page = {
  title: 'Services',
  description:
    'Web development, mobile apps, UI/UX design, cloud, data analytics, AI and custom software from a senior team in New Delhi.',
  path: '/services',
  ownImage: true,
  keywords: [
    'web development services',
    'mobile app development',
    'AI and machine learning',
    'cloud solutions',
    'digital transformation',
  ],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function ServicesPage() {
  const [company, serviceCards, faqs, figures] = await Promise.all([
    companyFacts(),
    listServiceCards(),
    listFaqs(),
    siteFigures(),
  ])
  return (
    <>
      <JsonLd
        data={[webPageJsonLd(page, company), serviceListJsonLd(structuredServices, page.path, company)]}
      />
      <ServicesHero stats={figures.servicesHero} />
      <ServiceCards cards={serviceCards} />
      <ServicesMore
        company={company}
        faqs={faqs}
        stackStats={figures.servicesStack}
        contactForm={
          <ContactForm
            schedulingUrl={SCHEDULING_URL}
            notice={<FormNotice form="contact" className="sm:col-span-2" />}
          />
        }
      />
      <ServicesBanner email={company.emails[0]} />
    </>
  )
}
