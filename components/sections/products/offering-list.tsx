import { Check } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { offeringCopy } from '@/content/pages/products'
import type { Offering } from '@/content/schema'
import { Art } from '@/components/ui/art'
import { BookingButton } from '@/components/ui/booking-button'
import { DialogButton } from '@/components/ui/dialog'
import { Packages } from '@/components/sections/products/packages'
import { shownFeatures } from '@/lib/offerings'
import { cn } from '@/lib/cn'

/**
 * One section per offering, its illustration alternating sides on wide screens; each opens its
 * packages in a dialog and links to a demo booking. The section id is the offering's slug, the
 * target of the /services cards' 'Learn More'.
 */
export function OfferingList({ offerings }: { offerings: Offering[] }) {
  return (
    <div className="container-site grid gap-6 pb-20">
      {offerings.map((o, i) => (
        <section
          key={o.slug}
          id={o.slug}
          aria-labelledby={`${o.slug}-title`}
          className="card grid scroll-mt-24 items-center gap-8 overflow-hidden p-6 md:grid-cols-2 md:p-10"
          data-testid="offering"
          data-reveal={i > 0 ? true : undefined}
        >
          <div className={cn(i % 2 === 1 && 'md:order-2')}>
            <p className="font-display text-accent text-sm font-semibold tabular-nums">
              {String(i + 1).padStart(2, '0')}
            </p>
            <h2 id={`${o.slug}-title`} className="mt-2 text-3xl font-bold">
              {o.title}
            </h2>
            <p className="text-fg-muted mt-3">{o.blurb}</p>
            <ul className="mt-6 grid gap-2.5 sm:grid-cols-2" data-testid="features">
              {shownFeatures(o).map((f) => (
                <li key={f} className="flex gap-2 text-sm">
                  <Icon icon={Check} className="text-success mt-0.5 size-4 shrink-0" />
                  {f}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <DialogButton
                label={offeringCopy.packagesAction}
                className="btn btn-primary"
                title={offeringCopy.packagesTitle}
                description={offeringCopy.packagesDescription(o.title)}
                size="xl"
              >
                <Packages offering={o} />
              </DialogButton>
              <BookingButton variant="inline" className="btn-secondary">
                {offeringCopy.demoAction}
              </BookingButton>
            </div>
          </div>
          <Art
            src={o.image}
            alt={offeringCopy.illustration(o.title)}
            width={800}
            height={500}
            className={cn('border-border w-full rounded-xl border', i % 2 === 1 && 'md:order-1')}
            priority={i === 0}
          />
        </section>
      ))}
    </div>
  )
}
