import { describe, expect, it } from 'vitest'
import { ANALYTICS_RAW_DAYS, CONTENT_STATS_DAYS } from '@/lib/constants'
import { articleSlugOf, statsWindow } from './stats-model'

describe('the Content page’s figures', () => {
  it('counts the last 30 New Delhi days, today included, from New Delhi’s midnight', () => {
    // 20:00 UTC on 28 November is 01:30 on the 29th in New Delhi.
    const w = statsWindow(new Date('2026-11-28T20:00:00Z'))
    expect(w).toEqual({ from: '2026-10-31', to: '2026-11-29', since: '2026-10-30T18:30:00.000Z' })
    expect(statsWindow(new Date('2026-11-28T18:29:59Z')).to).toBe('2026-11-28')
  })

  it('reads views from raw page views, which are kept at least as long as the window', () => {
    expect(CONTENT_STATS_DAYS).toBeLessThanOrEqual(ANALYTICS_RAW_DAYS)
  })

  it('knows an article by its address, with or without a query, and nothing else', () => {
    expect(articleSlugOf('/blog/core-web-vitals')).toBe('core-web-vitals')
    expect(articleSlugOf('/blog/core-web-vitals?utm_source=x')).toBe('core-web-vitals')
    expect(articleSlugOf('/blog/core-web-vitals/#comments')).toBe('core-web-vitals')
    for (const other of ['/blog', '/blog/', '/blog/page/2', '/contact', null, '/blogs/x'])
      expect(articleSlugOf(other), String(other)).toBeNull()
  })
})
