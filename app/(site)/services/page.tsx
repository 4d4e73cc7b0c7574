import { ArrowRight, Mail, MessageCircle, Phone } from 'lucide-react'
import Link from 'next/link'
import { company } from '@/content/company'
import { faqs } from '@/content/faq'
import { servicesBanner, servicesCta, servicesHero, stackTiles } from '@/content/home'
import type { ServiceCard } from '@/content/schema'
import { serviceCards, servicesStack, structuredServices } from '@/content/service-cards'
import { ContactForm } from '@/modules/contact/contact-form'
import { BookingButton } from '@/components/ui/booking-button'
import { FaqAccordion } from '@/components/ui/faq-accordion'
import { Icon } from '@/components/ui/icon'
import { JsonLd } from '@/components/ui/json-ld'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'
import { TechLogo } from '@/components/ui/tech-logo'
import { ServicesTabs } from '@/components/sections/services-tabs'
import { SERVICES_FAQ_COUNT } from '@/lib/constants'
import { telHref, whatsappHref } from '@/lib/contact-links'
import { cn } from '@/lib/cn'
import { absoluteUrl, organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Services',
  description:
    'Web development, mobile apps, UI/UX design, cloud, data analytics, AI and custom software from a senior team in New Delhi.',
  path: '/services',
  keywords: [
    'web development services',
    'mobile app development',
    'AI and machine learning',
    'cloud solutions',
    'digital transformation',
  ],
}

export const metadata = pageMetadata(page)

const servicesJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: `${company.name} services`,
  itemListElement: structuredServices.map((s, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'Service',
      name: s.name,
      description: s.description,
      provider: { '@type': 'Organization', name: company.name },
      areaServed: 'Worldwide',
      url: absoluteUrl('/services'),
    },
  })),
}

/** A card's 'Learn More': the whole card is the target; it opens the service's packages when it has them. */
function LearnMore({ card, className }: { card: ServiceCard; className?: string }) {
  return (
    <Link
      href={card.offering ? `/products#${card.offering}` : '/products'}
      className={cn(
        'text-accent inline-flex min-h-11 items-center gap-1.5 font-semibold after:absolute after:inset-0',
        className,
      )}
    >
      Learn More <ArrowRight className="size-4" aria-hidden />
      <span className="sr-only">about {card.name}</span>
    </Link>
  )
}

export default function ServicesPage() {
  const [featured, ...rest] = serviceCards
  const contact = 'card flex min-h-11 items-center gap-4 p-5 card-hover'
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page), servicesJsonLd]} />
      <section className="section !pb-10" aria-labelledby="services-title">
        <div className="container-site grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Services</p>
            <h1 id="services-title" className="h-hero mt-3">
              {servicesHero.title}
            </h1>
            <p className="text-fg-muted mt-5 max-w-xl text-lg">{servicesHero.lead}</p>
            <BookingButton className="mt-8 !px-6">Book a Free Consultation</BookingButton>
          </div>
          <div
            className="border-border overflow-hidden rounded-2xl border bg-[#0b1220] font-mono text-sm shadow-[var(--shadow)]"
            aria-label="Terminal showing our delivery workflow"
            role="img"
          >
            <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
              <span className="size-3 rounded-full bg-[#ff5f57]" />
              <span className="size-3 rounded-full bg-[#febc2e]" />
              <span className="size-3 rounded-full bg-[#28c840]" />
              <span className="ml-3 text-xs text-slate-400">~/your-product</span>
            </div>
            <div className="space-y-2 p-5 leading-relaxed">
              {servicesHero.terminalLines.map((line) => (
                <p key={line} className={line.startsWith('$') ? 'text-slate-100' : 'text-emerald-300'}>
                  {line.startsWith('$') ? (
                    <>
                      <span className="text-cyan-300">$</span>
                      {line.slice(1)}
                    </>
                  ) : (
                    line
                  )}
                </p>
              ))}
              <p className="text-slate-100">
                <span className="text-cyan-300">$</span>{' '}
                <span className="caret inline-block h-4 w-2 translate-y-0.5 bg-cyan-300" />
              </p>
            </div>
          </div>
        </div>
        <div className="container-site mt-14">
          <StatGrid stats={servicesHero.stats} />
        </div>
      </section>

      <section className="section !pt-10" aria-labelledby="cards-title" data-reveal>
        <div className="container-site">
          <SectionHeading id="cards-title" eyebrow="What we build" title="Services built for growth" />
          {featured ? (
            <article className="card card-hover relative grid gap-6 p-8 md:grid-cols-[1.3fr_1fr] md:p-10">
              <div>
                <span className="bg-accent-soft text-accent inline-flex size-14 items-center justify-center rounded-2xl">
                  <Icon name={featured.icon} className="size-7" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold md:text-3xl">{featured.name}</h3>
                <p className="text-fg-muted mt-3 text-lg">{featured.description}</p>
                <LearnMore card={featured} className="mt-6" />
              </div>
              <ul className="grid content-center gap-2">
                {featured.features.map((f) => (
                  <li key={f} className="border-border bg-surface rounded-lg border px-4 py-2.5 text-sm">
                    {f}
                  </li>
                ))}
              </ul>
            </article>
          ) : null}
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {rest.map((s) => (
              <li
                key={s.name}
                className="card card-hover relative flex flex-col p-6"
                data-testid="service-card"
              >
                <span className="bg-violet-soft text-violet inline-flex size-11 items-center justify-center rounded-xl">
                  <Icon name={s.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{s.name}</h3>
                <p className="text-fg-muted mt-2 flex-1 text-sm">{s.description}</p>
                <LearnMore card={s} className="mt-5 text-sm" />
              </li>
            ))}
          </ul>
          <div className="card mt-10 flex flex-col items-start justify-between gap-6 bg-[linear-gradient(120deg,var(--accent-soft),var(--violet-soft))] p-8 md:flex-row md:items-center">
            <div className="max-w-xl">
              <h3 className="text-2xl font-semibold">{servicesCta.title}</h3>
              <p className="text-fg-muted mt-2">{servicesCta.text}</p>
            </div>
            <BookingButton>Book a Free Consultation</BookingButton>
          </div>
        </div>
      </section>

      <section className="section border-border border-t" aria-labelledby="more-title" id="more" data-reveal>
        <div className="container-site max-w-4xl">
          <SectionHeading
            id="more-title"
            eyebrow="Before you start"
            title="Questions, contact and our stack"
          />
          <ServicesTabs
            panels={{
              faq: <FaqAccordion items={faqs.slice(0, SERVICES_FAQ_COUNT)} group="services-faq" />,
              contact: (
                <div className="grid gap-4 md:grid-cols-3" data-testid="contact-panel">
                  <div className="card p-6 md:col-span-2 md:p-8">
                    <h3 className="text-xl font-semibold">Tell us about your project</h3>
                    <p className="text-fg-muted mt-2 mb-6">
                      A senior engineer reads every message and replies within one business day with
                      questions, ideas and next steps.
                    </p>
                    <ContactForm />
                  </div>
                  <div className="grid content-start gap-4">
                    <a href={`mailto:${company.emails[0]}`} className={contact}>
                      <Mail className="text-accent size-5" aria-hidden />
                      <span>
                        <span className="text-fg-muted block text-sm">Email</span>
                        {company.emails[0]}
                      </span>
                    </a>
                    <a href={telHref(company.phones[0].number)} className={contact}>
                      <Phone className="text-accent size-5" aria-hidden />
                      <span>
                        <span className="text-fg-muted block text-sm">Call (US)</span>
                        {company.phones[0].number}
                      </span>
                    </a>
                    <a
                      href={whatsappHref(company)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={contact}
                    >
                      <MessageCircle className="text-accent size-5" aria-hidden />
                      <span>
                        <span className="text-fg-muted block text-sm">WhatsApp (India)</span>
                        {company.phones[1].number}
                      </span>
                    </a>
                    <div className="card p-5">
                      <p className="text-fg-muted text-sm">Prefer to talk it through?</p>
                      <BookingButton className="mt-3 w-full">Book a 15-min Call</BookingButton>
                    </div>
                  </div>
                </div>
              ),
              tech: (
                <div>
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Technologies we use">
                    {servicesStack.map((t) => (
                      <li
                        key={t.name}
                        className="card flex flex-col items-center gap-3 p-5"
                        data-testid="tech-logo"
                      >
                        <TechLogo logo={t.logo} name={t.name} />
                        {/* The logo already carries the name: screen readers hear it once. */}
                        <span aria-hidden className="text-sm font-medium">
                          {t.name}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <StatGrid stats={stackTiles} size="md" className="mt-6" />
                </div>
              ),
            }}
          />
        </div>
      </section>

      <section className="container-site pb-20" aria-labelledby="banner-title">
        <div className="card relative overflow-hidden p-8 text-center md:p-14">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,var(--glow),transparent)]"
          />
          <div className="relative">
            <h2 id="banner-title" className="h-section">
              {servicesBanner.title}
            </h2>
            <p className="text-fg-muted mx-auto mt-3 max-w-2xl">{servicesBanner.text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <a href={`mailto:${company.emails[0]}`} className="btn btn-primary">
                Start Your Project
              </a>
              <Link href="/services" className="btn btn-secondary">
                Learn More<span className="sr-only"> about our services</span>
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
