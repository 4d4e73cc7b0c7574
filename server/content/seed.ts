import 'server-only'
import { company } from '@/content/company'
import { faqs } from '@/content/faq'
import { figures } from '@/content/figures'
import { readSeedArticles, type SeedArticle } from '@/content/index'
import { jobs } from '@/content/jobs'
import { offerings } from '@/content/offerings'
import { projects } from '@/content/projects'
import { serviceCards } from '@/content/service-cards'
import type { Post } from '@/content/schema'
import { testimonials } from '@/content/testimonials'
import type { ContentKind } from '@/lib/content-kinds'
import { slugify } from '@/lib/slugify'

/**
 * The site's first content: the files of the repository (content/blog/*.md and the collections in
 * content/*.ts), as the entries a fresh install starts with, every one published. Migration 0016
 * stores them once; after that the database is the content, and a new release's files never
 * overwrite an edit. The build renders from the same entries (server/content/index.ts), so a
 * fresh install serves exactly what the build made.
 */
export type SeedEntry = {
  kind: ContentKind
  slug: string
  position: number
  data: object
  publishedAt: string
}

/** The seeded lists' first publication: when the site went live with them. */
const SITE_LAUNCH = '2025-01-01T00:00:00.000Z'

const listed = <T extends object>(kind: ContentKind, items: readonly T[], slugOf: (item: T) => string) =>
  items.map((data, position) => ({ kind, slug: slugOf(data), position, data, publishedAt: SITE_LAUNCH }))

/** An article as it is stored: its file's fields but the file's name and number. */
function articleOf(seed: SeedArticle): Post {
  const article: Partial<SeedArticle> = { ...seed }
  delete article.id
  delete article.file
  return article as Post
}

/** The company's facts as the first content has them (what the desk's frame shows while the database is away). */
export const seedFacts = company

export function seedEntries(): SeedEntry[] {
  return [
    ...readSeedArticles().map((article) => ({
      kind: 'article' as const,
      slug: article.slug,
      position: article.id,
      data: articleOf(article),
      publishedAt: `${article.date}T04:30:00.000Z`,
    })),
    ...listed('role', jobs, (j) => j.id),
    ...listed('project', projects, (p) => slugify(p.title)),
    ...listed('testimonial', testimonials, (t) => slugify(`${t.name} ${t.company}`)),
    ...listed('faq', faqs, (f) => slugify(f.question)),
    ...listed('service', offerings, (o) => o.slug),
    ...listed('card', serviceCards, (c) => slugify(c.name)),
    { kind: 'facts', slug: 'company', position: 0, data: company, publishedAt: SITE_LAUNCH },
    { kind: 'figures', slug: 'figures', position: 0, data: figures, publishedAt: SITE_LAUNCH },
  ]
}
