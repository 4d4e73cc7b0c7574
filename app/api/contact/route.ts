import { conversionAfterResponse } from '@/modules/analytics/collect'
import { bookingOffer, contactForm } from '@/modules/contact/form'
import { insertContactMessage } from '@/modules/contact/queries'
import { leadBookingUrl } from '@/lib/booking-link'
import { firstName } from '@/lib/placeholders'
import { env } from '@/server/env'
import { formRoute } from '@/server/forms/route'

export const POST = formRoute({
  form: contactForm,
  bucket: 'contact',
  write: insertContactMessage,
  screen: ({ email, message }) => ({ email, text: message }),
  // Counted in our analytics (by source, never by person) once the visitor has their answer.
  onStored: (request) => conversionAfterResponse('enquiry', request),
  // Without JavaScript, the page after sending offers the booking the form's script offers.
  next: ({ name, email }, id) => ({
    heading: bookingOffer.heading(firstName(name)),
    text: bookingOffer.text,
    href: leadBookingUrl(env.SCHEDULING_URL, { id, name, email }, 'form'),
    label: bookingOffer.label,
  }),
})
