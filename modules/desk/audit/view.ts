import { deskPagePath } from '@/lib/constants'
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/vocabulary'

/** What each event means, as the Audit page and its CSV say it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  second_step_failed: 'Second step refused',
  sign_out: 'Signed out',
  session_revoked: 'Session signed out',
  password_changed: 'Password changed',
  two_factor_enabled: 'Two-step sign-in turned on',
  two_factor_disabled: 'Two-step sign-in turned off',
  two_factor_reset: 'Two-step sign-in reset on the server',
  backup_codes_regenerated: 'Backup codes replaced',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  sudo_opened: 'Identity confirmed',
  resume_opened: 'Resume opened',
  csv_exported: 'CSV exported',
  bulk_action: 'Bulk action',
  lead_deleted: 'Record deleted',
  template_changed: 'Template changed',
  content_changed: 'Content changed',
  media_changed: 'Media changed',
  setting_changed: 'Setting changed',
  personal_data_exported: 'Personal data exported',
  personal_data_erased: 'Personal data erased',
  retention_purge: 'Kept past its period: deleted',
  privacy_request_confirmed: 'Data request confirmed',
  privacy_request_answered: 'Data request answered',
  personal_data_corrected: 'Personal data corrected',
  consent_withdrawn: 'Consent withdrawn',
  legal_hold_changed: 'Legal hold set or lifted',
  sender_blocked: 'Sender blocked',
  sender_unblocked: 'Sender unblocked',
  integration_added: 'Integration added',
  integration_changed: 'Integration changed',
  integration_removed: 'Integration removed',
  webhook_secret_rotated: 'Webhook secret rotated',
  webhook_resent: 'Webhook delivery resent',
}

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value)

/** The Audit page's filter, as its URL carries it (`action`, `actor`, `from`, `to`). */
export type AuditFilter = {
  action?: AuditAction
  /** The administrator's e-mail address. */
  actor?: string
  /** First and last day shown, `YYYY-MM-DD` in New Delhi time (the desk's days). */
  from?: string
  to?: string
}

/** Where a page starts: an event, and whether the page lists the events older or newer than it. */
export type AuditCursor = { at: string; id: string; direction: 'older' | 'newer' }

export type AuditView = { filter: AuditFilter; cursor: AuditCursor | null }

type Params = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** `2026-11-25T04:00:00.000Z~<id>`: an event's time and id, as the older/newer links carry them. */
const cursorText = (at: string, id: string) => `${at}~${id}`
function parseCursor(text: string, direction: AuditCursor['direction']): AuditCursor | null {
  const [at = '', id = ''] = text.split('~')
  return INSTANT.test(at) && id && id.length <= 64 ? { at, id, direction } : null
}

/**
 * The audit view a URL asks for. A value that is not one (an unknown action, a day that is not a
 * date, a damaged cursor) is left out rather than refused: an old or hand-edited link still shows
 * the trail.
 */
export function parseAuditView(params: Params): AuditView {
  const action = first(params.action)
  const actor = first(params.actor).toLowerCase()
  const from = first(params.from)
  const to = first(params.to)
  const filter: AuditFilter = {}
  if (isAuditAction(action)) filter.action = action
  if (actor && actor.length <= 254) filter.actor = actor
  if (isDay(from)) filter.from = from
  if (isDay(to)) filter.to = to
  const cursor =
    (first(params.older) && parseCursor(first(params.older), 'older')) ||
    (first(params.newer) && parseCursor(first(params.newer), 'newer')) ||
    null
  return { filter, cursor }
}

/** The filter as query parameters, empty ones left out (the page's links and its CSV share it). */
export function auditQuery(filter: AuditFilter) {
  const query = new URLSearchParams()
  for (const key of ['action', 'actor', 'from', 'to'] as const) {
    const value = filter[key]
    if (value) query.set(key, value)
  }
  return query
}

/** The Audit page for a filter, from its newest event or from a cursor. */
export function auditHref(filter: AuditFilter, cursor?: AuditCursor | null) {
  const query = new URLSearchParams()
  for (const [key, value] of auditQuery(filter)) query.set(key, value)
  if (cursor) query.set(cursor.direction, cursorText(cursor.at, cursor.id))
  const search = query.toString()
  return `${deskPagePath('audit')}${search ? `?${search}` : ''}`
}
