import type { FormSpec } from '@/lib/forms/definition'
import { applicationForm } from '@/modules/applications/form'
import { commentForm } from '@/modules/comments/form'
import { contactForm } from '@/modules/contact/form'

/** What each form collects, by the labels its visitors see (for the desk's record of processing). */
const labels = (form: FormSpec) =>
  Object.values(form.fields)
    .filter((f) => f.kind !== 'token')
    .map((f) => f.label)
export const FORM_FIELDS = {
  contact: labels(contactForm),
  application: [...labels(applicationForm), 'Resume (PDF)'],
  comment: labels(commentForm),
}
