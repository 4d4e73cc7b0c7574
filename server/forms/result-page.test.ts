import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { company } from '@/content/company'
import { resultPage, themeTokens } from '@/server/forms/result-page'

// The page names the company as published; here, without a database, the first content's.
vi.mock('@/server/content/collections', () => ({ companyFactsOrSeed: async () => company }))

const globals = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8')
const names = (block: string) => [...block.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]).sort()

describe('the no-JavaScript result page', () => {
  it("takes the theme's light and dark token sets from the site's stylesheet", () => {
    const css = themeTokens(globals)
    expect(css).not.toBeNull()
    const [light, dark] = css!.split('@media (prefers-color-scheme:dark)')
    expect(names(light!)).toContain('--bg')
    expect(names(light!)).toEqual(names(dark!))
    expect(light).toContain('color-scheme: light')
    expect(dark).toContain('color-scheme: dark')
    expect(themeTokens('body { color: red }')).toBeNull()
  })

  it('draws with the tokens only: no colour of its own', async () => {
    const html = await (
      await resultPage({
        ok: false,
        title: 'Message not sent',
        message: 'x',
        fieldErrors: { email: 'Enter a valid email address, like name@company.com.' },
        backHref: '/services',
        status: 400,
      })
    ).text()
    const own = html.replace(themeTokens(globals)!, '')
    expect(own).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/i)
    for (const token of ['--bg', '--bg-elevated', '--fg', '--fg-muted', '--accent', '--violet'])
      expect(own).toContain(`var(${token}`)
  })

  it('escapes what it shows, says what to fix, and links back', async () => {
    const res = await resultPage({
      ok: false,
      title: 'Comment not posted',
      message: 'unused when fields are listed',
      fieldErrors: { comment: 'Comment <b> is wrong.' },
      backHref: '/blog/a?x="1"',
      status: 400,
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<h1 role="status">Comment not posted</h1>')
    expect(html).toContain('<li>Comment &lt;b&gt; is wrong.</li>')
    expect(html).toContain('<a href="/blog/a?x=&quot;1&quot;">Back to the form</a>')
    expect(html).toContain('what you typed is still in the form')
  })

  it('offers a next step after the message, escaped, with the way back kept as a plain link', async () => {
    const html = await (
      await resultPage({
        ok: true,
        title: 'Message sent',
        message: 'Sent.',
        backHref: '/services',
        next: {
          heading: 'Thanks, <Asha>.',
          text: 'Pick a time & talk.',
          href: 'https://book.example/30min?name=Asha "A"&utm_content=r1',
          label: 'Book a call about this',
        },
        status: 200,
      })
    ).text()
    expect(html).toContain('<h2>Thanks, &lt;Asha&gt;.</h2><p>Pick a time &amp; talk.</p>')
    expect(html).toContain(
      '<a href="https://book.example/30min?name=Asha &quot;A&quot;&amp;utm_content=r1">Book a call about this</a>',
    )
    expect(html).toContain('<a class="back" href="/services">Back to the site</a>')
  })

  it('speaks of no form when none was posted (a desk link)', async () => {
    const html = await (
      await resultPage({
        ok: false,
        title: 'That application no longer exists.',
        message: 'Go back to the desk and try again.',
        backHref: '/admin-dashboard?tab=applications',
        backLabel: 'Back to the desk',
        form: false,
        status: 404,
      })
    ).text()
    expect(html).toContain('>Back to the desk</a>')
    expect(html).not.toContain('what you typed')
  })
})
