import { SIMPLE_KINDS, type SimpleKind } from '@/lib/content-schemas'

/** The kinds the shared editor edits: every simple kind, the company's facts included. */
export const EDITED_KINDS = SIMPLE_KINDS
export type EditedKind = SimpleKind

/** A kind's address in the desk: /admin-dashboard/content/projects/<id>. */
export const KIND_PATHS: Record<EditedKind, string> = {
  project: 'projects',
  testimonial: 'testimonials',
  faq: 'faqs',
  service: 'services',
  card: 'cards',
  facts: 'facts',
  figures: 'figures',
}

export const kindOfPath = (path: string) =>
  (Object.entries(KIND_PATHS) as [EditedKind, string][]).find(([, p]) => p === path)?.[0]
