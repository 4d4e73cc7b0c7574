// The leads, their timelines, the outbox and the desk's templates and settings.
import type { Generated } from 'kysely'
import type { SpamLesson } from './schema-spam'
import type {
  ApplicationStatus,
  CommentStatus,
  ContactStatus,
  EventKind,
  MailKind,
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
  /** 1 while marked "Might be spam" (kept, but a sign of spam was found); migration 0021. */
  spam_unsure: Generated<number>
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
  /** 1 while marked "Might be spam" (kept, but a sign of spam was found); migration 0021. */
  spam_unsure: Generated<number>
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
  /** 1 while marked "Might be spam" (kept, but a sign of spam was found); migration 0021. */
  spam_unsure: Generated<number>
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
