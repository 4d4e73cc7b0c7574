import { defineForm, LIMITS, type FormValues } from '@/lib/forms/definition'
import {
  PERSONAL_LINK_PARAM,
  PERSONAL_LINK_PATTERN,
  PRIVACY_REQUEST_PATH,
  REQUEST_LINK_HOURS,
} from '@/lib/privacy'
import { PRIVACY_REQUEST_KINDS } from '@/lib/vocabulary'

/**
 * The request page's form (/privacy/request): what the person wants and the address they used.
 * Nothing more is asked: the confirmation link mailed to that address proves it is theirs.
 */
export const privacyRequestForm = defineForm({
  action: '/api/privacy-requests',
  fields: {
    kind: {
      kind: 'token',
      label: 'What would you like',
      required: true,
      pattern: new RegExp(`^(${PRIVACY_REQUEST_KINDS.join('|')})$`),
      invalid: 'Choose what you would like us to do.',
    },
    email: {
      kind: 'email',
      label: 'Email',
      required: true,
      hint: 'The address you gave us in a form. We send the confirmation link there.',
    },
    details: {
      kind: 'paragraph',
      label: 'Details',
      max: LIMITS.comment,
      rows: 4,
      hint: 'Optional for a copy or erasure. For a correction or a concern, tell us what it is about.',
    },
    [PERSONAL_LINK_PARAM]: {
      kind: 'token',
      label: 'Link from our e-mail',
      pattern: new RegExp(`^(${PERSONAL_LINK_PATTERN.source.slice(1, -1)})?$`),
      invalid: 'The link from our e-mail is not complete. Open it again from the e-mail, or leave it out.',
    },
  },
  messages: {
    success: `Thank you. If that address is right, a confirmation link is on its way to it; your request reaches us once you open it (within ${REQUEST_LINK_HOURS} hours). No e-mail within an hour? Check your spam folder, or write to the address on the data request page.`,
    failure: 'Your request was not sent. Please check the form and try again.',
  },
  page: { success: 'Check your inbox', failure: 'Request not sent', backHref: PRIVACY_REQUEST_PATH },
})

export type PrivacyRequestInput = FormValues<typeof privacyRequestForm>
