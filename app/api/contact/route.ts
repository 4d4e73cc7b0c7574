import { conversionAfterResponse } from '@/modules/analytics/collect'
import { contactForm } from '@/modules/contact/form'
import { insertContactMessage } from '@/modules/contact/queries'
import { formRoute } from '@/server/forms/route'

export const POST = formRoute({
  form: contactForm,
  bucket: 'contact',
  write: insertContactMessage,
  screen: ({ email, message }) => ({ email, text: message }),
  // Counted in our analytics (by source, never by person) once the visitor has their answer.
  onStored: (request) => conversionAfterResponse('enquiry', request),
})
