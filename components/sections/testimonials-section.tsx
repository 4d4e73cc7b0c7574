import { Quote, Star } from 'lucide-react'
import { successCta, testimonialStats } from '@/content/home'
import { testimonials } from '@/content/testimonials'
import { BookingLink } from '@/components/ui/booking-link'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'
import { TestimonialsCarousel } from '@/components/sections/testimonials-carousel'

export function TestimonialsSection() {
  const slides = testimonials.map((t) => (
    <figure key={t.id} className="card flex h-full flex-col p-6" data-testid="testimonial">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
          {Array.from({ length: t.rating }, (_, i) => (
            <Star key={i} className="size-4 fill-current" aria-hidden />
          ))}
        </p>
        <Quote className="size-6 text-border-strong" aria-hidden />
      </div>
      <blockquote className="mt-4 flex-1 text-fg">“{t.content}”</blockquote>
      <p className="mt-5 rounded-lg bg-accent-soft px-3 py-2 text-sm">
        <span className="stat-value text-lg text-accent">{t.metrics.improvement}</span>{' '}
        <span className="text-fg-muted">{t.metrics.metric}</span>
      </p>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-border pt-4">
        <span
          aria-hidden
          className="inline-flex size-10 items-center justify-center rounded-full bg-violet-soft font-semibold text-violet"
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
          eyebrow="Client stories"
          title="What our clients say"
          lead="Founders, CTOs and operations leaders on working with us, and the numbers that changed."
        />
        <TestimonialsCarousel slides={slides} names={testimonials.map((t) => t.name)} />
        <StatGrid stats={testimonialStats} className="mt-14" />
        <div className="card mt-10 p-8 text-center md:p-12">
          <h3 className="h-section">{successCta.title}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-fg-muted">{successCta.text}</p>
          <BookingLink className="mt-7 !px-6">Start Your Success Story</BookingLink>
        </div>
      </div>
    </section>
  )
}
