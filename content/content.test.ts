import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { company } from '@/content/company'
import { faqs } from '@/content/faq'
import { figures } from '@/content/figures'
import { readSeedArticles, parsePost } from '@/content/index'
import { jobs } from '@/content/jobs'
import { offerings } from '@/content/offerings'
import { projects } from '@/content/projects'
import {
  companySchema,
  faqSchema,
  figuresSchema,
  jobSchema,
  offeringSchema,
  projectSchema,
  serviceCardSchema,
  stackItemSchema,
  testimonialSchema,
} from '@/content/schema'
import { serviceCards, servicesStack } from '@/content/service-cards'
import { techLogos } from '@/lib/tech-logos'
import { testimonials } from '@/content/testimonials'

const unique = (xs: unknown[]) => new Set(xs).size === xs.length

describe('content collections', () => {
  it('parse against their schemas with the spec counts', () => {
    companySchema.parse(company)
    figuresSchema.parse(figures)
    expect(offerings.map((o) => offeringSchema.parse(o).title)).toEqual([
      'UI/UX Design',
      'Cloud Services',
      'Web Development',
      'Maintenance & Support',
      'Domain Hosting MIS',
      'Mobile App Development',
      'Shopify',
      'WordPress',
    ])
    expect(serviceCards.map((c) => serviceCardSchema.parse(c).name)).toHaveLength(8)
    expect(faqs.map((f) => faqSchema.parse(f))).toHaveLength(8)
    expect(testimonials.map((t) => testimonialSchema.parse(t))).toHaveLength(8)
    expect(projects.map((p) => projectSchema.parse(p).year).sort()).toEqual([
      2023, 2023, 2023, 2024, 2024, 2024, 2024, 2024,
    ])
    expect(jobs.map((j) => jobSchema.parse(j).title)).toEqual([
      'Frontend Developer',
      'Backend Developer',
      'UI/UX Designer',
      'Mobile App Developer',
      'DevOps Engineer',
    ])
  })

  it('gives every open role a closing day after the day it was posted', () => {
    for (const job of jobs) expect(job.closes > job.posted, job.id).toBe(true)
  })

  it('keeps slugs and ids unique', () => {
    expect(unique(offerings.map((o) => o.slug))).toBe(true)
    expect(unique(jobs.map((j) => j.id))).toBe(true)
    expect(unique(testimonials.map((t) => t.id))).toBe(true)
    expect(unique(projects.map((p) => p.title))).toBe(true)
    expect(unique(readSeedArticles().map((p) => p.slug))).toBe(true)
  })

  it('links every service card that has packages to an existing /products section', () => {
    const slugs = new Set(offerings.map((o) => o.slug))
    const linked = serviceCards.filter((c) => c.offering)
    expect(linked.map((c) => c.name)).toEqual([
      'Web Development',
      'UI/UX Design',
      'Mobile Development',
      'Maintenance & Support',
      'Cloud Services',
    ])
    for (const c of linked) expect(slugs.has(c.offering!), c.name).toBe(true)
  })

  it('lists eight different technologies in Our Stack, each with its own drawn logo', () => {
    const stack = servicesStack.map((t) => stackItemSchema.parse(t))
    expect(stack).toHaveLength(8)
    expect(unique(stack.map((t) => t.name))).toBe(true)
    expect(unique(stack.map((t) => t.logo))).toBe(true)
    for (const t of stack) {
      const logo = techLogos[t.logo]
      expect(logo, t.name).toBeDefined()
      expect(logo.path, t.name).toMatch(/^M[\d.\s-]/)
      expect(logo.path.length, t.name).toBeGreaterThan(20)
    }
  })

  it('points every image at a file that exists', () => {
    const images = [
      ...offerings.map((o) => o.image),
      ...projects.map((p) => p.image),
      ...readSeedArticles().map((p) => p.cover),
    ]
    for (const src of images) expect(fs.existsSync(path.join('public', src)), src).toBe(true)
  })

  it('has the eight posts with the spec read times and like counts', () => {
    const posts = readSeedArticles()
    expect(posts.map((p) => p.readTime)).toEqual([8, 12, 15, 9, 10, 7, 6, 6])
    expect(posts.map((p) => p.likes)).toEqual([94, 127, 189, 76, 142, 88, 101, 79])
    expect(posts.map((p) => p.articleLikes)).toEqual([94, 127, 189, 76, 0, 0, 0, 0])
    for (const p of posts) {
      expect(p.date >= '2025-01-01' && p.date <= '2025-09-30', p.slug).toBe(true)
    }
  })
})

describe('blog front matter validation', () => {
  const good = fs.readFileSync(path.join('content/blog/woocommerce-vs-shopify.md'), 'utf8')

  it('names the file and the field of a malformed post', () => {
    const bad = good.replace(/^readTime: .*$/m, 'readTime: twelve')
    expect(() => parsePost('woocommerce-vs-shopify.md', bad)).toThrow(
      /^content\/blog\/woocommerce-vs-shopify\.md: readTime: /,
    )
  })

  it('names a missing field', () => {
    const bad = good.replace(/^title: .*$/m, '')
    expect(() => parsePost('woocommerce-vs-shopify.md', bad)).toThrow(
      'content/blog/woocommerce-vs-shopify.md: title:',
    )
  })

  it('refuses a slug that does not match the file name', () => {
    expect(() => parsePost('other-name.md', good)).toThrow('content/blog/other-name.md: slug:')
  })
})

describe('readSeedArticles', () => {
  it('reads and parses the articles once per process, however often it is asked', async () => {
    vi.resetModules()
    const readdir = vi.spyOn(fs, 'readdirSync')
    const read = vi.spyOn(fs, 'readFileSync')
    try {
      const fresh = await import('@/content/index')
      const first = fresh.readSeedArticles()
      // As a like request, a comment request and a page would ask, one after another.
      for (let i = 0; i < 5; i++) expect(fresh.readSeedArticles()).toBe(first)
      expect(readdir).toHaveBeenCalledTimes(1)
      expect(read).toHaveBeenCalledTimes(first.length)
    } finally {
      readdir.mockRestore()
      read.mockRestore()
    }
  })
})
