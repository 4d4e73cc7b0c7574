import { ANALYTICS_RANGES } from '@/lib/constants'

/**
 * The words the data layer, the server and the pages share: what a stored value may be. Plain
 * constants and types, safe to import anywhere (the browser included).
 */

/** Each lead's statuses; the first is what a new row gets. */
/** Every record type's statuses end with 'spam' (server/spam/): kept apart, never lost. */
export const SPAM_STATUS = 'spam'

/**
 * The lists' filter of leads kept but marked "Might be spam" (not a status: each keeps its own),
 * as the address says it (`?status=might-be-spam`), and as the desk names it.
 */
export const UNSURE_FILTER = 'might-be-spam'
export const UNSURE_LABEL = 'Might be spam'
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived', SPAM_STATUS] as const
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected', SPAM_STATUS] as const
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', SPAM_STATUS] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export type CommentStatus = (typeof COMMENT_STATUSES)[number]

/** The three kinds of record the desk triages, as its URLs and `record_type` columns name them. */
export const RECORD_TYPES = ['applications', 'comments', 'messages'] as const
export type RecordType = (typeof RECORD_TYPES)[number]
export const isRecordType = (v: string): v is RecordType => (RECORD_TYPES as readonly string[]).includes(v)
/** The records that are leads: unread until opened, answered by e-mail (comments are moderated). */
export const LEAD_TYPES = ['applications', 'messages'] as const satisfies readonly RecordType[]
export type LeadType = (typeof LEAD_TYPES)[number]
export const isLeadType = (type: RecordType): type is LeadType => type !== 'comments'
export const EVENT_KINDS = ['opened', 'status', 'note', 'email', 'resume', 'privacy', 'booking'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
/** 'privacy': a request's confirmation link or its outcome, to the person who asked. */
export const MAIL_KINDS = ['notification', 'reply', 'acknowledgement', 'privacy', 'digest'] as const
export type MailKind = (typeof MAIL_KINDS)[number]
export const TEMPLATE_PURPOSES = ['reply', 'ack-enquiry', 'ack-application'] as const
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number]

/** What a person may ask about their personal data at /privacy/request. */
export const PRIVACY_REQUEST_KINDS = ['copy', 'correction', 'erasure', 'withdrawal', 'complaint'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]
/** unconfirmed: its link not yet followed; open: in the desk, due; done: answered. */
export const PRIVACY_REQUEST_STATUSES = ['unconfirmed', 'open', 'done'] as const
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number]

/**
 * What counts as a conversion: the first three recorded by the server when the lead is stored,
 * the bookings reported by the browser (the provider tells only the page).
 */
export const CONVERSION_KINDS = [
  'enquiry',
  'application',
  'comment',
  'booking_opened',
  'booking_scheduled',
] as const
export type ConversionKind = (typeof CONVERSION_KINDS)[number]
export const BROWSER_EVENTS = ['booking_opened', 'booking_scheduled'] as const satisfies ConversionKind[]
export type BrowserEvent = (typeof BROWSER_EVENTS)[number]

/** A page view's device class, by screen width (see deviceClass in modules/analytics/classify.ts). */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** Days the analytics report covers. */
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]

/**
 * What the audit trail records (server/audit.ts): each thing an administrator, or someone trying
 * to become one, did that a reviewer or a data-protection request may ask about.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'second_step_failed',
  'sign_out',
  'session_revoked',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'backup_codes_regenerated',
  'passkey_added',
  'passkey_removed',
  'sudo_opened',
  'resume_opened',
  'csv_exported',
  'bulk_action',
  'lead_deleted',
  'template_changed',
  'setting_changed',
  'personal_data_exported',
  'personal_data_erased',
  'retention_purge',
  'privacy_request_confirmed',
  'privacy_request_answered',
  'personal_data_corrected',
  'consent_withdrawn',
  'legal_hold_changed',
  'sender_blocked',
  'sender_unblocked',
  'integration_added',
  'integration_changed',
  'integration_removed',
  'webhook_secret_rotated',
  'webhook_resent',
  'content_changed',
  'media_changed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The events a webhook endpoint can receive (server/webhooks). */
export const WEBHOOK_EVENTS = [
  'enquiry.created',
  'application.created',
  'comment.created',
  'lead.status_changed',
  'booking.scheduled',
  'booking.canceled',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/**
 * The auth library's code for a request from an origin other than SITE_URL's: the server logs what
 * to change (server/auth/handler.ts) and the sign-in form says the address is not the site's.
 */
export const WRONG_ADDRESS_CODE = 'INVALID_ORIGIN'
