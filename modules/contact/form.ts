import { defineForm, type FormValues } from '@/lib/forms/definition'

/** The services page's enquiry form: stored as 'new' for the administrator. */
export const contactForm = defineForm({
  action: '/api/contact',
  fields: {
    name: { kind: 'name', label: 'Full Name', required: true },
    email: { kind: 'email', label: 'Email Address', required: true },
    phone: { kind: 'phone', label: 'Phone Number' },
    company: { kind: 'line', label: 'Company Name', autoComplete: 'organization' },
    website: { kind: 'url', label: 'Website URL' },
    message: {
      kind: 'paragraph',
      label: 'Project Details',
      required: true,
      rows: 6,
      placeholder: 'What are you building, by when, and what does success look like?',
    },
  },
  messages: {
    success: "Message sent successfully! We'll get back to you soon.",
    failure: 'Failed to send message. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
  },
  page: { success: 'Message sent', failure: 'Message not sent', backHref: '/services?tab=contact#contact' },
})

export type ContactInput = FormValues<typeof contactForm>

/**
 * What follows a sent enquiry: a call about it, booked with the visitor's name and address filled
 * in and the enquiry's reference in the link (with JavaScript under the form; without, on the page
 * the browser gets back).
 */
export const bookingOffer = {
  heading: (firstName: string) => `Thanks, ${firstName}. Want to talk it through sooner?`,
  text: 'Pick a time for a 30-minute call. Your name and e-mail are filled in, and the call is joined to the message you just sent, so we come prepared.',
  label: 'Book a call about this',
}
