import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostBody } from '@/components/blog/post-body'

const html = (body: string) => renderToStaticMarkup(<PostBody body={body} source="test" />)

const RUNS =
  /^(script|iframe|frame|frameset|object|embed|svg|math|style|link|meta|base|form|textarea|template)$/

/** What must never reach a visitor from a body: an element that runs or frames, a handler, a script address. */
function expectInert(out: string) {
  const visit = (node: DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment']) => {
    if ('tagName' in node) {
      expect(node.tagName, out).not.toMatch(RUNS)
      for (const { name, value } of node.attrs) {
        expect(name, out).not.toMatch(/^on/i)
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name))
          expect(value.replace(/[\s\u0000-\u001f]/g, ''), out).not.toMatch(/^(javascript|vbscript|data):/i)
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit)
  }
  visit(parseFragment(out))
}

describe('PostBody', () => {
  it('draws Markdown with the site’s elements', () => {
    expect(html('## Costs\n\nSome **bold**, _soft_ and `code`.\n\n- one\n- two\n')).toBe(
      '<h2>Costs</h2><p>Some <strong>bold</strong>, <em>soft</em> and <code>code</code>.</p><ul><li>one</li><li>two</li></ul>',
    )
  })

  it('puts a table in a region a keyboard can scroll, keeping its alignment', () => {
    const out = html('| Plan | Price |\n|:--|--:|\n| Basic | ₹9 |\n')
    expect(out).toContain(
      '<div class="table-scroll" role="region" aria-label="Scrollable table" tabindex="0"><table>',
    )
    expect(out).toContain('<th style="text-align:left">Plan</th><th style="text-align:right">Price</th>')
    expect(out).toContain('<td style="text-align:left">Basic</td><td style="text-align:right">₹9</td>')
  })

  it('marks links to other sites noopener and leaves the site’s own plain', () => {
    expect(html('[Shopify](https://www.shopify.com) and [us](/contact)')).toBe(
      '<p><a href="https://www.shopify.com" rel="noopener">Shopify</a> and <a href="/contact">us</a></p>',
    )
  })

  it('draws the site’s blocks', () => {
    const out = html('```key-takeaways\n- Measure first\n```\n')
    expect(out).toContain('data-testid="key-takeaways"')
    expect(out).toContain('<li>Measure first</li>')
  })

  it('throws on a block with wrong data, naming the source and the line', () => {
    expect(() => html('Intro\n\n```checklist\n[]\n```')).toThrow(/^test: body, line 3: the checklist block: /)
  })

  // The XSS filter evasion cheat sheet's families, as a person would paste or type them in Markdown.
  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script split over lines', '<scr\nipt>alert(1)</script>'],
    ['an image with a handler', '<img src=x onerror=alert(1)>'],
    ['an svg with a handler', '<svg onload=alert(1)>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a body handler', '<body onload=alert(1)>'],
    ['a style element', '<style>@import "http://evil.example/x.css";</style>'],
    ['a javascript link', '[click](javascript:alert(1))'],
    ['a mixed-case javascript link', '[click](JaVaScRiPt:alert(1))'],
    ['an encoded javascript link', '[click](&#106;avascript:alert(1))'],
    ['an entity-split javascript link', '[click](jav&#x09;ascript:alert(1))'],
    ['a data link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript link', '[click](vbscript:msgbox(1))'],
    ['a javascript autolink', '<javascript:alert(1)>'],
    ['a reference link to javascript', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a javascript image', '![a](javascript:alert(1))'],
    ['an image from another site', '![a](https://evil.example/track.gif)'],
    ['a link with a quoted handler', '[a](/x "title\\" onmouseover=alert(1) x=\\"")'],
    ['html inside a table', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
    ['html inside a list', '- <a href="javascript:alert(1)">x</a>'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    ['a form', '<form action="javascript:alert(1)"><button>x</button></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base', '<base href="javascript:alert(1)//">'],
  ])('never lets %s run', (_, body) => {
    expectInert(html(body))
  })

  it('shows raw HTML as the text it is', () => {
    expect(html('Use the <title> tag')).toBe('<p>Use the &lt;title&gt; tag</p>')
  })

  it('draws a library image whose size it is given as a responsive picture, any other image plainly', () => {
    const hash = 'a'.repeat(64)
    const other = 'b'.repeat(64)
    const body = `![A crane at dusk](/media/${hash}-1200.webp)\n\n![Gone](/media/${other}-800.webp)\n`
    const out = renderToStaticMarkup(
      <PostBody body={body} source="test" images={{ [hash]: { hash, width: 1300, height: 700 } }} />,
    )
    expect(out).toContain(
      `<picture><source type="image/avif" srcSet="/media/${hash}-480.avif 480w, /media/${hash}-800.avif 800w, /media/${hash}-1200.avif 1200w"`,
    )
    expect(out).toMatch(
      /<img src="[^"]+-1200\.webp" alt="A crane at dusk" width="1300" height="700" loading="lazy"/,
    )
    expect(out).toContain(`<img src="/media/${other}-800.webp" alt="Gone" loading="lazy"/>`)
  })
})
