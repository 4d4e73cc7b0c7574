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
