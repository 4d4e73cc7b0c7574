import type { Insertable, Selectable } from 'kysely'
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
import type { SpamLikenessTable, SpamSendersTable, UsedChallengesTable } from './schema-spam'

import type {
  ContactMessagesTable,
  JobApplicationsTable,
  BlogCommentsTable,
  PostLikesTable,
  MailOutboxTable,
  LeadEventsTable,
  ReplyTemplatesTable,
  DeskSettingsTable,
} from './schema-leads'
export type * from './schema-leads'
import type { RateLimitsTable, SignInAttemptsTable, SudoGrantsTable, UsedTotpCodesTable } from './schema-auth'
import type {
  AuditEventsTable,
  ErasuresTable,
  PrivacyNoticesTable,
  PrivacyRequestsTable,
} from './schema-privacy'
export type * from './schema-privacy'
import type {
  ContentEntriesTable,
  ContentPagesTable,
  ContentPageFailuresTable,
  ContentRedirectsTable,
  ContentRevisionsTable,
} from './schema-content'
export type * from './schema-content'
import type { MediaTable, MediaVariantsTable } from './schema-media'
export type * from './schema-media'
import type { RecordType } from '@/lib/vocabulary'

/** A job held by one process at a time until `until`: migration 0009, server/privacy/retention.ts. */
export interface JobLeasesTable {
  name: string
  holder: string
  until: string
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
  spam_likeness: SpamLikenessTable
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
  content_entries: ContentEntriesTable
  content_revisions: ContentRevisionsTable
  content_redirects: ContentRedirectsTable
  content_pages: ContentPagesTable
  content_page_failures: ContentPageFailuresTable
  media: MediaTable
  media_variants: MediaVariantsTable
}

export type ContactMessage = Selectable<ContactMessagesTable>
export type NewContactMessage = Insertable<ContactMessagesTable>
export type JobApplication = Selectable<JobApplicationsTable>
export type NewJobApplication = Insertable<JobApplicationsTable>
export type BlogComment = Selectable<BlogCommentsTable>
export type NewBlogComment = Insertable<BlogCommentsTable>
export type NewMail = Insertable<MailOutboxTable>
export type ReplyTemplate = Selectable<ReplyTemplatesTable>

/** The table each record type of the desk is kept in: the one map, for every query that names one. */
export const RECORD_TABLES = {
  messages: 'contact_messages',
  applications: 'job_applications',
  comments: 'blog_comments',
} as const satisfies Record<RecordType, keyof Database>
