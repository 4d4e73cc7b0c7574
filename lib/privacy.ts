import type { Company } from '@/content/schema'
import { parsePeriods, PERIOD_FIELDS, type Periods } from '@/runtime/privacy-periods.mjs'
import type { PrivacyRequestKind } from '@/lib/vocabulary'

export type { PrivacyRequestKind }

/**
 * How long the site keeps each kind of personal data, in one place: the retention purge
 * (server/privacy/retention.ts) deletes by these periods, and what the site tells people about
 * its periods is made from them, so the two cannot disagree. They are the periods this build was
 * made with (set in the desk; runtime/privacy-periods.mjs): next.config.ts writes them into the
 * code, so that a page, the desk and the purge of one build all read the same ones.
 */
export type Period = { months: number } | { days: number }

export const PERIODS: Periods = parsePeriods(process.env.PRIVACY_PERIODS).periods

export const RETENTION = {
  /** Enquiries, after their last activity (arrival, opening, reply, note, status change). */
  enquiries: { months: PERIODS.enquiries },
  /** Job applications with their resumes, after their last activity (the decision, typically). */
  applications: { months: PERIODS.applications },
  /**
   * Applications whose applicant agreed to be kept for future roles (the form's optional box),
   * after their last activity, unless the consent is withdrawn.
   */
  futureRoles: { months: PERIODS.futureRoles },
  /** Comments the administrator rejected, after the rejection. */
  rejectedComments: { days: PERIODS.rejectedComments },
  /** Enquiries, applications and comments held as spam (server/spam/), after they arrived. */
  spam: { days: PERIODS.spam },
  /** The bodies of sent e-mails (the subject, recipient and date stay), after sending. */
  sentMailBodies: { days: PERIODS.sentMailBodies },
  /** A copy of a person's data made for their request, after it was made (its link ends then). */
  requestArchives: { days: PERIODS.requestArchives },
  /** An answered data request with its e-mails, the record of the answer, after the answer. */
  answeredRequests: { months: PERIODS.answeredRequests },
  /** The audit trail's events (server/audit.ts); never less than the year the database keeps. */
  auditTrail: { days: PERIODS.auditTrail },
} satisfies Record<string, Period>

export type RetentionKind = keyof typeof RETENTION

/** The moment before which data kept for `period` is due, as of `now`. */
export function cutoff(period: Period, now = new Date()) {
  const at = new Date(now)
  if ('months' in period) at.setUTCMonth(at.getUTCMonth() - period.months)
  else at.setUTCDate(at.getUTCDate() - period.days)
  return at
}

/** "24 months", "30 days", "1 day". */
export function periodText(period: Period) {
  const [amount, unit] = 'months' in period ? [period.months, 'month'] : [period.days, 'day']
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`
}

/** Days within which a request about one's personal data is answered (published in the policy). */
export const RESPONSE_DAYS = PERIODS.responseDays

/**
 * Where people write about their personal data (a copy, a correction, erasure, a complaint): the
 * company's first address, as published.
 */
export const privacyEmail = (company: Pick<Company, 'emails'>) => company.emails[0]

/** The forms that collect personal data, each with the notice shown at it. */
export const NOTICE_FORMS = ['contact', 'application', 'comment'] as const
export type NoticeForm = (typeof NOTICE_FORMS)[number]

/**
 * The notice at each form: what its fields are for, how long they are kept (the periods the purge
 * uses), who else holds them, and how to use one's rights or complain. Short, and complete on its
 * own; the privacy policy says the same at length. Each stored lead records the version (a hash
 * of this text, server/privacy/notices.ts) it was given. `email` is where to write (privacyEmail).
 */
export function noticeText(form: NoticeForm, email: string) {
  const purpose = {
    contact: `We use your name, e-mail address and phone number to reply to you, and your company, website and message to understand what you need. We keep them for ${periodText(RETENTION.enquiries)} after our last exchange, then delete them.`,
    application: `We use your details, cover letter and resume only to assess this application and to contact you about it. We keep them for ${periodText(RETENTION.applications)} after our last exchange, then delete them, resume included; if you tick the box to be kept for future roles, for ${periodText(RETENTION.futureRoles)} instead, unless you withdraw.`,
    comment: `We publish your comment and website once we approve them; your e-mail address is never shown and is used only to contact you about the comment. A comment we decline is deleted after ${periodText(RETENTION.rejectedComments)}.`,
  }[form]
  return `${purpose} Our hosting, e-mail and file-storage providers hold them for us and use them for nothing else. To get a copy, correct them, have them erased or withdraw, use our data request page or write to ${email}; you may also complain to India's Data Protection Board or, in the EU, to your data protection authority.`
}

export { PRIVACY_REQUEST_PATH } from '@/lib/constants'
/** How long the link that confirms a request works. */
export const REQUEST_LINK_HOURS = 24
/** Requests for one address in a day from one network, and from all (more get the same answer, and no e-mail). */
export const REQUESTS_PER_ADDRESS_DAY = 3
export const REQUESTS_PER_ADDRESS_DAY_IN_ALL = 10
/** How long the link to a copy of one's data works; then the archive is deleted. */
export const ARCHIVE_LINK_DAYS = RETENTION.requestArchives.days
/** The answer period may be set in the desk, up to this many days (the DPDP Rules' outer limit). */
export const RESPONSE_DAYS_MAX = PERIOD_FIELDS.responseDays.max
/** Days before a request is due when the desk warns about it. */
export const REQUEST_WARNING_DAYS = 7

/** The personal link's token in an acknowledgement e-mail: the day it was made, and its signature. */
export const PERSONAL_LINK_PATTERN = /^\d{1,6}\.[\w-]{43}$/
/** The query parameter that carries it to the request page (and the form field that sends it on). */
export const PERSONAL_LINK_PARAM = 'from'

/** What each kind of request asks for, as the request page and the desk name it. */
export const REQUEST_KINDS = {
  copy: { label: 'A copy of my data', desk: 'Copy', hint: 'Everything we hold about you, as a download.' },
  correction: {
    label: 'Correct my data',
    desk: 'Correction',
    hint: 'Tell us below what is wrong and what it should say.',
  },
  erasure: {
    label: 'Erase my data',
    desk: 'Erasure',
    hint: 'Your enquiries, applications, resumes, comments and our e-mails to you.',
  },
  withdrawal: {
    label: 'Withdraw a consent',
    desk: 'Withdrawal',
    hint: 'For example, stop keeping your application for future roles.',
  },
  complaint: {
    label: 'Raise a concern',
    desk: 'Complaint',
    hint: 'About how we handled your data. Tell us below what happened.',
  },
} as const satisfies Record<PrivacyRequestKind, { label: string; desk: string; hint: string }>

/** A date as the request page and its e-mails give it: "26 December 2026" (UTC). */
export const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The forms' purposes, as the record of processing (the desk's Privacy page) states them. */
export const PROCESSING = [
  {
    form: 'contact',
    activity: 'Enquiries',
    purpose: 'Answering an enquiry about our services and preparing a proposal.',
    people: 'Prospective clients',
    basis: 'Consent given by sending the form (DPDP Act s.6); steps before a contract (GDPR Art. 6(1)(b)).',
    period: `${periodText(RETENTION.enquiries)} after the last activity`,
  },
  {
    form: 'application',
    activity: 'Job applications',
    purpose: 'Assessing an application for a role and contacting the applicant about it.',
    people: 'Job applicants',
    basis:
      'Consent given by applying (DPDP Act s.6); steps before a contract (GDPR Art. 6(1)(b)); keeping for future roles only with the separate, optional consent (Art. 6(1)(a)).',
    period: `${periodText(RETENTION.applications)} after the last activity; ${periodText(RETENTION.futureRoles)} with the consent to future roles`,
  },
  {
    form: 'comment',
    activity: 'Blog comments',
    purpose: 'Moderating and publishing a comment; the e-mail address only to contact the author about it.',
    people: 'Readers who comment',
    basis: 'Consent given by sending the comment (DPDP Act s.6; GDPR Art. 6(1)(a)).',
    period: `Published comments until the author asks; declined ones ${periodText(RETENTION.rejectedComments)} after the decision`,
  },
] as const satisfies readonly {
  form: NoticeForm
  activity: string
  purpose: string
  people: string
  basis: string
  period: string
}[]
