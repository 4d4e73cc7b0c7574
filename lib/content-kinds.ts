// The content store's vocabulary, shared by the server (server/content/) and the desk.

/** Every kind of content the desk edits; each is stored as JSON of its schema (content/schema.ts). */
export const CONTENT_KINDS = [
  'article',
  'role',
  'project',
  'testimonial',
  'faq',
  'service',
  'card',
  'facts',
  'figures',
] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/**
 * Where an entry stands: a `draft` was never published; `scheduled` goes live at its publish time;
 * `published` is live; `unpublished` was live and was taken down (for a role: closed).
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const
export type ContentState = (typeof CONTENT_STATES)[number]

/** The kinds that are one entry, not a list: the company's facts and the marketing figures. */
export const SINGLE_KINDS: readonly ContentKind[] = ['facts', 'figures']
