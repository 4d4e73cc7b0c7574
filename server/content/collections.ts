import 'server-only'
import { cache } from 'react'
import type { Company, Faq, Figures, Offering, Project, ServiceCard, Testimonial } from '@/content/schema'
import { publishedOf } from './index'

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

/** The company's facts: name, slogan, address, e-mails, phones, socials. */
export const companyFacts = cache(() => single<Company>('facts'))

/** The marketing figures the pages quote, by where they stand. */
export const siteFigures = cache(() => single<Figures>('figures'))
