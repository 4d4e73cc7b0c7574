/** Field names and messages of the form, free of zod so the form can import them cheaply. */
export const COMMENT_FIELDS = ['blog_id', 'comment', 'email', 'website'] as const

export const COMMENT_MESSAGES = {
  success: 'Thanks! Your comment will appear here once it has been approved.',
  failure: 'Failed to post your comment. Please try again.',
} as const
