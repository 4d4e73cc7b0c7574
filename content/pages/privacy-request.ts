import { ARCHIVE_LINK_DAYS, REQUEST_LINK_HOURS, REQUESTS_PER_ADDRESS_DAY, RESPONSE_DAYS } from '@/lib/privacy'

/** The /privacy/request page's copy (modules/privacy/request-form.tsx draws the form). */
export const privacyRequestCopy = {
  eyebrow: 'Your data',
  title: 'Ask about your personal data',
  lead: 'See what we hold about you, have it corrected or erased, withdraw a consent, or tell us about a concern. No account and no password: the e-mail address you used with us is enough.',
  formTitle: 'Your request',
  personalLink:
    'You came here from one of our e-mails: enter the address it was sent to, and your request reaches us at once, with no second e-mail to confirm.',
  submit: 'Send request',
  pending: 'Sending...',
  nextTitle: 'What happens next',
  next: [
    {
      title: 'Confirm it is you',
      text: `We e-mail a link to the address you give. Open it within ${REQUEST_LINK_HOURS} hours and press Confirm; until then nothing happens, so nobody can act on your data by typing your address.`,
    },
    {
      title: 'We answer by e-mail',
      text: `Once confirmed, your request goes to the person who handles personal data here, and we answer within ${RESPONSE_DAYS} days, by e-mail to the same address.`,
    },
    {
      title: 'What you receive',
      text: `A copy comes as a download link that works for ${ARCHIVE_LINK_DAYS} days. An erasure removes your enquiries, applications, resumes, comments and our e-mails to you, and we tell you if the law makes us keep anything and why.`,
    },
    {
      title: 'If you are not satisfied',
      text: "You may complain to the Data Protection Board of India or, in the EU, to your country's data protection authority.",
    },
  ],
  /** before the privacy contact, which the page gives the section as published */
  contact: 'Questions about your personal data, or no e-mail from us? Write to',
  limit: `For your safety, we take ${REQUESTS_PER_ADDRESS_DAY} requests a day for one address from one network.`,
}
