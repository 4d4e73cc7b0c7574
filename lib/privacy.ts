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
