import type { Company } from '@/content/schema'
import {
  ARCHIVE_LINK_DAYS,
  dateText,
  type PrivacyRequestKind,
  privacyEmail,
  PRIVACY_REQUEST_PATH,
  REQUEST_KINDS,
  REQUEST_LINK_HOURS,
  RESPONSE_DAYS,
} from '@/lib/privacy'

/** What a request asks for, as a sentence says it ("a copy of my data"). */
const asked = (kind: PrivacyRequestKind) => REQUEST_KINDS[kind].label.toLowerCase()

/** The company's facts as published, as the e-mails about a request quote them. */
type Facts = Pick<Company, 'name' | 'emails'>

/** The end of every e-mail about a request: who answers, and where to complain. */
const signature = (company: Facts) =>
  [
    '',
    company.name,
    `Questions about your personal data: ${privacyEmail(company)}`,
    'If you are not satisfied with our answer, you may complain to the Data Protection Board of India or, in the EU, to the data protection authority of your country.',
  ].join('\n')

/** The e-mails a request sends to the person who made it (server/privacy/requests.ts). */
export const requestMails = {
  /** The confirmation link: until it is followed, nothing happens. */
  confirm: (kind: PrivacyRequestKind, link: string, company: Facts) => ({
    subject: `Confirm your request to ${company.name}`,
    body: [
      'Hello,',
      '',
      `Someone, most likely you, asked ${company.name} on its website for this: ${asked(kind)}, for the personal data we may hold about this e-mail address.`,
      '',
      `To confirm it, open this link within ${REQUEST_LINK_HOURS} hours and press "Confirm":`,
      link,
      '',
      `Once confirmed, we answer within ${RESPONSE_DAYS} days. If you did not ask, ignore this e-mail: nothing happens without the confirmation.`,
      signature(company),
    ].join('\n'),
  }),
  /** The request is in the desk, due `due`. */
  received: (kind: PrivacyRequestKind, due: string, company: Facts) => ({
    subject: `We have your request: ${asked(kind)}`,
    body: [
      'Hello,',
      '',
      `Your request (${asked(kind)}) has reached the person who handles personal data at ${company.name}. We will answer it by ${dateText(due)}, by e-mail to this address.`,
      signature(company),
    ].join('\n'),
  }),
}

/** What the request form answers when its personal link confirmed the request at once. */
export const requestAnswers = {
  direct: (due: string) =>
    `Thank you. Your request has reached us through the link in our e-mail, so there is nothing more to confirm. We will answer it by ${dateText(due)}, by e-mail.`,
  /** The same link used past the day's limit: its owner is told plainly (they hold the mailbox). */
  directLimited: (email: string) =>
    `We already have several requests for this address today, so this one was not added. We answer each of them by e-mail; for anything more, write to ${email}.`,
}

export type ConfirmationState =
  { state: 'confirmed' | 'already'; kind: PrivacyRequestKind; due: string } | { state: 'invalid' | 'expired' }

/** What the confirmation page (app/privacy/request/confirm) says about a link, before and after the press. */
export function confirmationCopy(result: ConfirmationState, pressed: boolean) {
  const back = { backHref: PRIVACY_REQUEST_PATH, backLabel: 'Make a new request' }
  const home = { backHref: '/', backLabel: 'Back to the site' }
  switch (result.state) {
    case 'invalid':
      return {
        ok: false,
        title: 'This link does not work',
        message: `It is incomplete or not one of ours. Open it again from our e-mail, or make a new request. Questions: the request page names the address to write to.`,
        ...back,
      }
    case 'expired':
      return {
        ok: false,
        title: 'This link has expired',
        message: `A confirmation link works for ${REQUEST_LINK_HOURS} hours, and nothing was done with this one. Please make your request again.`,
        ...back,
      }
    case 'already':
      return {
        ok: true,
        title: 'Already confirmed',
        message: `Your request is with us. We will answer it by ${dateText(result.due)}, by e-mail.`,
        ...home,
      }
    case 'confirmed':
      return pressed
        ? {
            ok: true,
            title: 'Request confirmed',
            message: `Thank you. Your request has reached the person who handles personal data here, and we will answer it by ${dateText(result.due)}, by e-mail.`,
            ...home,
          }
        : {
            ok: true,
            title: 'Confirm your request',
            message: `You asked us for this: ${asked(result.kind)}. Press the button to send it to us; we answer within ${RESPONSE_DAYS} days.`,
            backHref: '/',
            backLabel: 'Not now',
          }
  }
}

/** The answer to a request, as the administrator wrote it, with who to ask and where to complain. */
export const answerMail = (kind: PrivacyRequestKind, outcome: string, company: Facts) => ({
  subject: `Your request to ${company.name}: ${asked(kind)}`,
  body: ['Hello,', '', outcome, signature(company)].join('\n'),
})

/** What is held for an address, as the desk and an answer say it. */
export function heldText(counts: {
  messages: number
  applications: number
  resumes: number
  comments: number
  mails: number
  bookings: number
}) {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  const parts = [
    n(counts.messages, 'enquiry', 'enquiries'),
    `${n(counts.applications, 'job application', 'job applications')} (${n(counts.resumes, 'resume', 'resumes')})`,
    n(counts.comments, 'blog comment', 'blog comments'),
    n(counts.mails, 'e-mail', 'e-mails'),
    // Named only when there are any: most people book none.
    ...(counts.bookings ? [n(counts.bookings, 'booked call', 'booked calls')] : []),
  ]
  return counts.messages + counts.applications + counts.comments + counts.mails + counts.bookings === 0
    ? 'nothing'
    : parts.join(', ')
}

/** The answer the desk starts from, for the administrator to finish. */
export const answerStart = (held: string) =>
  held === 'nothing'
    ? 'We looked for personal data under this e-mail address and hold none.'
    : `For this e-mail address we hold ${held}. `

/** The answers the desk's one-press actions send (server/privacy/fulfil.ts). */
export const fulfilledAnswers = {
  copy: (held: string, link: string, until: string) =>
    held === 'nothing'
      ? `We looked for personal data under this e-mail address and hold none. The download below says the same, so you have it in writing:\n${link}\nThe link works until ${dateText(until)}; then we delete the file.`
      : `Here is a copy of everything we hold about this e-mail address (${held}): a readable summary, every record as data, your resume files and the e-mails we sent. Download it here:\n${link}\nThe link works until ${dateText(until)}; then we delete the file.`,
  erasure: (held: string, keptReasons: string[]) =>
    [
      held === 'nothing'
        ? 'We looked for personal data under this e-mail address and hold none, so there was nothing to erase.'
        : `We have erased everything we held about this e-mail address (${held}), from our database, our files and our e-mail records. We keep only a note that an erasure was done, without your address.`,
      ...(keptReasons.length
        ? [
            `We had to keep ${keptReasons.length === 1 ? 'one record' : `${keptReasons.length} records`}, because the law requires it or a legal claim depends on it: ${keptReasons.join('; ')}. We will erase it once that reason ends, and you may ask us about it at any time.`,
          ]
        : []),
      ...(keptReasons.length
        ? []
        : ['This e-mail is the last thing we keep with your address; it is deleted once it has been sent.']),
    ].join('\n\n'),
}

/** What the link to a copy says when it no longer gives the file. */
export const copyLinkCopy = {
  invalid: {
    ok: false,
    title: 'This link does not work',
    message: `It is incomplete or not one of ours. Open it again from our e-mail. Questions: the request page names the address to write to.`,
    backHref: PRIVACY_REQUEST_PATH,
    backLabel: 'Ask for a copy',
  },
  expired: {
    ok: false,
    title: 'This copy is no longer here',
    message: `A copy can be downloaded for ${ARCHIVE_LINK_DAYS} days; then we delete it. You can ask for a new one at any time.`,
    backHref: PRIVACY_REQUEST_PATH,
    backLabel: 'Ask for a new copy',
  },
}

/** The line under every acknowledgement: the person's own link to their data (server/leads/acknowledge.ts). */
export const yourDataLine = (link: string) =>
  `--\nYour data: to get a copy of what you sent us, correct it, have it erased or withdraw a consent, use this link (it is yours; no account needed): ${link}`

/** What the confirmation page says when the press could not be taken. */
export const confirmRefusals = {
  crossSite: { title: 'Not confirmed' },
  unavailable: {
    title: 'Not confirmed yet',
    message: 'We could not record your confirmation just now. Please open the link again in a few minutes.',
  },
}

/** The desk's record of processing (modules/desk/privacy): who else receives the data, and what else is kept. */
export const processingCopy = {
  recipients:
    'Our hosting and database provider, our e-mail delivery provider and our file storage (where each is, below), on our instructions only. Nobody else.',
  alsoKept: (p: { sentBodies: string; answered: string; archiveDays: number; auditDays: number }) =>
    [
      [
        'Sent e-mails',
        `Their text ${p.sentBodies} after sending; recipient, subject and date as long as the record they belong to.`,
      ],
      [
        'Data requests',
        `The request and its answer ${p.answered} after the answer, as proof of it; a copy's download ${p.archiveDays} days; an unconfirmed request until its link expires.`,
      ],
      [
        'Erasures',
        'A keyed hash of the address, the counts and the date, so that a restored backup cannot bring the data back.',
      ],
      [
        'Audit trail',
        `${p.auditDays} days: who in the desk did what, the client address only as a keyed hash.`,
      ],
      [
        'Analytics',
        'No personal data: page views and conversions as counts; unique visitors by a daily salted hash whose salt is deleted after its day.',
      ],
    ] as const,
}
