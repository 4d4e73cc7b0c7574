import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hstsHeader, inlineScriptHashes } from './security-headers.mjs'
import { pickEncoding } from './static-pages.mjs'

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
  ] as const)('answers %j in %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, once each, and skips data blocks and external scripts', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">b()</script><script id="_R_">a()</script><script>\nc()\n</script>'
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('\nc()\n')])
  })
})

describe('contentSecurityPolicy', () => {
  const scheduling = {
    schedulingUrl: 'https://calendly.com/acme/30min',
    schedulingScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
  }
  it('allows nothing by default, and only our scripts, the hashes or nonce given and the widget', () => {
    const policy = contentSecurityPolicy({ ...scheduling, scriptHashes: ["'sha256-abc='"], nonce: 'n0nce' })
    expect(policy).toMatch(/^default-src 'none'; /)
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' 'sha256-abc=' https://assets.calendly.com;")
    expect(policy).toContain('frame-src https://calendly.com;')
    expect(policy).toContain("form-action 'self' https://calendly.com;")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(contentSecurityPolicy({ ...scheduling, frameAncestors: "'none'" })).toContain(
      "frame-ancestors 'none'",
    )
  })

  it('asks for https for two years only when the site is on https', () => {
    expect(hstsHeader(true)).toBe('max-age=63072000')
    expect(hstsHeader(false)).toBeNull()
  })
})
