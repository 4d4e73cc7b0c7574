import { servicesMoreCopy } from '@/content/pages/services'
import type { Company } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { ContactChannels } from '@/components/ui/contact-channels'

/**
 * The 'Get in Touch' tab: the enquiry form (`form`, passed in by the page: a section does not
 * reach into modules) beside our e-mail, phone and WhatsApp, and a booking button.
 */
export function ContactPanel({ company, form }: { company: Company; form: React.ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="contact-panel">
      <div className="card p-6 md:col-span-2 md:p-8">
        <h3 className="text-xl font-semibold">{servicesMoreCopy.contactTitle}</h3>
        <p className="text-fg-muted mt-2 mb-6">{servicesMoreCopy.contactText}</p>
        {form}
      </div>
      <div className="grid content-start gap-4">
        <ContactChannels company={company} variant="cards" className="grid gap-4" />
        <div className="card p-5">
          <p className="text-fg-muted text-sm">{servicesMoreCopy.bookingPrompt}</p>
          <BookingButton className="mt-3 w-full">{servicesMoreCopy.bookingAction}</BookingButton>
        </div>
      </div>
    </div>
  )
}
