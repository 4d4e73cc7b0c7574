import { SIMPLE_KINDS, type SimpleKind } from '@/lib/content-schemas'

/**
 * The kinds the shared editor edits today. The company's facts wait: the site reads them in places
 * that are not yet made again on a change (the e-mails, the feeds, every page's metadata), and an
 * edit that shows in some places and not others would mislead.
 */
export const EDITED_KINDS = SIMPLE_KINDS.filter(
  (kind): kind is Exclude<SimpleKind, 'facts'> => kind !== 'facts',
) as [Exclude<SimpleKind, 'facts'>, ...Exclude<SimpleKind, 'facts'>[]]
export type EditedKind = (typeof EDITED_KINDS)[number]

/** A kind's address in the desk: /admin-dashboard/content/projects/<id>. */
export const KIND_PATHS: Record<EditedKind, string> = {
  project: 'projects',
  testimonial: 'testimonials',
  faq: 'faqs',
  service: 'services',
  card: 'cards',
  figures: 'figures',
}

export const kindOfPath = (path: string) =>
  (Object.entries(KIND_PATHS) as [EditedKind, string][]).find(([, p]) => p === path)?.[0]
