import { ArrowRight } from 'lucide'
import Link from 'next/link'
import { capabilities, capabilitiesCopy, capabilityBanner, capabilityTags } from '@/content/pages/home'
import { Icon } from '@/components/ui/icon'
import { BookingButton } from '@/components/ui/booking-button'
import { CtaCard } from '@/components/ui/cta-card'
import { FeatureCard } from '@/components/ui/feature-card'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'
import type { Stat } from '@/content/schema'

export function CoreCapabilities({ stats }: { stats: Stat[] }) {
  return (
    <section aria-labelledby="capabilities-title" className="section" data-reveal>
      <div className="container-site">
        <SectionHeading
          id="capabilities-title"
          eyebrow={capabilitiesCopy.eyebrow}
          title={capabilitiesCopy.title}
          lead={capabilitiesCopy.lead}
        />
        <ul
          className="-mt-4 mb-12 flex flex-wrap justify-center gap-2"
          aria-label={capabilitiesCopy.tagsLabel}
        >
          {capabilityTags.map((t) => (
            <li key={t} className="chip">
              {t}
            </li>
          ))}
        </ul>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map((c) => (
            <FeatureCard
              key={c.title}
              icon={c.icon}
              title={c.title}
              description={c.description}
              tone="violet"
            />
          ))}
        </ul>
        <StatGrid stats={stats} className="mt-10" />
        <CtaCard
          layout="split"
          heading="h3"
          title={capabilityBanner.title}
          text={capabilityBanner.text}
          className="mt-10"
        >
          <BookingButton>{capabilityBanner.bookingAction}</BookingButton>
          <Link href="/products" className="btn btn-secondary">
            {capabilityBanner.secondaryAction} <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </CtaCard>
      </div>
    </section>
  )
}
