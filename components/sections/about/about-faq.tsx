import type { Faq } from '@/content/schema'
import { aboutFaqCopy } from '@/content/pages/about'
import { BookingButton } from '@/components/ui/booking-button'
import { FaqAccordion } from '@/components/ui/faq-accordion'
import { SectionHeading } from '@/components/ui/section-heading'

/** Every FAQ entry, then a booking button for the question that is not there. */
export function AboutFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <section className="section border-border border-t" aria-labelledby="faq-title" data-reveal>
      <div className="container-site max-w-3xl">
        <SectionHeading
          id="faq-title"
          eyebrow={aboutFaqCopy.eyebrow}
          title={aboutFaqCopy.title}
          lead={aboutFaqCopy.lead}
        />
        <FaqAccordion items={faqs} group="about-faq" />
        <div className="mt-10 text-center">
          <p className="text-fg-muted">{aboutFaqCopy.closing}</p>
          <BookingButton className="mt-4">{aboutFaqCopy.bookingAction}</BookingButton>
        </div>
      </div>
    </section>
  )
}
