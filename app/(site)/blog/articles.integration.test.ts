import { describe, expect, inject, it } from 'vitest'
import { client } from '@/tests/integration/client'
import {
  accessibleName,
  ancestors,
  attr,
  children,
  find,
  headings,
  hiddenByHtml,
  parseHtml,
  text,
  type Element,
  type ParentNode,
} from '@/tests/integration/html'
import { onceOnly, type Target } from '@/tests/integration/targets'
import { BOOKING_PATH, STAND_IN_ORIGIN } from '@/tests/helpers/scheduling-stand-in'
import { TEST_BUILD_ENV } from '@/tests/build-env.mjs'
import { longMonth, postBySlug, posts } from '@/tests/helpers/articles'

/**
 * Each article as the server sends it (the HTML a reader gets before any script, and all a
 * search engine reads): its header, body, special blocks, tags and calls to action. What needs a
 * browser (likes, sharing, the copy link) is in tests/e2e/blog.spec.ts.
 */

/** Where a booking button's form goes: the scheduling stand-in's booking page the test build names. */
const BOOKING_URL = `${STAND_IN_ORIGIN}${BOOKING_PATH}`

type Page = { document: ReturnType<typeof parseHtml>; url: string }

async function openArticle(target: Target, slug: string): Promise<Page> {
  const response = await client(target).send(`/blog/${slug}`, { headers: { Accept: 'text/html' } })
  expect(response.status, slug).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/html')
  return { document: parseHtml(await response.text()), url: `${TEST_BUILD_ENV.SITE_URL}/blog/${slug}` }
}

/** The one element of a query, and shown (no `hidden` around it): fails on none or several, like a strict locator. */
function theOne(found: Element[], what: string): Element {
  expect(found, what).toHaveLength(1)
  expect(hiddenByHtml(found[0]!), `${what} is hidden`).toBe(false)
  return found[0]!
}

const byTestId = (root: ParentNode, id: string) => find(root, '*', { 'data-testid': id })

/** The elements under `root` whose text is exactly `value` (whitespace collapsed), like getByText(…, { exact: true }). */
const withText = (root: Element, tag: string, value: string) =>
  find(root, tag).filter((el) => text(el) === value)

/** The list items under `root`, as getByRole('listitem') finds them: <li> in a list. */
const listItems = (root: Element) =>
  find(root, 'li').filter((li) => ['ul', 'ol', 'menu'].includes((li.parentNode as Element).tagName))

/** The headings under `root` whose accessible name passes `test`. */
const headingsNamed = (page: Page, root: ParentNode, test: (name: string) => boolean) =>
  headings(root).filter((h) => test(accessibleName(h, page.document)))

/** A booking button's form owner: the form its `form` attribute names, or the one around it. */
function formOf(page: Page, button: Element): Element | undefined {
  const id = attr(button, 'form')
  if (id) return find(page.document, 'form', { id })[0]
  return ancestors(button).find((a) => a.tagName === 'form')
}

const LISTED = ['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea']

/**
 * A booking button: shown, and without the scheduling controller it opens the booking page in a
 * new tab through its own GET form, which holds nothing else a visitor could fill in.
 */
function expectBookingButton(page: Page, button: Element) {
  expect(attr(button, 'data-booking'), 'data-booking').toBeDefined()
  const form = formOf(page, button)
  expect(form, 'the button has a form').toBeDefined()
  const formId = attr(form!, 'id')
  const elements = [
    ...find(form!, '*').filter((el) => LISTED.includes(el.tagName) && !attr(el, 'form')),
    ...(formId ? find(page.document, '*', { form: formId }).filter((el) => LISTED.includes(el.tagName)) : []),
  ]
  const others = elements
    .filter(
      (el) => el !== button && !(el.tagName === 'input' && attr(el, 'type')?.toLowerCase() === 'hidden'),
    )
    .map((el) => el.tagName)
  expect({
    action: new URL(attr(form!, 'action') ?? '', page.url).href,
    method: (attr(form!, 'method') ?? 'get').toLowerCase(),
    target: attr(form!, 'target'),
    others,
  }).toEqual({ action: BOOKING_URL, method: 'get', target: '_blank', others: [] })
}

describe.each(onceOnly(inject('targets')))('article pages on $name', (target) => {
  for (const post of posts) {
    it(`${post.slug}: shows the header, body, blocks, tags and calls to action`, async () => {
      const page = await openArticle(target, post.slug)
      const article = theOne(find(page.document, 'article'), 'the article')
      const headers = find(article, 'header')
      expect(headers.length, 'article header').toBeGreaterThan(0)
      const inHeader = (tag: string, value: string) => headers.flatMap((h) => withText(h, tag, value))

      theOne(inHeader('p', post.category), `category ${post.category}`)
      const h1 = theOne(find(page.document, 'h1'), 'one h1')
      expect(text(h1)).toBe(post.title)
      const shown = (found: Element[]) => found.some((el) => !hiddenByHtml(el))
      expect(shown(inHeader('*', post.summary)), 'summary').toBe(true)
      expect(shown(inHeader('*', post.author)), 'author').toBe(true)
      const date = theOne(
        headers.flatMap((h) => find(h, 'time', { datetime: post.date })),
        `time ${post.date}`,
      )
      expect(text(date)).toContain(longMonth(post.date))
      expect(text(date)).toContain(post.date.slice(0, 4))
      expect(shown(inHeader('*', `${post.readTime} min read`)), 'read time').toBe(true)

      const body = theOne(byTestId(page.document, 'article-body'), 'article body')
      expect(text(body).length, 'the body has real text').toBeGreaterThan(2000)
      expect(find(body, 'p').length).toBeGreaterThanOrEqual(5)

      // The site's blocks render exactly where the body places them.
      const comparison = byTestId(page.document, 'comparison')
      if (post.comparison) {
        const block = theOne(comparison, 'comparison')
        expect(children(block, 'section')).toHaveLength(post.comparison.length)
        for (const row of post.comparison)
          theOne(
            headingsNamed(page, block, (name) => name === row.category),
            `comparison heading ${row.category}`,
          )
      } else expect(comparison).toHaveLength(0)

      const trends = byTestId(page.document, 'trends')
      if (post.trends) {
        const block = theOne(trends, 'trends')
        expect(children(block, 'li')).toHaveLength(post.trends.length)
        for (const t of post.trends)
          theOne(
            headingsNamed(page, block, (name) => name.endsWith(t.title)),
            `trend heading ${t.title}`,
          )
      } else expect(trends).toHaveLength(0)

      const checklist = byTestId(page.document, 'checklist')
      if (post.checklist) {
        const block = theOne(checklist, 'checklist')
        expect(listItems(block).map(text)).toEqual(post.checklist)
      } else expect(checklist).toHaveLength(0)

      const takeaways = byTestId(page.document, 'key-takeaways')
      if (post.keyTakeaways) {
        const block = theOne(takeaways, 'key takeaways')
        expect(listItems(block).map(text)).toEqual(post.keyTakeaways)
      } else expect(takeaways).toHaveLength(0)

      const tags = theOne(
        find(page.document, '*').filter(
          (el) => ['ul', 'ol'].includes(el.tagName) && accessibleName(el, page.document) === 'Tags',
        ),
        'the Tags list',
      )
      expect(listItems(tags).map((li) => text(li).replace(/^#/, ''))).toEqual(post.tags)

      const booking = theOne(
        find(article, 'button').filter((b) =>
          accessibleName(b, page.document).toLowerCase().includes('book a free consultation'),
        ),
        'the booking button',
      )
      expectBookingButton(page, booking)
      const main = theOne(find(page.document, 'main'), 'main')
      expect(
        find(main, 'a', { href: '/services' }).some((a) => !hiddenByHtml(a)),
        'a link to /services',
      ).toBe(true)

      // The published count, until the browser asks for the live one (tests/e2e/blog.spec.ts).
      const likes = theOne(byTestId(page.document, 'like-count'), 'like count')
      expect(Number(text(likes))).toBe(post.likes)
      expect(
        headingsNamed(page, page.document, (name) =>
          name.toLowerCase().includes('leave your comment'),
        ).filter((h) => !hiddenByHtml(h)),
        'the comment heading',
      ).toHaveLength(1)
    })
  }

  it('woocommerce-vs-shopify shows a comparison with six rows', async () => {
    const page = await openArticle(target, 'woocommerce-vs-shopify')
    const rows = children(theOne(byTestId(page.document, 'comparison'), 'comparison'), 'section')
    expect(rows).toHaveLength(6)
    for (const name of ['WooCommerce', 'Shopify'])
      theOne(
        headingsNamed(page, rows[0]!, (own) => own === name),
        `${name} heading in the first row`,
      )
  })

  it('web-development-trends-2025 shows its trend items', async () => {
    const post = postBySlug('web-development-trends-2025')
    expect(post.trends?.length).toBeGreaterThan(0)
    const page = await openArticle(target, post.slug)
    const items = children(theOne(byTestId(page.document, 'trends'), 'trends'), 'li')
    expect(items).toHaveLength(post.trends!.length)
    for (const [i, t] of post.trends!.entries()) expect(text(items[i]!)).toContain(t.title)
  })

  it('website-business-needs-2025 shows its checklist and key takeaways', async () => {
    const post = postBySlug('website-business-needs-2025')
    const page = await openArticle(target, post.slug)
    expect(listItems(theOne(byTestId(page.document, 'checklist'), 'checklist'))).toHaveLength(
      post.checklist!.length,
    )
    expect(listItems(theOne(byTestId(page.document, 'key-takeaways'), 'key takeaways'))).toHaveLength(
      post.keyTakeaways!.length,
    )
  })
})
