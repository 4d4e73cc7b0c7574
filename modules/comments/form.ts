import { defineForm, LIMITS, type FormValues } from '@/lib/forms/definition'

/** An article's comment form: stored as 'pending' until the administrator approves it. */
export const commentForm = defineForm({
  action: '/api/comments',
  fields: {
    blog_id: {
      kind: 'token',
      label: 'Article',
      required: true,
      pattern: /^[a-z0-9-]{1,80}$/,
      invalid: 'Unknown article.',
    },
    comment: {
      kind: 'paragraph',
      label: 'Comment',
      required: true,
      min: 2,
      max: LIMITS.comment,
      rows: 4,
      placeholder: 'Share your thoughts about this post...',
    },
    email: {
      kind: 'email',
      label: 'Email',
      required: true,
      placeholder: 'you@company.com',
      hint: 'Never shown; only used if we need to reply.',
    },
    website: { kind: 'url', label: 'Website', placeholder: 'https://yourwebsite.com' },
  },
  messages: {
    success: 'Thanks! Your comment will appear here once it has been approved.',
    failure: 'Failed to post your comment. Please try again.',
  },
  page: { success: 'Comment received', failure: 'Comment not posted', backHref: '/blog' },
})

export type CommentInput = FormValues<typeof commentForm>

/** What the public sees of an approved comment: never the e-mail. */
export type PublicComment = { id: string; comment: string; website: string | null; created_at: string }
