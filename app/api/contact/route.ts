import { contactForm } from '@/modules/contact/form'
import { insertContactMessage } from '@/modules/contact/queries'
import { formRoute } from '@/server/forms'

export const POST = formRoute({
  form: contactForm,
  bucket: 'contact',
  conversion: 'enquiry',
  write: insertContactMessage,
  notify: true,
})
