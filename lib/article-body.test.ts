import { describe, expect, it } from 'vitest'
import { readSeedArticles } from '@/content/index'
import { articleBlocksOf, parseArticleBody, proseOf, safeHref, safeImageSrc } from '@/lib/article-body'

describe('the articles', () => {
  it('each place the blocks they had, each with valid data', () => {
    const kinds = Object.fromEntries(
      readSeedArticles().map((p) => [p.slug, articleBlocksOf(p.body).map((b) => b.kind)]),
    )
    expect(kinds).toEqual({
      'website-business-needs-2025': ['checklist', 'key-takeaways'],
      'woocommerce-vs-shopify': ['comparison', 'key-takeaways'],
      'top-10-website-features-2025': ['checklist'],
      'ai-transforming-websites': ['trends', 'key-takeaways'],
      'web-development-trends-2025': ['trends'],
      'psychology-of-colors-design': ['key-takeaways'],
      'minimalist-ui-ux-benefits': ['key-takeaways'],
      'website-security-mistakes': ['checklist', 'key-takeaways'],
    })
    for (const p of readSeedArticles()) expect(parseArticleBody(p.body).problems, p.slug).toEqual([])
  })

  it('each have 600 to 1,200 words of prose', () => {
    for (const p of readSeedArticles()) {
      const words = proseOf(p.body)
        .split(/\s+/)
        .filter((w) => /\w/.test(w)).length
      expect(words, p.slug).toBeGreaterThanOrEqual(600)
      expect(words, p.slug).toBeLessThanOrEqual(1200)
    }
  })
})

describe('parseArticleBody', () => {
  it('reads a block from its fenced YAML', () => {
    const body = 'Intro.\n\n```checklist\n- Back up daily\n- Test restores\n```\n'
    expect(articleBlocksOf(body)).toEqual([{ kind: 'checklist', data: ['Back up daily', 'Test restores'] }])
  })

  it('names the line and the field of a block with wrong data, and leaves it out', () => {
    const body = 'Intro.\n\n```trends\n- icon: Search\n  title: Search\n```\n'
    const { tree, problems } = parseArticleBody(body)
    expect(problems).toEqual([
      { line: 3, message: expect.stringMatching(/^the trends block \(0\.subtitle\): /) },
    ])
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph'])
  })

  it('says when a block is not YAML', () => {
    const { problems } = parseArticleBody('```key-takeaways\n- [unclosed\n```')
    expect(problems[0]?.message).toMatch(/^the key-takeaways block is not valid YAML: /)
  })

  it('leaves a fenced block of any other name as code', () => {
    const { tree } = parseArticleBody('```js\nalert(1)\n```')
    expect(tree.children[0]).toMatchObject({ type: 'code', lang: 'js', value: 'alert(1)' })
  })

  it('counts prose without the blocks', () => {
    expect(proseOf('One two.\n\n```checklist\n- three\n```\n')).toBe('One two.')
  })
})

describe('addresses a body may link to', () => {
  it('keeps the site’s paths, anchors and web, mail and phone addresses', () => {
    for (const url of [
      '/contact',
      '#pricing',
      'https://example.com/a?b=c',
      'http://x.in',
      'mailto:a@b.in',
      'tel:+911234',
    ])
      expect(safeHref(url), url).toBe(url)
  })

  it('refuses script, data and other schemes, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'file:///etc/passwd',
    ])
      expect(safeHref(url), JSON.stringify(url)).toBeNull()
  })

  it('takes images from the site only', () => {
    expect(safeImageSrc('/media/cover-1200.webp')).toBe('/media/cover-1200.webp')
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
      '/\\evil.example',
    ])
      expect(safeImageSrc(src), src).toBeNull()
  })
})
