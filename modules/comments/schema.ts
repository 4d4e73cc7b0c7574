import { z } from 'zod'
import { email, optionalUrl, paragraph } from '@/lib/validation'

export const commentSchema = z.object({
  blog_id: z.string({ error: 'Unknown article.' }).regex(/^[a-z0-9-]{1,80}$/, 'Unknown article.'),
  comment: paragraph('Comment', 2000, 2),
  email: email('Email'),
  website: optionalUrl('Website'),
})
export type CommentInput = z.infer<typeof commentSchema>
export const COMMENT_FIELDS = ['blog_id', 'comment', 'email', 'website'] as const

export const COMMENT_MESSAGES = {
  success: 'Thanks! Your comment will appear here once it has been approved.',
  failure: 'Failed to post your comment. Please try again.',
} as const

/** What the public sees of an approved comment: never the e-mail. */
export type PublicComment = { id: string; comment: string; website: string | null; created_at: string }
