// The audit trail and personal data: erasures, the privacy notices shown, data requests.
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@/lib/vocabulary'

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
