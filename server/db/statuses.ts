/** Statuses as the spec lists them; the first is what a new row gets. Safe to import anywhere. */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected'] as const
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export type CommentStatus = (typeof COMMENT_STATUSES)[number]
