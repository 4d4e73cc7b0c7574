import { describe, expect, it } from 'vitest'
import { readSeedArticles } from '@/content/index'
import { company } from '@/content/company'
import { jobs } from '@/content/jobs'
import { articleJsonLd, breadcrumbJsonLd, jobPostingJsonLd } from '@/lib/seo'

/**
 * The structured data of articles and open roles against what search engines require of each
 * type (Google's documentation of Article, JobPosting and BreadcrumbList): every required field
 * present and of the right kind, on every article and every role the site has.
 */

type Node = Record<string, unknown>
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z))?$/
const ABSOLUTE = /^https?:\/\/[^/]+/

/** A field's value by its dotted path ("publisher.logo.url"). */
const at = (node: Node, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node)

/** The paths each type must carry, and what each must look like. */
const REQUIRED: Record<string, Record<string, RegExp | 'text'>> = {
  BlogPosting: {
    headline: 'text',
    'image.url': /^https?:\/\/[^/]+\/blog\/[a-z0-9-]+\/opengraph-image/,
    'image.width': /^1200$/,
    'image.height': /^630$/,
    datePublished: DATE,
    dateModified: DATE,
    'author.@type': /^Person$/,
    'author.name': 'text',
    'publisher.@type': /^Organization$/,
    'publisher.name': 'text',
    'publisher.logo.url': ABSOLUTE,
    'mainEntityOfPage.@id': ABSOLUTE,
  },
  JobPosting: {
    title: 'text',
    description: 'text',
    datePosted: DATE,
    validThrough: DATE,
    employmentType: /^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/,
    'hiringOrganization.name': 'text',
    'hiringOrganization.url': ABSOLUTE,
    // Remote roles: jobLocationType, with where applicants may live.
    jobLocationType: /^TELECOMMUTE$/,
    'applicantLocationRequirements.name': 'text',
  },
}

function expectRequired(node: Node) {
  const type = String(node['@type'])
  expect(node['@context']).toBe('https://schema.org')
  for (const [path, rule] of Object.entries(REQUIRED[type]!)) {
    const found = at(node, path)
    const value = typeof found === 'number' ? String(found) : found
    expect(typeof value, `${type} ${path}`).toBe('string')
    if (rule === 'text') expect(String(value).trim(), `${type} ${path}`).not.toBe('')
    else expect(value, `${type} ${path}`).toMatch(rule)
  }
}

describe('structured data', () => {
  it('describes every article as a BlogPosting with everything search engines require', () => {
    for (const post of readSeedArticles()) {
      const node = articleJsonLd(post, company) as Node
      expect(node['@type']).toBe('BlogPosting')
      expectRequired(node)
      expect(at(node, 'author.name')).toBe(post.author.split(',')[0]!.trim())
      // its share picture, the one its page names in og:image (routes-seo.spec.ts holds them equal)
      expect(at(node, 'image.url')).toMatch(new RegExp(`/blog/${post.slug}/opengraph-image-[a-z0-9]+$`))
    }
  })

  it('describes every open role as a JobPosting, open after it was posted', () => {
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) {
      const node = jobPostingJsonLd(job, company) as Node
      expect(node['@type']).toBe('JobPosting')
      expectRequired(node)
      expect(Date.parse(String(node.validThrough))).toBeGreaterThan(Date.parse(String(node.datePosted)))
      expect(node.description).toBe(job.description)
    }
  })

  it('lists an article’s breadcrumbs from the home page down, each at its address', () => {
    const node = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'An article', path: '/blog/an-article' },
    ]) as { '@type': string; itemListElement: Node[] }
    expect(node['@type']).toBe('BreadcrumbList')
    expect(node.itemListElement.map((i) => [i['@type'], i.position, i.name])).toEqual([
      ['ListItem', 1, 'Home'],
      ['ListItem', 2, 'Blog'],
      ['ListItem', 3, 'An article'],
    ])
    for (const item of node.itemListElement) expect(item.item).toMatch(ABSOLUTE)
  })
})
