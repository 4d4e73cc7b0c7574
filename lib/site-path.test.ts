import { describe, expect, it } from 'vitest'
import { sitePath } from '@/lib/site-path'

describe('sitePath', () => {
  it('keeps a path of the site, with its query', () => {
    expect(sitePath('/services?utm_source=newsletter')).toBe('/services?utm_source=newsletter')
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/blog/a%2F%2Fb')).toBe('/blog/a%2F%2Fb')
  })

  it('refuses what a browser would follow to another site', () => {
    for (const value of [
      '//evil.example/phish',
      '/\\evil.example/phish',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example/phish',
      '/a b',
      '',
      null,
      undefined,
    ])
      expect(sitePath(value), JSON.stringify(value)).toBeNull()
  })

  it('refuses every path that resolves to another origin against the site', () => {
    // Whatever it lets through, a browser resolves to a page of the site itself.
    const tricky = ['/./\\x', '/..//x', '/%2F/x', '/\u00a0/x', '/\u3000/x', '/\\/x', '/x\\y']
    for (const value of tricky) {
      const kept = sitePath(value)
      if (kept !== null) expect(new URL(kept, 'https://site.example').origin).toBe('https://site.example')
    }
  })
})
