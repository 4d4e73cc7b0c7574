/** Field names and messages of the form, free of zod so the form can import them cheaply. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'website', 'message'] as const

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const
