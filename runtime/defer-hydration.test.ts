import { describe, expect, it } from 'vitest'
import { deferHydration } from './defer-hydration.mjs'

const page = (head: string, body = '<main>Hello</main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const NEXT_HEAD =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script>document.documentElement.className="dark"</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'

describe('deferHydration', () => {
  const out = deferHydration(
    page(NEXT_HEAD, '<main>Hello</main><script src="/_next/static/chunks/page.js" async=""></script>'),
  )

  it('takes every async chunk script and its preload out of the markup', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/)
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it('keeps the stylesheet, inline scripts, the nomodule polyfill and the content', () => {
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(out).toContain('<script>document.documentElement.className="dark"</script>')
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('<main>Hello</main>')
  })

  it('hands the scripts, in page order and once each, to a loader that waits for the first contentful paint', () => {
    const loader = out.slice(out.lastIndexOf('<script>'), out.indexOf('</head>'))
    expect(loader).toContain('first-contentful-paint')
    expect(loader).toContain(
      '(["/_next/static/chunks/runtime.js","/_next/static/chunks/react.js","/_next/static/chunks/page.js"])',
    )
  })

  it('leaves a page without chunk scripts alone', () => {
    const plain = page('<title>Plain</title>')
    expect(deferHydration(plain)).toBe(plain)
  })

  it('refuses a chunk script with an attribute it does not know, instead of dropping it', () => {
    expect(() =>
      deferHydration(page('<script src="/x.js" async="" integrity="sha384-abc"></script>')),
    ).toThrow(/unexpected integrity/)
  })
})
