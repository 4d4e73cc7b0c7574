import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@/tests/helpers/chromium.mjs'
import type { RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { ownDeskServer, type adminClient } from '@/tests/integration/client'
import { onceOnly } from '@/tests/integration/targets'
import { slugify } from '@/lib/slugify'
import { BODY_PAYLOAD, INLINE_PAYLOADS } from '@/tests/helpers/xss-payloads'

/**
 * Nothing typed into the desk runs on a visitor's page: the filter evasions (tests/helpers/xss-payloads.ts) typed
 * into every field of an article, a role, a question and a project, published, and every public
 * page that shows them opened in Chromium with the Content-Security-Policy switched off (so an
 * injected script would run): no dialog opens, and the pages hold no script but the site's, no
 * handler attribute, no `javascript:` or `data:` address, no frame; links to other sites carry
 * rel="noopener". The feeds carry the text escaped.
 */
const PORT = 3315 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@xss.example', password: 'correct-horse-battery-staple' }
const FILLER = ' Words enough to publish, and a few more for good measure.'

/** The payloads five at a time: one article's title, summary, tags, author and cover description. */
const articleSets = Array.from({ length: Math.ceil(INLINE_PAYLOADS.length / 5) }, (_, i) =>
  INLINE_PAYLOADS.slice(i * 5, i * 5 + 5),
)

/** What a page holds that it must not: each a sentence naming the offence. */
async function offences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const own = (text: string) => text.startsWith('(self.__next_f') || text.startsWith('self.__next_f')
    for (const script of document.querySelectorAll('script')) {
      if (script.src) {
        const src = new URL(script.src)
        const site = src.origin === location.origin
        if (!site || !(src.pathname.startsWith('/_next/') || src.pathname === '/insights/script.js'))
          found.push(`a script from ${script.src}`)
      } else if (script.type === 'application/ld+json') {
        try {
          JSON.parse(script.textContent ?? '')
        } catch {
          found.push('structured data that is not JSON')
        }
      } else if (!own((script.textContent ?? '').trim()) && /XSS/.test(script.textContent ?? ''))
        found.push(`an inline script: ${script.textContent?.slice(0, 80)}`)
    }
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`a handler: <${element.localName} ${attribute.name}>`)
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(attribute.name) &&
          /^\s*(javascript|vbscript|data):/i.test(attribute.value)
        )
          found.push(`an address: <${element.localName} ${attribute.name}="${attribute.value.slice(0, 40)}">`)
      }
    }
    for (const frame of document.querySelectorAll('iframe, frame, object, embed'))
      found.push(`a <${frame.localName}>`)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.origin !== location.origin && /^https?:/.test(link.href) && !/\bnoopener\b/.test(link.rel))
        found.push(`a link to ${link.href} without rel="noopener"`)
    }
    return found
  })
}

describe.each(onceOnly(['sqlite']))('content that tries to run script (%s)', () => {
  let server: RunningServer
  let admin: Awaited<ReturnType<typeof adminClient>>
  let browser: Browser
  const routes: string[] = ['/', '/blog', '/careers', '/about', '/projects']

  beforeAll(async () => {
    ;({ server, admin } = await ownDeskServer(PORT, ADMIN))
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('publishes every payload in every field, as text', async () => {
    for (const [i, [title, summary, tags, author, alt]] of articleSets.entries()) {
      const answer = await callAction(
        admin.send,
        'saveArticleAction',
        {
          id: '',
          revision: '0',
          intent: 'publish',
          title: `${title} ${i}`,
          slug: '',
          summary: `${summary ?? ''}${FILLER}`,
          body: BODY_PAYLOAD,
          category: 'Best Practices',
          tags: `XSS ${i}, ${tags ?? 'x'}`,
          author: author ?? 'x',
          cover_alt: alt ?? '',
          publish_at: '',
        },
        {},
        '/admin-dashboard/content/articles/new',
      )
      expect(answer, answer.message).toMatchObject({ status: 'ok' })
      routes.push(`/blog/${slugify(`${title} ${i}`)}`)
    }
    const lines = (list: string[]) => list.join('\n')
    const role = await callAction(
      admin.send,
      'saveRoleAction',
      {
        id: '',
        revision: '0',
        intent: 'publish',
        title: 'Engineer <script>alert("XSS")</script>',
        slug: 'xss-engineer',
        type: 'Full-time',
        location: '<img src=x onerror=alert("XSS")>',
        experience: '<svg/onload=alert("XSS")>',
        description: `${INLINE_PAYLOADS.join(' ')}${FILLER.repeat(3)}`,
        skills: INLINE_PAYLOADS.slice(0, 6).join(', ').replaceAll(',', ' ,'),
        responsibilities: lines(INLINE_PAYLOADS.slice(6, 12)),
        closes: '2099-12-31',
      },
      {},
      '/admin-dashboard/content/roles/new',
    )
    expect(role, role.message).toMatchObject({ status: 'ok' })
    const faq = await callAction(
      admin.send,
      'saveKindAction',
      {
        id: '',
        revision: '0',
        kind: 'faq',
        intent: 'publish',
        question: `${INLINE_PAYLOADS[0]} ?`,
        answer: INLINE_PAYLOADS.join(' '),
      },
      {},
      '/admin-dashboard/content/faqs/new',
    )
    expect(faq, faq.message).toMatchObject({ status: 'ok' })
    const project = await callAction(
      admin.send,
      'saveKindAction',
      {
        id: '',
        revision: '0',
        kind: 'project',
        intent: 'publish',
        title: `Project ${INLINE_PAYLOADS[2]}`,
        type: 'Web Application',
        description: INLINE_PAYLOADS.join(' '),
        image: '/art/project-1.svg',
        year: '2026',
      },
      {},
      '/admin-dashboard/content/projects/new',
    )
    expect(project, project.message).toMatchObject({ status: 'ok' })
  })

  it('runs none of it on any public page that shows it, in Chromium with the policy off', async () => {
    const context = await browser.newContext({ bypassCSP: true })
    const page = await context.newPage()
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    for (const route of routes) {
      const res = await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
      expect(res?.status(), route).toBe(200)
      // Some payload text is on the page, as text: the page is the one that shows it.
      expect(await page.content(), route).toContain('XSS')
      await page.mouse.move(300, 300)
      await page.waitForTimeout(150)
      expect(await offences(page), route).toEqual([])
    }
    expect(dialogs).toEqual([])
    await context.close()
  })

  it('escapes it in the feeds', async () => {
    for (const feed of ['/feed.xml', '/atom.xml']) {
      const xml = await (await fetch(`${server.url}${feed}`)).text()
      expect(xml).toContain('XSS')
      // Every payload's markup is there only as escaped text (&lt;script…), never as an element.
      expect(xml, feed).not.toMatch(/<(script|img|svg|iframe|object|body|details|input|math|a)\b/i)
    }
  })
})
