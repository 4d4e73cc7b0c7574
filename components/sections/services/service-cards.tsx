import { ArrowRight } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { serviceCardsCopy, servicesCta } from '@/content/pages/services'
import type { ServiceCard } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { CtaCard } from '@/components/ui/cta-card'
import { FeatureCard } from '@/components/ui/feature-card'
import { ContentIcon } from '@/components/ui/content-icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { cn } from '@/lib/cn'

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
      {serviceCardsCopy.learnMore} <Icon icon={ArrowRight} className="size-4" />
      <span className="sr-only">
        {serviceCardsCopy.learnMoreAbout} {card.name}
      </span>
    </Link>
  )
}

/** The first service large with its features, the others as a grid, then an offer of a call. */
export function ServiceCards({ cards }: { cards: ServiceCard[] }) {
  const [featured, ...rest] = cards
  return (
    <section className="section pt-10" aria-labelledby="cards-title" data-reveal>
      <div className="container-site">
        <SectionHeading id="cards-title" eyebrow={serviceCardsCopy.eyebrow} title={serviceCardsCopy.title} />
        {featured ? (
          <article className="card card-hover relative grid gap-6 p-8 md:grid-cols-[1.3fr_1fr] md:p-10">
            <div>
              <span className="bg-accent-soft text-accent inline-flex size-14 items-center justify-center rounded-2xl">
                <ContentIcon name={featured.icon} className="size-7" />
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
            <FeatureCard
              key={s.name}
              icon={s.icon}
              title={s.name}
              description={s.description}
              tone="violet"
              className="relative flex flex-col"
              descriptionClassName="flex-1 text-sm"
              data-testid="service-card"
            >
              <LearnMore card={s} className="mt-5 text-sm" />
            </FeatureCard>
          ))}
        </ul>
        <CtaCard
          layout="split"
          heading="h3"
          title={servicesCta.title}
          text={servicesCta.text}
          className="mt-10"
        >
          <BookingButton>{servicesCta.action}</BookingButton>
        </CtaCard>
      </div>
    </section>
  )
}
