import { company } from '@/content/company'
import { AUDIT_RETENTION_DAYS } from '@/lib/constants'

/**
 * How long the site keeps each kind of personal data, in one place: the retention purge
 * (server/privacy/retention.ts) deletes by these periods, and what the site tells people about
 * its periods is made from them, so the two cannot disagree.
 */
export type Period = { months: number } | { days: number }

export const RETENTION = {
  /** Enquiries, after their last activity (arrival, opening, reply, note, status change). */
  enquiries: { months: 24 },
  /** Job applications with their resumes, after their last activity (the decision, typically). */
  applications: { months: 12 },
  /** Comments the administrator rejected, after the rejection. */
  rejectedComments: { days: 30 },
  /** The bodies of sent e-mails (the subject, recipient and date stay), after sending. */
  sentMailBodies: { days: 90 },
  /** The audit trail's events (server/audit.ts). */
  auditTrail: { days: AUDIT_RETENTION_DAYS },
} as const satisfies Record<string, Period>

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
export const RESPONSE_DAYS = 30

/** Where people write about their personal data (a copy, a correction, erasure, a complaint). */
export const PRIVACY_EMAIL = company.emails[0]!

/** The forms that collect personal data, each with the notice shown at it. */
export const NOTICE_FORMS = ['contact', 'application', 'comment'] as const
export type NoticeForm = (typeof NOTICE_FORMS)[number]

/**
 * The notice at each form: what its fields are for, how long they are kept (the periods the purge
 * uses), who else holds them, and how to use one's rights or complain. Short, and complete on its
 * own; the privacy policy says the same at length. Each stored lead records the version (a hash
 * of this text, server/privacy/notices.ts) it was given.
 */
export function noticeText(form: NoticeForm) {
  const purpose = {
    contact: `We use your name, e-mail address and phone number to reply to you, and your company, website and message to understand what you need. We keep them for ${periodText(RETENTION.enquiries)} after our last exchange, then delete them.`,
    application: `We use your details, cover letter and resume only to assess this application and to contact you about it. We keep them for ${periodText(RETENTION.applications)} after our last exchange, then delete them, resume included.`,
    comment: `We publish your comment and website once we approve them; your e-mail address is never shown and is used only to contact you about the comment. A comment we decline is deleted after ${periodText(RETENTION.rejectedComments)}.`,
  }[form]
  return `${purpose} Our hosting, e-mail and file-storage providers hold them for us and use them for nothing else. To get a copy, correct them, have them erased or withdraw, write to ${PRIVACY_EMAIL}; you may also complain to India's Data Protection Board or, in the EU, to your data protection authority.`
}
