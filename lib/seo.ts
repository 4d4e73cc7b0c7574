import type { Metadata } from 'next'
import type { Company, Faq, Job, PostFrontMatter } from '@/content/schema'
import { loadSettings } from '@/runtime/settings.mjs'
import { bylineOf } from '@/lib/category-colors'
import { feedAlternates } from '@/lib/feed-links'
import { homeAlt, SHARE_SIZE } from '@/lib/share-cards'
import { articlePicturePath } from '@/lib/share-pictures'

// SITE_URL and the booking addresses as the build was made with them (runtime/settings.mjs).
const env = loadSettings()

export const DEFAULT_OG_IMAGE = '/og.png'

export function absoluteUrl(path: string) {
  return `${env.SITE_URL}${path === '/' ? '' : path}` || env.SITE_URL
}

type PageMeta = {
  title: string
  description: string
  path: string
  keywords?: readonly string[]
  /** The page draws its own share picture (an opengraph-image.tsx beside it): Next names it in the
   * Open Graph tags, and Twitter's from them, with its size and alt text. Otherwise: /og.png. */
  ownImage?: boolean
  article?: {
    publishedTime: string
    modifiedTime?: string
    author: string
    section: string
    tags: readonly string[]
  }
}

/**
 * One source for title, description, keywords, canonical, Open Graph, Twitter and robots, with the
 * company's facts as published (server/content/collections.ts `companyFacts()`).
 */
export function pageMetadata(
  { title, description, path, keywords = [], ownImage = false, article }: PageMeta,
  company: Company,
): Metadata {
  const url = absoluteUrl(path)
  const images = ownImage
    ? {}
    : { images: [{ url: DEFAULT_OG_IMAGE, ...SHARE_SIZE, type: 'image/png', alt: homeAlt(company) }] }
  return {
    title,
    description,
    keywords: [...keywords],
    alternates: { canonical: url, types: feedAlternates(company.name) },
    robots: { index: true, follow: true },
    authors: [{ name: article?.author ?? company.name }],
    openGraph: article
      ? {
          type: 'article',
          url,
          title,
          description,
          siteName: company.name,
          locale: 'en_IN',
          ...images,
          publishedTime: article.publishedTime,
          modifiedTime: article.modifiedTime ?? article.publishedTime,
          authors: [article.author],
          section: article.section,
          tags: [...article.tags],
        }
      : { type: 'website', url, title, description, siteName: company.name, locale: 'en_IN', ...images },
    twitter: { card: 'summary_large_image', title, description, ...images },
  }
}

/** An article's page: its title, summary and tags, with Open Graph's article fields from its byline. */
export function articleMetadata(
  post: Pick<PostFrontMatter, 'slug' | 'title' | 'summary' | 'date' | 'category' | 'tags' | 'author'>,
  company: Company,
) {
  const article = { publishedTime: post.date, author: post.author, section: post.category, tags: post.tags }
  const path = `/blog/${post.slug}`
  return pageMetadata(
    { title: post.title, description: post.summary, path, keywords: post.tags, ownImage: true, article },
    company,
  )
}

/* Structured data (schema.org), one builder per kind, rendered with <JsonLd data={…} />. */

/** The company: once, in the public pages' layout (app/(site)/layout.tsx). */
export function organizationJsonLd(company: Company) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    slogan: company.slogan,
    url: env.SITE_URL,
    logo: `${env.SITE_URL}/icon.svg`,
    foundingDate: String(company.foundedYear),
    email: company.emails[0],
    telephone: company.phones.map((p) => p.number),
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.address.city,
      addressCountry: company.country,
    },
    sameAs: company.socials.map((s) => s.link),
  }
}

export function webPageJsonLd(
  { title, description, path }: Pick<PageMeta, 'title' | 'description' | 'path'>,
  company: Company,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url: absoluteUrl(path),
    isPartOf: { '@type': 'WebSite', name: company.name, url: env.SITE_URL },
    publisher: { '@type': 'Organization', name: company.name, url: env.SITE_URL },
  }
}

/** The company as the publisher or the employer named inside other structured data. */
const companyRef = (company: Company) => ({
  '@type': 'Organization',
  name: company.name,
  url: env.SITE_URL,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
})

/** An article's author as a schema.org Person: the byline's name, and the role when it gives one. */
function personOf(byline: string, company: Company) {
  const { name, role } = bylineOf(byline)
  return {
    '@type': 'Person',
    name,
    ...(role ? { jobTitle: role } : {}),
    worksFor: { '@type': 'Organization', name: company.name },
  }
}

/** An article of the blog: a BlogPosting by its author, published by the company. */
export function articleJsonLd(
  post: Pick<PostFrontMatter, 'slug' | 'title' | 'summary' | 'date' | 'category' | 'tags' | 'author'>,
  company: Company,
) {
  const url = absoluteUrl(`/blog/${post.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    inLanguage: 'en-IN',
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    author: personOf(post.author, company),
    publisher: companyRef(company),
    image: { '@type': 'ImageObject', url: absoluteUrl(articlePicturePath(post.slug)), ...SHARE_SIZE },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}

/** Where a page sits: each step a name and a path of the site, the last the page itself. */
export function breadcrumbJsonLd(steps: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  }
}

/** The employment types search engines know, for ours. */
const EMPLOYMENT_TYPE: Record<Job['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
}

/** Whether a role's location is remote work: any location that says "remote". */
const isRemote = (job: Job) => /remote/i.test(job.location)

/**
 * An open role as search engines list jobs: remote (TELECOMMUTE) for applicants in India, or at
 * the city it names, posted and open until the dates the role carries. Its description is the one the page shows (the duties
 * are on the page, not repeated here: the page carries its structured data twice, in the HTML and
 * in React's payload).
 */
export function jobPostingJsonLd(job: Job, company: Company) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    validThrough: `${job.closes}T23:59:59+05:30`,
    employmentType: EMPLOYMENT_TYPE[job.type],
    hiringOrganization: companyRef(company),
    ...(isRemote(job)
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: company.country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
          },
        }),
  }
}

/** The services we offer, as a numbered list of Service items provided by the company. */
export function serviceListJsonLd(
  services: readonly { name: string; description: string }[],
  path: string,
  company: Company,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${company.name} services`,
    itemListElement: services.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Service',
        name: s.name,
        description: s.description,
        provider: { '@type': 'Organization', name: company.name },
        areaServed: 'Worldwide',
        url: absoluteUrl(path),
      },
    })),
  }
}

/** Questions and answers, as search engines read an FAQ. */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}
