/** Statuses as the spec lists them; the first is what a new row gets. Safe to import anywhere. */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected'] as const
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export type CommentStatus = (typeof COMMENT_STATUSES)[number]

/** The three record types of the desk, as its URLs name them. */
export const RECORD_TYPES = ['applications', 'comments', 'messages'] as const
export type RecordType = (typeof RECORD_TYPES)[number]
export const EVENT_KINDS = ['opened', 'status', 'note', 'email', 'resume'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const MAIL_KINDS = ['notification', 'reply', 'acknowledgement'] as const
export type MailKind = (typeof MAIL_KINDS)[number]
export const TEMPLATE_PURPOSES = ['reply', 'ack-enquiry', 'ack-application'] as const
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number]
