import type { z } from 'zod'
import {
  companySchema,
  faqSchema,
  figuresSchema,
  offeringSchema,
  projectSchema,
  serviceCardSchema,
  testimonialSchema,
} from '@/content/schema'
import type { ContentKind } from '@/lib/content-kinds'

/** The kinds one shared editor edits, each by its schema (the articles and roles have their own). */
export const SIMPLE_KINDS = ['project', 'testimonial', 'faq', 'service', 'card', 'facts', 'figures'] as const
export type SimpleKind = (typeof SIMPLE_KINDS)[number] & ContentKind

/**
 * What a live entry of each simple kind must be: the site's own schema, strict (a field the site
 * does not draw is a mistake). The desk's shared editor publishes by it and an import checks by it.
 */
export const SIMPLE_KIND_SCHEMAS: Record<SimpleKind, z.ZodType> = {
  project: projectSchema.strict(),
  testimonial: testimonialSchema.strict(),
  faq: faqSchema.strict(),
  service: offeringSchema.strict(),
  card: serviceCardSchema.strict(),
  facts: companySchema.strict(),
  figures: figuresSchema.strict(),
}

export const isSimpleKind = (kind: string): kind is SimpleKind =>
  (SIMPLE_KINDS as readonly string[]).includes(kind)
