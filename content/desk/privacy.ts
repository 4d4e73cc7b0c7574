import type { Company } from '@/content/schema'
import { processingCopy } from '@/content/privacy-requests'
import { privacyEmail, RESPONSE_DAYS } from '@/lib/privacy'
import type { Inline } from './inline'

/** The desk's Privacy page (modules/desk/privacy/privacy-panel.tsx): the record of processing and the purge. */
export const privacyCopy = {
  title: 'Privacy',
  /** with the company's facts as published */
  intro: (company: Company) =>
    `The record of processing of ${company.name} (${company.address.city}, ${company.address.country}), made from the periods, forms and settings this site runs on: the privacy policy and the notices at the forms quote the same periods. Privacy contact: ${privacyEmail(company)}; requests are answered within ${RESPONSE_DAYS} days.`,
  processingTitle: 'Record of processing',
  recipients: `Recipients: ${processingCopy.recipients}`,
  whereTitle: 'Where it is kept',
  alsoKeptTitle: 'Also kept',
  periodsTitle: 'Periods',
  periodsPublished:
    'How long each kind of data is kept, and within how many days a data request is answered. The privacy policy, the notices at the forms and this record quote them, and the purge keeps to them.',
  periodsUnpublished: [
    'The saved periods below are not published yet: the policy, the notices and the purge keep to the ones in force until the site next starts. ',
    { code: 'npm start' },
    ' builds the pages with the saved periods first; a server started with ',
    { code: '--no-build', wrap: 'never' },
    ' needs ',
    { code: 'npm run build' },
    '.',
  ] satisfies Inline,
  purgeTitle: 'The next purge',
  purgeHelp:
    'The purge runs by itself at start and then daily, one server at a time. Records held back for a legal reason are never purged. As of now it would remove:',
  /** What the next purge would remove, each after its number. */
  purgeItems: (resumes: number) => ({
    enquiries: 'enquiries',
    applications: `job applications (${resumes} resumes)`,
    rejectedComments: 'declined comments',
    spam: 'records held as spam',
    sentMailBodies: "sent e-mails' texts emptied",
    unconfirmedRequests: 'unconfirmed data requests',
    requestArchives: 'copies of data whose link ended',
    answeredRequests: 'answered data requests',
  }),
  purgeNothing: 'Nothing: no record is past its period.',
  noticesTitle: 'Notice versions shown',
  noNotices: 'None yet: a version is recorded with the first lead that saw it.',
  notice: (form: string, version: string, firstShown: string) =>
    `${form}: version ${version}, first shown ${firstShown}`,
}
