import { describe, expect, it } from 'vitest'
import { offerings } from '@/content/offerings'
import { FEATURES_SHOWN, JOB_PREVIEW_CHARS } from '@/lib/constants'
import { jobPreview } from '@/lib/jobs'
import { isActive } from '@/lib/nav'
import { combinedFeatures, shownFeatures } from '@/lib/offerings'
import { projectBadgeClass } from '@/lib/project-badges'
import { shareLinks } from '@/modules/share/share-links'

describe('isActive', () => {
  it('marks home only on an exact match and others on their path prefix', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/blog', '/')).toBe(false)
    expect(isActive('/blog/woocommerce-vs-shopify', '/blog')).toBe(true)
    expect(isActive('/blogger', '/blog')).toBe(false)
    expect(isActive('/about', '/blog')).toBe(false)
  })
})

describe('product features', () => {
  it('joins basic, then the other tiers without their first line, and shows six', () => {
    const o = offerings[0]!
    const [b, p, e] = o.packages
    expect(combinedFeatures(o)).toEqual([...b.features, ...p.features.slice(1), ...e.features.slice(1)])
    expect(combinedFeatures(o)).toHaveLength(13)
    expect(shownFeatures(o)).toEqual([...b.features, p.features[1]])
    expect(shownFeatures(o)).toHaveLength(FEATURES_SHOWN)
    for (const offering of offerings)
      expect(shownFeatures(offering).some((f) => f.startsWith('All '))).toBe(false)
  })
})

describe('job preview', () => {
  it('keeps the first 120 characters and marks the cut', () => {
    const long = 'x'.repeat(200)
    expect(jobPreview(long)).toBe(`${'x'.repeat(JOB_PREVIEW_CHARS)}...`)
    expect(jobPreview('short')).toBe('short')
  })
})

describe('project badges', () => {
  it('gives each known type its own colour and unknown types the default', () => {
    const types = [
      'Mobile Application',
      'Web Application',
      'Web & Mobile Application',
      'SaaS Platform',
      'Enterprise Software',
    ]
    expect(new Set(types.map(projectBadgeClass)).size).toBe(5)
    expect(projectBadgeClass('Something Else')).toBe(projectBadgeClass('E-commerce Store'))
    expect(types.map(projectBadgeClass)).not.toContain(projectBadgeClass('Something Else'))
  })
})

describe('share links', () => {
  const links = shareLinks({ title: 'A & B', subtitle: 'Sub', url: 'https://example.test/blog/a-b' })
  it('encodes the title and the page address for every network', () => {
    const url = encodeURIComponent('https://example.test/blog/a-b')
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?text=A%20%26%20B&url=${url}&hashtags=WebDevelopment,VantageEdge`,
    )
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`)
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`)
    expect(links.whatsapp).toContain(encodeURIComponent('A & B https://example.test/blog/a-b'))
    expect(links.telegram).toBe(`https://t.me/share/url?url=${url}&text=A%20%26%20B`)
    expect(decodeURIComponent(links.email)).toBe(
      'mailto:?subject=A & B&body=A & B\n\nSub\n\nhttps://example.test/blog/a-b',
    )
  })
})
