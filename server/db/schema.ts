import type { Generated, Insertable, Selectable } from 'kysely'

import type { ApplicationStatus, CommentStatus, ContactStatus } from './statuses'

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
}

export interface BlogCommentsTable {
  id: string
  blog_id: string
  email: string
  comment: string
  website: string | null
  status: CommentStatus
  created_at: string
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
}

export interface Database {
  contact_messages: ContactMessagesTable
  job_applications: JobApplicationsTable
  blog_comments: BlogCommentsTable
  post_likes: PostLikesTable
  mail_outbox: MailOutboxTable
}

export type ContactMessage = Selectable<ContactMessagesTable>
export type NewContactMessage = Insertable<ContactMessagesTable>
export type JobApplication = Selectable<JobApplicationsTable>
export type NewJobApplication = Insertable<JobApplicationsTable>
export type BlogComment = Selectable<BlogCommentsTable>
export type NewBlogComment = Insertable<BlogCommentsTable>
export type NewMail = Insertable<MailOutboxTable>
