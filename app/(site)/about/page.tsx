import { aboutCopy, values } from '@/content/about'
import { company, companyStats } from '@/content/company'
import { faqs } from '@/content/faq'
import { FaqAccordion } from '@/components/ui/faq-accordion'
import { Icon } from '@/components/ui/icon'
import { JsonLd } from '@/components/ui/json-ld'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'
import { BookingButton } from '@/components/ui/booking-button'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'About Us',
  description: aboutCopy.lead,
  path: '/about',
  keywords: [
    'about Vantage Edge Technologies',
    'software agency New Delhi',
    'web development FAQ',
    'app development FAQ',
  ],
}

export const metadata = pageMetadata(page)

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
}

export default function AboutPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page), faqJsonLd]} />
      <section className="section !pb-12" aria-labelledby="about-title">
        <div className="container-site">
          <SectionHeading
            as="h1"
            id="about-title"
            eyebrow={`Since ${company.foundedYear}`}
            title={aboutCopy.title}
            lead={aboutCopy.lead}
          />
          <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[1.2fr_1fr]">
            <div className="card p-8">
              <h2 className="text-2xl font-semibold">Our mission</h2>
              {aboutCopy.mission.map((p) => (
                <p key={p.slice(0, 24)} className="text-fg-muted mt-4">
                  {p}
                </p>
              ))}
            </div>
            <div className="card flex flex-col p-8">
              <h2 className="text-2xl font-semibold">Our story</h2>
              <p className="text-fg-muted mt-4">{aboutCopy.story}</p>
              <StatGrid
                stats={companyStats}
                size="md"
                className="mt-auto !grid-cols-3 pt-6 md:!grid-cols-3"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="section !pt-12" aria-labelledby="values-title" data-reveal>
        <div className="container-site">
          <SectionHeading id="values-title" eyebrow="What guides us" title="Our values" />
          <ul className="grid gap-4 md:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className="card card-hover p-7">
                <span className="bg-accent-soft text-accent inline-flex size-12 items-center justify-center rounded-xl">
                  <Icon name={v.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{v.title}</h3>
                <p className="text-fg-muted mt-2">{v.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section border-border border-t" aria-labelledby="faq-title" data-reveal>
        <div className="container-site max-w-3xl">
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Frequently asked questions"
            lead="Straight answers on timelines, pricing, ownership and support."
          />
          <FaqAccordion items={faqs} group="about-faq" />
          <div className="mt-10 text-center">
            <p className="text-fg-muted">Still have a question?</p>
            <BookingButton className="mt-4">Book a 15-min Call</BookingButton>
          </div>
        </div>
      </section>
    </>
  )
}
