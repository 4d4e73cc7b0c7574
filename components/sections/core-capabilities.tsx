import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { capabilities, capabilityBanner, capabilityStats, capabilityTags } from '@/content/home'
import { BookingButton } from '@/components/ui/booking-button'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'

export function CoreCapabilities() {
  return (
    <section aria-labelledby="capabilities-title" className="section" data-reveal>
      <div className="container-site">
        <SectionHeading
          id="capabilities-title"
          eyebrow="What we do"
          title="Our Core Capabilities"
          lead="One senior team for the whole journey: strategy, design, engineering and the operations that keep it running."
        />
        <ul
          className="-mt-4 mb-12 flex flex-wrap justify-center gap-2"
          aria-label="Technologies and specialities"
        >
          {capabilityTags.map((t) => (
            <li key={t} className="chip">
              {t}
            </li>
          ))}
        </ul>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map((c) => (
            <li key={c.title} className="card card-hover p-6">
              <span className="bg-violet-soft text-violet inline-flex size-11 items-center justify-center rounded-xl">
                <Icon name={c.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{c.title}</h3>
              <p className="text-fg-muted mt-2">{c.description}</p>
            </li>
          ))}
        </ul>
        <StatGrid stats={capabilityStats} className="mt-10" />
        <div className="card mt-10 flex flex-col items-start justify-between gap-6 overflow-hidden bg-[linear-gradient(120deg,var(--accent-soft),var(--violet-soft))] p-8 md:flex-row md:items-center">
          <div className="max-w-xl">
            <h3 className="text-2xl font-semibold">{capabilityBanner.title}</h3>
            <p className="text-fg-muted mt-2">{capabilityBanner.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <BookingButton>Book a 15-min Call</BookingButton>
            <Link href="/products" className="btn btn-secondary">
              Explore Services <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
