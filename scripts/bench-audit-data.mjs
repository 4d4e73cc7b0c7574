// The lead desk benchmark's made-up audit trail (see bench-desk.mjs).
import { rng } from './bench-desk-data.mjs'

const DAY = 24 * 3600_000

/**
 * A year of audit trail: `count` events (columns `COLUMNS.audit_events`), oldest first, spread
 * evenly over the year before `nowMs`, by a few administrators and, for refused sign-ins, nobody.
 * The mix is a busy desk's: mostly sign-ins and opened resumes, some exports and bulk actions.
 */
export function makeAuditEvents({ count, admins, nowMs = Date.now(), seed = 20261125 }) {
  const r = rng(seed)
  const actions = [
    ...Array(30).fill('sign_in'),
    ...Array(30).fill('resume_opened'),
    ...Array(10).fill('sign_out'),
    ...Array(8).fill('sign_in_failed'),
    ...Array(8).fill('lead_deleted'),
    ...Array(6).fill('bulk_action'),
    ...Array(4).fill('csv_exported'),
    ...Array(2).fill('template_changed'),
    ...Array(2).fill('sudo_opened'),
  ]
  const start = nowMs - 365 * DAY
  const step = (365 * DAY) / count
  const rows = []
  for (let i = 0; i < count; i++) {
    const action = r.pick(actions)
    const failed = action === 'sign_in_failed'
    const target =
      action === 'resume_opened' || action === 'lead_deleted'
        ? `${action === 'resume_opened' ? 'applications' : 'messages'}:${i.toString(16).padStart(8, '0')}-bench`
        : failed
          ? `account:${r.int(2 ** 31).toString(16)}`
          : null
    const detail =
      action === 'bulk_action'
        ? JSON.stringify({ op: 'status', status: 'archived', count: 1 + r.int(40) })
        : null
    rows.push([
      `audit-${i.toString(36).padStart(6, '0')}`,
      new Date(start + i * step).toISOString(),
      failed ? null : r.pick(admins),
      action,
      target,
      detail,
      r.int(2 ** 31).toString(16),
      r.int(2 ** 31).toString(36),
    ])
  }
  return rows
}
