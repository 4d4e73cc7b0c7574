import { Quote, Star } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { successCta, testimonialsCopy } from '@/content/pages/home'
import type { Stat, Testimonial } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { CtaCard } from '@/components/ui/cta-card'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'
import { TestimonialsCarousel } from '@/components/sections/testimonials-carousel'

export function TestimonialsSection({ testimonials, stats }: { testimonials: Testimonial[]; stats: Stat[] }) {
  const slides = testimonials.map((t) => (
    <figure key={t.id} className="card flex h-full flex-col p-6" data-testid="testimonial">
      <div className="flex items-center justify-between">
        <p
          className="flex gap-0.5 text-amber-500"
          role="img"
          aria-label={testimonialsCopy.ratingLabel(t.rating)}
        >
          {Array.from({ length: t.rating }, (_, i) => (
            <Icon icon={Star} key={i} className="size-4 fill-current" />
          ))}
        </p>
        <Icon icon={Quote} className="text-border-strong size-6" />
      </div>
      <blockquote className="text-fg mt-4 flex-1">“{t.content}”</blockquote>
      <p className="bg-accent-soft mt-5 rounded-lg px-3 py-2 text-sm">
        <span className="stat-value text-accent text-lg">{t.metrics.improvement}</span>{' '}
        <span className="text-fg-muted">{t.metrics.metric}</span>
      </p>
      <figcaption className="border-border mt-5 flex items-center gap-3 border-t pt-4">
        <span
          aria-hidden
          className="bg-violet-soft text-violet inline-flex size-10 items-center justify-center rounded-full font-semibold"
        >
          {t.name
            .split(' ')
            .map((w) => w[0])
            .join('')}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{t.name}</span>
          <span className="text-fg-muted">
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  ))
  return (
    <section aria-labelledby="testimonials-title" className="section" data-reveal>
      <div className="container-site">
        <SectionHeading
          id="testimonials-title"
          eyebrow={testimonialsCopy.eyebrow}
          title={testimonialsCopy.title}
          lead={testimonialsCopy.lead}
        />
        <TestimonialsCarousel slides={slides} names={testimonials.map((t) => t.name)} />
        <StatGrid stats={stats} className="mt-14" />
        <CtaCard heading="h3" title={successCta.title} text={successCta.text} className="mt-10">
          <BookingButton className="self-center px-6">{successCta.action}</BookingButton>
        </CtaCard>
      </div>
    </section>
  )
}
