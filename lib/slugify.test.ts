import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugify } from '@/lib/slugify'

describe('slugify', () => {
  it('makes an address of a title', () => {
    expect(slugify('WooCommerce vs Shopify in 2025: An Honest Comparison')).toBe(
      'woocommerce-vs-shopify-in-2025-an-honest-comparison',
    )
    expect(slugify('  UI/UX & Design — Café Edition!  ')).toBe('ui-ux-and-design-cafe-edition')
  })

  it('cuts a long title at a word', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(SLUG_PATTERN)
    expect(slug.endsWith('word')).toBe(true)
  })

  it('makes nothing of a title with no letters or digits', () => {
    expect(slugify('!!!')).toBe('')
    expect(SLUG_PATTERN.test('')).toBe(false)
  })
})
