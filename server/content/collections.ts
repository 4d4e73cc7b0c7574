import 'server-only'
import { cache } from 'react'
import type { Company, Faq, Figures, Offering, Project, ServiceCard, Testimonial } from '@/content/schema'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { publishedOf } from './index'
import { seedFacts } from './seed'

// The public side's reads of the content that is not an article or a role: the projects, the
// testimonials, the FAQ, the services with their packages, the service cards, the company's facts
// and the marketing figures, each the published copy, in the desk's order. The pages, their
// metadata and the share pictures read these; none reads content/*.ts, which is only the first
// content (server/content/seed.ts).

const listOf =
  <T>(kind: 'project' | 'testimonial' | 'faq' | 'service' | 'card') =>
  async (): Promise<T[]> =>
    (await publishedOf(kind)).map((entry) => entry.data as T)

export const listProjects = listOf<Project>('project')
export const listTestimonials = listOf<Testimonial>('testimonial')
export const listFaqs = listOf<Faq>('faq')
export const listServices = listOf<Offering>('service')
export const listServiceCards = listOf<ServiceCard>('card')

/** The one published entry of a single kind; the site cannot be drawn without it. */
async function single<T>(kind: 'facts' | 'figures'): Promise<T> {
  const [entry] = await publishedOf(kind)
  if (!entry) throw new Error(`The content store has no published ${kind} entry.`)
  return entry.data as T
}

/**
 * The company's facts: name, slogan, address, e-mails, phones, socials. Everything a visitor, a
 * lead or the administrator reads them in asks here when it is drawn or sent (the pages, their
 * metadata and share pictures, the feeds, the e-mails, the form result pages, the desk's frame),
 * so a published change shows everywhere (server/content/pages.ts makes every page again).
 */
export const companyFacts = cache(() => single<Company>('facts'))

/**
 * The company's facts for what must be drawn while the database is away (the desk's frame and
 * sign-in, the root layout's title, the page that says the desk is unavailable): the published
 * ones, or else the first content's.
 */
export async function companyFactsOrSeed(): Promise<Company> {
  try {
    return await companyFacts()
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    return seedFacts
  }
}

/** The marketing figures the pages quote, by where they stand. */
export const siteFigures = cache(() => single<Figures>('figures'))
