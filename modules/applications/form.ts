import { defineForm, type FormValues } from '@/lib/forms/definition'

/** The careers page's 'Apply Now' form: stored as 'pending' with the resume. */
export const applicationForm = defineForm({
  action: '/api/applications',
  fields: {
    job_title: {
      kind: 'token',
      label: 'Position',
      required: true,
      pattern: /^[\w &/+.-]{1,80}$/,
      invalid: 'Choose one of the open positions.',
    },
    full_name: { kind: 'name', label: 'Full Name', required: true },
    email: { kind: 'email', label: 'Email', required: true },
    phone: { kind: 'phone', label: 'Phone Number', required: true },
    portfolio: { kind: 'url', label: 'Portfolio URL' },
    cover_letter: {
      kind: 'paragraph',
      label: 'Cover Letter',
      required: true,
      min: 20,
      rows: 5,
      placeholder: 'Tell us what you have built, what you want to learn, and why this role.',
    },
    future_roles: {
      kind: 'consent',
      label: 'Keep my application for future roles',
    },
  },
  messages: {
    success: 'Application submitted successfully!',
    failure: 'Failed to submit application. Please try again.',
  },
  page: { success: 'Application received', failure: 'Application not sent', backHref: '/careers' },
})

export type ApplicationInput = FormValues<typeof applicationForm>

/** What the form says of a position that was open and has closed since the page was loaded. */
export const ROLE_CLOSED =
  'This role has closed and takes no more applications. The careers page lists the roles open now.'

/** The resume travels beside the fields: streamed to storage and checked by content on the server. */
export const RESUME_FIELD = 'resume'
export const RESUME_MAX_MB = 10
export const RESUME_ERRORS = {
  missing: 'Resume is required: attach your resume as a PDF.',
  notPdf: 'Resume must be a PDF file. The file you chose is not a PDF.',
  tooLarge: `Resume must be ${RESUME_MAX_MB} MB or smaller.`,
  empty: 'Resume is empty: choose a PDF that has content.',
  unreadable: 'Resume arrived incomplete. Please attach it again and resend.',
} as const
