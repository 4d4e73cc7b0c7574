import { z } from 'zod'
import { LIMITS } from '@/lib/form-fields'
import { email, optionalUrl, paragraph } from '@/lib/validation'

export const commentSchema = z.object({
  blog_id: z.string({ error: 'Unknown article.' }).regex(/^[a-z0-9-]{1,80}$/, 'Unknown article.'),
  comment: paragraph('Comment', LIMITS.comment, 2),
  email: email('Email'),
  website: optionalUrl('Website'),
})
export type CommentInput = z.infer<typeof commentSchema>

/** What the public sees of an approved comment: never the e-mail. */
export type PublicComment = { id: string; comment: string; website: string | null; created_at: string }
