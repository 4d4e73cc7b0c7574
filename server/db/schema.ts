import type { Generated, Insertable, Selectable } from 'kysely'
import type {
  AnalyticsSaltsTable,
  AnalyticsVisitorsTable,
  PageViewsTable,
  AnalyticsConversionsTable,
  AnalyticsDaysTable,
  AnalyticsDailyTable,
} from './schema-analytics'

export type { AnalyticsSource } from './schema-analytics'
import type {
  BookingsTable,
  CalendlySeenTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './schema-webhooks'
export type { BookingsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from './schema-webhooks'
import type { SpamLesson, SpamSendersTable, UsedChallengesTable } from './schema-spam'

import type {
  ApplicationStatus,
  CommentStatus,
  ContactStatus,
  EventKind,
  MailKind,
  PrivacyRequestKind,
  PrivacyRequestStatus,
  RecordType,
  TemplatePurpose,
} from '@/lib/vocabulary'

export interface ContactMessagesTable {
  id: string
  name: string
  email: string
  phone: string | null
  company: string | null
  website: string | null
  message: string
  status: ContactStatus
  created_at: string
  /** When an administrator first opened it in the desk; null while unread. */
  opened_at: string | null
  /** The first reply (from the desk, or marked replied); null while the lead waits. */
  first_reply_at: string | null
  first_reply_seconds: number | null
  /** The page of our site the form was sent from. */
  source_path: string | null
  /** The privacy notice shown at the form (privacy_notices.version); null before they were kept. */
  notice_version: string | null
  /** Why the record must be kept despite erasure or retention; null when nothing holds it. */
  legal_hold: string | null
  /** The spam score it was given when it arrived (server/spam/), and its reasons as JSON. */
  spam_score: number | null
  spam_reasons: string | null
  /** What the administrator's verdict taught the spam filter (server/spam/lessons.ts), if any. */
  spam_lesson: SpamLesson | null
  /** The message as the duplicate rule compares it, hashed (server/spam/screen.ts). */
  message_hash: string | null
  /** 'booking': a lead that arrived as a call booked through the scheduling provider alone. */
  kind: Generated<'enquiry' | 'booking'>
}

export interface JobApplicationsTable {
  id: string
  job_title: string
  full_name: string
  email: string
  phone: string
  portfolio: string | null
  cover_letter: string
  /** Storage path, always `resumes/<random>.pdf`. */
  resume_url: string
  status: ApplicationStatus
  created_at: string
  /** When an administrator first opened it in the desk; null while unread. */
  opened_at: string | null
  /** The first reply (from the desk, or marked replied); null while the lead waits. */
  first_reply_at: string | null
  first_reply_seconds: number | null
  /** The page of our site the form was sent from. */
  source_path: string | null
  notice_version: string | null
  /** When the applicant agreed to be kept for future roles (the form's optional box); null if not. */
  future_roles_at: string | null
  legal_hold: string | null
  /** The spam score it was given when it arrived (server/spam/), and its reasons as JSON. */
  spam_score: number | null
  spam_reasons: string | null
  /** What the administrator's verdict taught the spam filter (server/spam/lessons.ts), if any. */
  spam_lesson: SpamLesson | null
}

export interface BlogCommentsTable {
  id: string
  blog_id: string
  email: string
  comment: string
  website: string | null
  status: CommentStatus
  created_at: string
  notice_version: string | null
  legal_hold: string | null
  /** The spam score it was given when it arrived (server/spam/), and its reasons as JSON. */
  spam_score: number | null
  spam_reasons: string | null
  /** What the administrator's verdict taught the spam filter (server/spam/lessons.ts), if any. */
  spam_lesson: SpamLesson | null
  message_hash: string | null
}

export interface PostLikesTable {
  blog_id: string
  visitor_id: string
  created_at: string
}

export interface MailOutboxTable {
  id: string
  to_address: string
  subject: string
  body: string
  attempts: Generated<number>
  next_attempt_at: string
  sent_at: string | null
  last_error: string | null
  created_at: string
  kind: Generated<MailKind>
  reply_to: string | null
  /** The record a reply or acknowledgement belongs to ('requests': a privacy request's mail). */
  record_type: RecordType | 'requests' | null
  record_id: string | null
  /** Set when the administrator gave up on a mail that kept failing. */
  discarded_at: string | null
}

/** What the desk did or saw on a record: its timeline, private notes included. */
export interface LeadEventsTable {
  id: string
  record_type: RecordType
  record_id: string
  kind: EventKind
  /** Note text, "old → new" status, e-mail subject. */
  detail: string | null
  mail_id: string | null
  /** The administrator's e-mail; null for what the system did. */
  actor: string | null
  created_at: string
}

export interface ReplyTemplatesTable {
  id: string
  purpose: TemplatePurpose
  name: string
  subject: string
  body: string
  position: Generated<number>
  updated_at: string
}

export interface DeskSettingsTable {
  key: string
  value: string
}

export interface RateLimitsTable {
  key: string
  hits: number
  reset_at: string
}

export interface SignInAttemptsTable {
  account: string
  attempts: number
  last_attempt_at: string
  next_attempt_at: string
}

/** The audit trail, append-only (migration 0007; server/audit.ts). */
export interface AuditEventsTable {
  id: string
  created_at: string
  actor: string | null
  action: string
  target: string | null
  detail: string | null
  request_id: string | null
  client: string | null
}

/** A session's confirmed identity ("sudo mode"): migration 0008, server/sudo.ts. */
export interface SudoGrantsTable {
  session_id: string
  opened_at: string
  expires_at: string
}

/** Authenticator codes already accepted, refused until they expire: server/second-factor.ts. */
export interface UsedTotpCodesTable {
  user_id: string
  code_hash: string
  expires_at: string
}

/** A person's erased data, as a keyed hash of their address and counts: migration 0009. */
export interface ErasuresTable {
  id: string
  subject: string
  /** JSON: how many of each kind of row and file went. */
  counts: string
  erased_at: string
  /** Who asked for it: an administrator's address, or "cli" for the operator's command. */
  actor: string
}

/** A job held by one process at a time until `until`: migration 0009, server/privacy/retention.ts. */
export interface JobLeasesTable {
  name: string
  holder: string
  until: string
}

/** Each version of a form's privacy notice, with its words: migration 0009, server/privacy/notices.ts. */
export interface PrivacyNoticesTable {
  version: string
  form: string
  text: string
  first_shown_at: string
}

/** A request about one's personal data (/privacy/request): migration 0010, server/privacy/requests.ts. */
export interface PrivacyRequestsTable {
  id: string
  kind: PrivacyRequestKind
  /** The address it is about (emptied once an erasure is done; `subject` stays). */
  email: string
  /** The keyed hash of the address, as the erasure record and the audit trail name the person. */
  subject: string
  /** What to correct, or the complaint, in the person's words. */
  details: string | null
  status: PrivacyRequestStatus
  created_at: string
  /** Until when the confirmation link works. */
  expires_at: string
  confirmed_at: string | null
  /** The published answer period after the confirmation. */
  due_at: string | null
  closed_at: string | null
  closed_by: string | null
  /** What was done, as the person was told. */
  outcome: string | null
  /** A copy's archive in storage, and when its link stops working and it is deleted. */
  archive_key: string | null
  archive_expires_at: string | null
}

export interface Database {
  contact_messages: ContactMessagesTable
  job_applications: JobApplicationsTable
  blog_comments: BlogCommentsTable
  post_likes: PostLikesTable
  mail_outbox: MailOutboxTable
  lead_events: LeadEventsTable
  reply_templates: ReplyTemplatesTable
  desk_settings: DeskSettingsTable
  spam_senders: SpamSendersTable
  used_challenges: UsedChallengesTable
  webhook_endpoints: WebhookEndpointsTable
  webhook_deliveries: WebhookDeliveriesTable
  bookings: BookingsTable
  calendly_seen: CalendlySeenTable
  analytics_salts: AnalyticsSaltsTable
  analytics_visitors: AnalyticsVisitorsTable
  page_views: PageViewsTable
  analytics_conversions: AnalyticsConversionsTable
  analytics_days: AnalyticsDaysTable
  analytics_daily: AnalyticsDailyTable
  rate_limits: RateLimitsTable
  sign_in_attempts: SignInAttemptsTable
  audit_events: AuditEventsTable
  sudo_grants: SudoGrantsTable
  used_totp_codes: UsedTotpCodesTable
  erasures: ErasuresTable
  job_leases: JobLeasesTable
  privacy_notices: PrivacyNoticesTable
  privacy_requests: PrivacyRequestsTable
}

export type ContactMessage = Selectable<ContactMessagesTable>
export type NewContactMessage = Insertable<ContactMessagesTable>
export type JobApplication = Selectable<JobApplicationsTable>
export type NewJobApplication = Insertable<JobApplicationsTable>
export type BlogComment = Selectable<BlogCommentsTable>
export type NewBlogComment = Insertable<BlogCommentsTable>
export type NewMail = Insertable<MailOutboxTable>
export type ReplyTemplate = Selectable<ReplyTemplatesTable>
