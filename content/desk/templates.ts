/** The desk's Templates page (modules/desk/templates/templates-panel.tsx). */
export const templatesCopy = {
  title: 'Templates',
  placeholders: 'Placeholders, filled in for each person:',
  acksTitle: 'Acknowledgements',
  acksState: (on: boolean) =>
    on ? 'On: every new enquiry and application is confirmed.' : 'Off: nothing is sent automatically.',
  /** What each template is for, under its name (keyed by TEMPLATE_PURPOSES, lib/vocabulary.ts). */
  purpose: {
    'ack-enquiry': 'Sent automatically to each new enquiry, when mail is configured.',
    'ack-application': 'Sent automatically to each new application, when mail is configured.',
    reply: 'Offered in the reply composer of enquiries and applications.',
  },
  repliesTitle: 'Reply templates',
  confirmDelete: (name: string) => `Delete the template “${name}”?`,
  newTitle: 'New reply template',
}
