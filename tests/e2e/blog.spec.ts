import { expect, test, type Locator, type Page } from '../helpers/test'
import {
  CARD_TAGS_SHOWN,
  MOBILE_BREAKPOINT_PX,
  SHARE_HASHTAGS,
  SHARE_MENU_MIN_WIDTH_PX,
} from '../../lib/constants'
import { TEST_BASE_URL } from '../build-env.mjs'
import { longMonth, postBySlug, posts } from '../helpers/articles'

/** The read times, the index's like counts and the article button's starting counts the site publishes, by post id. */
const SPEC_READ_TIMES = [8, 12, 15, 9, 10, 7, 6, 6]
const SPEC_INDEX_LIKES = [94, 127, 189, 76, 142, 88, 101, 79]
const SPEC_ARTICLE_LIKES = [94, 127, 189, 76, 0, 0, 0, 0]

/** What the share menu says after copying the link. */
const COPY_OK = 'Link copied to clipboard!'
const COPY_FAILED = 'Failed to copy link'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A card's like count as its text reads: the figure, then the screen-reader word. */
const likesText = (n: number) => new RegExp(`^${n}\\s*likes$`)
const exactly = (s: string) => new RegExp(`^\\s*${escapeRegExp(s)}\\s*$`)
const articleUrl = (page: Page, slug: string) => new URL(`/blog/${slug}`, page.url()).href

/** Client components answer clicks and keys only once React has hydrated them. */
async function hydrated(el: Locator) {
  await expect
    .poll(() => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps'))), {
      message: 'hydrated',
    })
    .toBe(true)
}

test('the blog content matches the spec figures', () => {
  expect(posts).toHaveLength(8)
  expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  expect(posts.map((p) => p.readTime)).toEqual(SPEC_READ_TIMES)
  expect(posts.map((p) => p.likes)).toEqual(SPEC_INDEX_LIKES)
  expect(posts.map((p) => p.articleLikes)).toEqual(SPEC_ARTICLE_LIKES)
})

/* ---------------------------------------------------------------- /blog */

test.describe('/blog', () => {
  test('shows the heading and eight post cards in two columns on desktop, one on mobile', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Insights & Guides')
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(posts.length)
    const xs = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)))
    const columns = page.viewportSize()!.width >= MOBILE_BREAKPOINT_PX ? 2 : 1
    expect(new Set(xs).size, `${columns} column(s)`).toBe(columns)
  })

  test('every card shows cover, category, title, subtitle, date, read time, likes, tags and a read cue', async ({
    page,
  }) => {
    await page.goto('/blog')
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(posts.length)
    for (const [i, post] of posts.entries()) {
      const card = cards.filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
      await expect(card, post.slug).toHaveCount(1)
      await expect(card.locator('img').first()).toHaveAttribute('src', post.cover)

      const category = card.locator('p').filter({ hasText: exactly(post.category) })
      await expect(category).toBeVisible()
      expect(
        await category.evaluate((el) => getComputedStyle(el).backgroundColor),
        'category label is coloured',
      ).not.toBe('rgba(0, 0, 0, 0)')

      await expect(card.getByText(post.summary, { exact: true })).toBeVisible()
      const date = card.locator(`time[datetime="${post.date}"]`)
      await expect(date).toContainText(longMonth(post.date))
      await expect(date).toContainText(post.date.slice(0, 4))
      await expect(date).toContainText(String(Number(post.date.slice(8, 10))))
      await expect(card.getByText(`${SPEC_READ_TIMES[i]} min read`, { exact: true })).toBeVisible()
      // the published figure, or more once the live count (with stored likes) has arrived
      const likes = card.getByTestId('card-likes')
      await expect(likes).toHaveText(/^\d+\s*likes$/)
      expect(parseInt((await likes.textContent())!, 10)).toBeGreaterThanOrEqual(SPEC_INDEX_LIKES[i]!)

      const more = post.tags.length - CARD_TAGS_SHOWN
      expect(more).toBeGreaterThan(0)
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        ...post.tags.slice(0, CARD_TAGS_SHOWN).map(exactly),
        exactly(`+${more} more`),
      ])
      await expect(card.getByText('Read Full Article')).toBeVisible()
    }
  })

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false })

    test('every card shows the published like count', async ({ page }) => {
      await page.goto('/blog')
      const cards = page.getByTestId('post-card')
      await expect(cards).toHaveCount(posts.length)
      for (const [i, post] of posts.entries()) {
        const card = cards.filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
        await expect(card.getByTestId('card-likes')).toHaveText(likesText(SPEC_INDEX_LIKES[i]!))
      }
    })
  })

  test('clicking a card opens its article', async ({ page }) => {
    const post = posts[1]!
    await page.goto('/blog')
    await page.getByTestId('post-card').filter({ hasText: post.summary }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  })

  test('invites readers to the services and projects pages', async ({ page }) => {
    await page.goto('/blog')
    const heading = page.getByRole('heading', { name: 'Ready to Transform Your Digital Presence?' })
    await expect(heading).toBeVisible()
    const block = page.locator('div').filter({ has: heading }).last()
    await expect(block.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services')
    await expect(block.getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/projects')
  })
})

/* ---------------------------------------------------------------- articles */

// Each article's content (header, body, blocks, tags, calls to action) is read from the server's
// HTML, without a browser: app/(site)/blog/articles.integration.test.ts.

/* ---------------------------------------------------------------- likes */

test.describe('like button', () => {
  // One article per project, so the two projects running at once never move each other's count.
  test('liking is kept on the server for this browser, and pressing again takes it back', async ({
    page,
  }, info) => {
    const slug = info.project.name === 'desktop' ? 'woocommerce-vs-shopify' : 'top-10-website-features-2025'
    const post = postBySlug(slug)
    await page.goto(`/blog/${slug}`)
    const like = page.getByTestId('like-button')
    const count = page.getByTestId('like-count')
    await like.scrollIntoViewIfNeeded()
    await hydrated(like)
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    const live = await page.request.get(`/api/likes?post=${slug}`)
    const start = ((await live.json()) as { count: number }).count
    expect(start).toBeGreaterThanOrEqual(post.likes)
    await expect(count).toHaveText(String(start))

    await like.click()
    await expect(count).toHaveText(String(start + 1))
    await expect(like).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await like.scrollIntoViewIfNeeded()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(count).toHaveText(String(start + 1))

    await like.click()
    await expect(count).toHaveText(String(start))
    await expect(like).toHaveAttribute('aria-pressed', 'false')
  })
})

test.describe('likes on the blog index', () => {
  // Articles no other test likes, one per project, so the two projects never move each other's count.
  const slugFor = (project: string) =>
    project === 'desktop' ? 'web-development-trends-2025' : 'ai-transforming-websites'
  const isAllCounts = (url: URL) => url.pathname === '/api/likes' && !url.search

  test('after liking an article, its card on /blog shows the same count, going back and on a fresh load', async ({
    page,
  }, info) => {
    const post = postBySlug(slugFor(info.project.name))
    const card = page
      .getByTestId('post-card')
      .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
    const cardLikes = card.getByTestId('card-likes')
    const live = await page.request.get(`/api/likes?post=${post.slug}`)
    const start = ((await live.json()) as { count: number }).count
    expect(start).toBeGreaterThanOrEqual(post.likes)

    await page.goto('/blog')
    await card.scrollIntoViewIfNeeded()
    await expect(cardLikes).toHaveText(likesText(start))

    // Open the article from its card (a client navigation) and like it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    const like = page.getByTestId('like-button')
    const count = page.getByTestId('like-count')
    await like.scrollIntoViewIfNeeded()
    await hydrated(like)
    await expect(count).toHaveText(String(start))
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(count).toHaveText(String(start + 1))

    // Back on the index the card shows the new count at once: hold the index's count request
    // (a slow network) to see it before that answers.
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route(isAllCounts, async (route) => {
      await held
      await route.continue()
    })
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    expect(await page.evaluate(() => 'sameDocument' in window), 'a client navigation').toBe(true)
    await card.scrollIntoViewIfNeeded()
    await expect(cardLikes).toHaveText(likesText(start + 1))
    answer()
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    // A fresh load of /blog shows it too.
    await page.goto('/blog')
    await card.scrollIntoViewIfNeeded()
    await expect(cardLikes).toHaveText(likesText(start + 1))
  })

  test('the index asks for the like counts of all its cards in one request', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/api/likes') asked.push(url.search)
    })
    const answered = page.waitForResponse((r) => isAllCounts(new URL(r.url())))
    await page.goto('/blog')
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(posts.length)
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded()
    const { counts } = (await (await answered).json()) as { counts: Record<string, number> }
    // Every card settles on the count that one answer gave (or more, if another test liked since).
    for (const post of posts) {
      const likes = cards.filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
      await expect
        .poll(async () => parseInt((await likes.getByTestId('card-likes').textContent())!, 10), post.slug)
        .toBeGreaterThanOrEqual(counts[post.slug]!)
    }
    expect(asked).toEqual([''])
  })
})

/* ---------------------------------------------------------------- sharing */

test.describe('share links', () => {
  for (const slug of [
    'woocommerce-vs-shopify',
    'web-development-trends-2025',
    'website-business-needs-2025',
  ]) {
    test(`${slug}: Twitter, Facebook, LinkedIn and WhatsApp links share the article in a new tab`, async ({
      page,
    }) => {
      const post = postBySlug(slug)
      await page.goto(`/blog/${slug}`)
      const url = articleUrl(page, slug)
      expect(url).toBe(`${TEST_BASE_URL}/blog/${slug}`)
      const engagement = page.getByTestId('engagement')

      const link = async (name: string) => {
        const a = engagement.getByRole('link', { name })
        await expect(a).toBeVisible()
        await expect(a).toHaveAttribute('target', '_blank')
        const rel = ((await a.getAttribute('rel')) ?? '').split(/\s+/)
        expect(rel, `${name} rel`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
        const href = (await a.getAttribute('href'))!
        expect(href, `${name} carries the encoded article URL`).toContain(encodeURIComponent(url))
        return new URL(href)
      }

      const twitter = await link('Share on Twitter')
      expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet')
      expect(twitter.searchParams.get('text')).toBe(post.title)
      expect(twitter.searchParams.get('url')).toBe(url)
      expect(twitter.searchParams.get('hashtags')).toBe(SHARE_HASHTAGS.join(','))
      expect(SHARE_HASHTAGS[0]).toBe('WebDevelopment')

      const facebook = await link('Share on Facebook')
      expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
      expect(facebook.searchParams.get('u')).toBe(url)

      const linkedin = await link('Share on LinkedIn')
      expect(linkedin.hostname).toMatch(/(^|\.)linkedin\.com$/)
      expect(linkedin.pathname).toMatch(/share/)
      expect(linkedin.searchParams.get('url')).toBe(url)

      const whatsapp = await link('Share on WhatsApp')
      expect(whatsapp.hostname).toBe('wa.me')
      expect(whatsapp.searchParams.get('text')).toContain(url)
    })
  }
})

test.describe('more sharing options menu', () => {
  const slug = 'woocommerce-vs-shopify'

  async function openMenu(page: Page) {
    const button = page.getByRole('button', { name: 'More sharing options' })
    await hydrated(button)
    await button.click()
    const menu = page.getByRole('menu', { name: 'More sharing options' })
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    return { button, menu }
  }

  test('opens a menu at least 200 px wide with Telegram, Email and Copy Link', async ({ page }) => {
    const post = postBySlug(slug)
    await page.goto(`/blog/${slug}`)
    const url = articleUrl(page, slug)
    const { menu } = await openMenu(page)
    const box = (await menu.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(SHARE_MENU_MIN_WIDTH_PX)

    const items = menu.getByRole('menuitem')
    await expect(items).toHaveText([exactly('Telegram'), exactly('Email'), exactly('Copy Link')])

    const telegram = menu.getByRole('menuitem', { name: 'Telegram' })
    await expect(telegram).toHaveAttribute('target', '_blank')
    await expect(telegram).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
    const tg = new URL((await telegram.getAttribute('href'))!)
    expect(tg.origin + tg.pathname).toBe('https://t.me/share/url')
    expect(tg.searchParams.get('url')).toBe(url)

    const email = menu.getByRole('menuitem', { name: 'Email' })
    const mail = new URL((await email.getAttribute('href'))!)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toBe(post.title)
    const mailBody = mail.searchParams.get('body')!
    for (const part of [post.title, post.summary, url]) expect(mailBody).toContain(part)
  })

  test('closes on an outside click', async ({ page }) => {
    await page.goto(`/blog/${slug}`)
    const { button, menu } = await openMenu(page)
    // The menu opens upwards, so click below it: on the comment section heading.
    await page.getByRole('heading', { name: 'Leave Your Comment' }).click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on Escape, back on the button', async ({ page }) => {
    await page.goto(`/blog/${slug}`)
    const { button, menu } = await openMenu(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('works by keyboard: ArrowDown moves through the items and Enter chooses', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/blog/${slug}`)
    const button = page.getByRole('button', { name: 'More sharing options' })
    await hydrated(button)
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'More sharing options' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Telegram' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Email' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Copy Link' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(COPY_OK)).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('copy link', () => {
  const slug = 'web-development-trends-2025'

  test('copies the page address, confirms with a toast and closes the menu', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/blog/${slug}`)
    const button = page.getByRole('button', { name: 'More sharing options' })
    await hydrated(button)
    await button.click()
    const menu = page.getByRole('menu', { name: 'More sharing options' })
    await menu.getByRole('menuitem', { name: 'Copy Link' }).click()
    await expect(page.getByText(COPY_OK)).toBeVisible()
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    expect(page.url()).toBe(articleUrl(page, slug))
  })

  test('shows an error toast when the clipboard write fails', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      })
    })
    await page.goto(`/blog/${slug}`)
    const button = page.getByRole('button', { name: 'More sharing options' })
    await hydrated(button)
    await button.click()
    await page
      .getByRole('menu', { name: 'More sharing options' })
      .getByRole('menuitem', { name: 'Copy Link' })
      .click()
    await expect(page.getByText(COPY_FAILED)).toBeVisible()
    await expect(page.getByText(COPY_OK)).toHaveCount(0)
  })
})
