import { expect, test, type Page } from '../helpers/test'
import { company } from '../../content/company'
import { figures } from '../../content/figures'
import {
  MOBILE_MENU_WIDTH_PX,
  NAV_BLUR_AFTER_PX,
  NAV_HIDE_AFTER_PX,
  SCROLL_TOP_AFTER_PX,
  TOAST,
} from '../../lib/constants'
import { legalNav, mainNav } from '../../lib/nav'
import { expectBookingButton } from '../helpers/page'
import { useTheme } from '../helpers/theme'

const ARTICLE = '/blog/woocommerce-vs-shopify'

/** Jumps to a scroll position and waits two frames, so the page's scroll handler has run. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, left: 0, behavior: 'instant' })
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  }, y)
}

/**
 * Opens a page (the fixture waits for hydration) and two more frames, so the effects have run and
 * the scroll listener is in place before the test scrolls.
 */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Opens the small-screen side menu (retrying the click until the page has hydrated). */
async function openSideMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible({ timeout: 1000 })
  }).toPass()
  return menu
}

/** Opens a menu button's menu (retrying the click until the page has hydrated). */
async function openMenu(page: Page, name: string) {
  const menu = page.getByRole('menu', { name })
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name }).click()
    await expect(menu).toBeVisible({ timeout: 1000 })
  }).toPass()
  return menu
}
const openThemeMenu = (page: Page) => openMenu(page, 'Theme')

/** The main links, in the place each width shows them (desktop bar, or the mobile side menu). */
async function mainLinks(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: 'Main' })
  return openSideMenu(page)
}

test.describe('fixed header', () => {
  test('blurs its background past 50 px, hides when scrolling down past 100 px and returns on the way up', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const header = page.locator('#site-header')
    const backdrop = () => header.evaluate((el) => getComputedStyle(el).backdropFilter)
    const bottom = () => header.evaluate((el) => el.getBoundingClientRect().bottom)
    const top = () => header.evaluate((el) => el.getBoundingClientRect().top)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000)

    await scrollToY(page, NAV_BLUR_AFTER_PX + 1)
    await expect(header).toHaveAttribute('data-scrolled', '')
    await expect.poll(backdrop).toMatch(/blur\(\s*[1-9]/)
    await expect(header).not.toHaveAttribute('data-hidden')

    await scrollToY(page, NAV_BLUR_AFTER_PX)
    await expect(header).not.toHaveAttribute('data-scrolled')
    await expect.poll(backdrop).not.toMatch(/blur/)

    await scrollToY(page, NAV_HIDE_AFTER_PX)
    await expect(header).toHaveAttribute('data-scrolled', '')
    await expect(header).not.toHaveAttribute('data-hidden')
    expect(await top()).toBe(0)

    await scrollToY(page, NAV_HIDE_AFTER_PX + 200)
    await expect(header).toHaveAttribute('data-hidden', '')
    await expect.poll(bottom).toBeLessThanOrEqual(0)

    await scrollToY(page, NAV_HIDE_AFTER_PX + 120)
    await expect(header).not.toHaveAttribute('data-hidden')
    await expect.poll(top).toBe(0)
    await expect(header).toBeInViewport()
    await expect(header).toHaveAttribute('data-scrolled', '')
  })

  test('marks the current page in the navigation: Home only on /, others by path prefix', async ({
    page,
  }, testInfo) => {
    const isMobile = testInfo.project.name === 'mobile'
    const cases: { path: string; current: string | null }[] = [
      { path: '/', current: 'Home' },
      { path: ARTICLE, current: 'Blog' },
      { path: '/projects', current: null },
    ]
    for (const { path, current } of cases) {
      await page.goto(path)
      const nav = await mainLinks(page, isMobile)
      for (const item of mainNav) {
        const link = nav.getByRole('link', { name: item.label, exact: true })
        await expect(link).toHaveAttribute('href', item.href)
        if (item.label === current)
          await expect(link, `${item.label} on ${path}`).toHaveAttribute('aria-current', 'page')
        else await expect(link, `${item.label} on ${path}`).not.toHaveAttribute('aria-current')
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(current ? 1 : 0)
    }
  })

  test('shows the tagline at every width and the company name only on wider screens', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    // The link is named after the company at every width (screen readers hear the name even where it is not shown).
    const logo = page.locator('#site-header').getByRole('link', { name: `${company.name} ${company.slogan}` })
    await expect(logo).toHaveAttribute('href', '/')
    await expect(logo.getByText(company.slogan, { exact: true })).toBeVisible()
    const name = logo.getByText(company.name, { exact: true })
    const width = () => name.evaluate((el) => el.getBoundingClientRect().width)
    // On small screens the name is visually hidden: clipped to a 1 px box.
    if (testInfo.project.name === 'mobile') expect(await width()).toBeLessThanOrEqual(1)
    else expect(await width()).toBeGreaterThan(100)
  })

  test('shows the nav links on wide screens and a menu button on small ones', async ({ page }, testInfo) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    if (testInfo.project.name === 'mobile') {
      await expect(menuButton).toBeVisible()
      await expect(nav).toBeHidden()
    } else {
      await expect(menuButton).toBeHidden()
      for (const item of mainNav)
        await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    }
  })
})

test.describe('mobile side menu', () => {
  // The side menu belongs to small screens: the desktop project narrows its window to 375 px.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
  })

  test('opens a 280 px side menu with every link and Get Started, and closes on a link click', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = await openSideMenu(page)
    await expect
      .poll(() => menu.evaluate((el) => el.getBoundingClientRect().width))
      .toBe(MOBILE_MENU_WIDTH_PX)
    // It slides in from the right edge.
    await expect
      .poll(() => menu.evaluate((el) => Math.round(el.getBoundingClientRect().right)))
      .toBe(page.viewportSize()!.width)
    for (const item of mainNav) {
      await expect(menu.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      )
    }
    await expectBookingButton(menu.getByRole('button', { name: 'Get Started' }))

    await menu.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('closes the side menu when its Get Started opens the scheduling popup', async ({ page }) => {
    await page.goto('/')
    const menu = await openSideMenu(page)
    await menu.getByRole('button', { name: 'Get Started' }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByTestId('scheduling-popup')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('closes the side menu with Escape', async ({ page }) => {
    await page.goto('/')
    const menu = await openSideMenu(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('scrolling', () => {
  test('shows the scroll-to-top button only past 300 px and scrolls smoothly back to the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(button).toBeHidden()

    await scrollToY(page, SCROLL_TOP_AFTER_PX + 1)
    await expect(button).toBeVisible()
    await scrollToY(page, SCROLL_TOP_AFTER_PX)
    await expect(button).toBeHidden()

    await scrollToY(page, 2000)
    await expect(button).toBeVisible()
    const start = await scrollY(page)
    expect(start).toBeGreaterThan(1000)
    // Sample the position frame by frame after the click: a smooth scroll passes through positions in between.
    const samples = await button.evaluate(async (el) => {
      const seen: number[] = []
      ;(el as HTMLButtonElement).click()
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => requestAnimationFrame(r))
        seen.push(window.scrollY)
      }
      return seen
    })
    expect(
      samples.some((y) => y > 0 && y < start),
      `positions after the click: ${samples.join(', ')}`,
    ).toBe(true)
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('lands at the top of the new page when following a link from far down', async ({ page }) => {
    await gotoHydrated(page, '/')
    await scrollToY(page, 100_000)
    expect(await scrollY(page)).toBeGreaterThan(1000)
    await page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'About', exact: true })
      .click()
    await page.waitForURL(/\/about$/)
    expect(await scrollY(page)).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    expect(await scrollY(page)).toBe(0)
    // The new page's sections reveal as they come into view, as on a first visit.
    const faq = page.locator('section[aria-labelledby="faq-title"]')
    await expect(faq).not.toHaveAttribute('data-revealed')
    await faq.scrollIntoViewIfNeeded()
    await expect(faq).toHaveAttribute('data-revealed', '')
  })
})

test.describe('footer', () => {
  test('shows the about block, contacts, quick links, stats, copyright and social links', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')

    const about = footer.getByRole('region', { name: 'About Us' })
    await expect(about).toContainText(`${company.address.city}, ${company.address.country}`)
    await expect(about).toContainText('New Delhi, India')
    await expect(about.getByText('SOC 2 Compliant', { exact: true })).toBeVisible()
    await expect(about.getByText('Enterprise Ready', { exact: true })).toBeVisible()
    await expect(about.getByRole('link', { name: `${company.name} home` })).toHaveAttribute('href', '/')

    const contact = footer.getByRole('region', { name: 'Get in Touch' })
    const mails = contact.locator('a[href^="mailto:"]')
    await expect(mails).toHaveCount(2)
    for (const email of company.emails) {
      await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    }
    const [us, india] = company.phones
    const usLink = contact.getByRole('link', { name: us.number })
    await expect(usLink).toHaveAttribute('href', `tel:${us.number.replace(/[^\d+]/g, '')}`)
    const indiaLink = contact.getByRole('link', { name: india.number })
    const chat = new URL((await indiaLink.getAttribute('href'))!)
    expect(chat.origin).toBe('https://wa.me')
    expect(chat.pathname).toBe(`/${india.number.replace(/\D/g, '')}`)
    expect(chat.searchParams.get('text')).toBe(company.whatsappGreeting)
    await expect(indiaLink).toHaveAttribute('target', '_blank')

    const quick = footer.getByRole('navigation', { name: 'Quick Links' })
    const quickLinks = quick.getByRole('link')
    const expected = [...mainNav, ...legalNav]
    await expect(quickLinks).toHaveCount(expected.length)
    for (const [i, item] of expected.entries()) {
      await expect(quickLinks.nth(i)).toHaveText(item.label)
      await expect(quickLinks.nth(i)).toHaveAttribute('href', item.href)
    }

    const stats = footer.getByRole('region', { name: 'Company Stats' })
    for (const value of ['6+', '12+', '35+'])
      await expect(stats.getByText(value, { exact: true })).toBeVisible()
    for (const s of figures.company) await expect(stats).toContainText(s.label)

    const copyright = footer.getByText(/©/)
    await expect(copyright).toContainText(`${new Date().getFullYear()} ${company.name}`)
    await expect(copyright.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(copyright.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    )

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(3)
    for (const [i, s] of company.socials.entries()) {
      const link = social.nth(i)
      await expect(link).toHaveAccessibleName(new RegExp(s.name))
      await expect(link).toHaveAttribute('href', s.link)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
  })
})

test.describe('theme', () => {
  const html = (page: Page) => page.locator('html')

  test('starts dark on a first visit even when the browser prefers light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  })

  test('switches to light from the theme menu, stores it, and reloads light without a flash of dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)

    const menu = await openThemeMenu(page)
    const items = menu.getByRole('menuitemradio')
    await expect(items).toHaveText(['Light', 'Dark', 'System'])
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false')
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false')

    await menu.getByRole('menuitemradio', { name: 'Light' }).click()
    await expect(menu).toBeHidden()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await openThemeMenu(page)
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')

    // Record every class the root element takes while the page loads again.
    await page.addInitScript(() => {
      const states: string[] = []
      ;(window as unknown as { __rootClasses: string[] }).__rootClasses = states
      new MutationObserver((records) => {
        for (const r of records) if (r.target === document.documentElement) states.push(r.oldValue ?? '')
        states.push(document.documentElement.className)
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['class'],
      })
      document.addEventListener('readystatechange', () => states.push(document.documentElement.className))
    })
    await page.reload()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    const states = await page.evaluate(() => (window as unknown as { __rootClasses: string[] }).__rootClasses)
    expect(
      states.some((c) => /(^|\s)light(\s|$)/.test(c)),
      `root classes while loading: ${states.join(' | ')}`,
    ).toBe(true)
    expect(
      states.filter((c) => /(^|\s)dark(\s|$)/.test(c)),
      `root classes while loading: ${states.join(' | ')}`,
    ).toEqual([])

    // With the app's scripts never running, the page is already light: the choice is applied before them.
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    // Reloaded from the page itself: the fixture's reload would wait for a hydration that never comes.
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => location.reload())])
    await expect(html(page)).toHaveClass(/(^|\s)light(\s|$)/)
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
  })

  test('follows the system colour scheme when System is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await (await openThemeMenu(page)).getByRole('menuitemradio', { name: 'System' }).click()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system')

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
  })

  test('applies a stored System choice from the first paint', async ({ page }) => {
    await useTheme(page, 'system')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/)
  })

  test('works the theme menu by keyboard alone', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Theme' })
    const menu = page.getByRole('menu', { name: 'Theme' })
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
    // Wait until React has hydrated the button, so key presses reach its handlers.
    await expect
      .poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true)
    await button.focus()

    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })
})

test.describe('toasts', () => {
  test('shows toasts bottom-right, three at a time, 356 px wide with 14 px gaps, and Alt+T focuses them', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(ARTICLE)
    const copyLink = async () => {
      await (
        await openMenu(page, 'More sharing options')
      )
        .getByRole('menuitem', { name: 'Copy Link' })
        .click()
    }
    await copyLink()
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster.getByText('Link copied to clipboard!')).toBeVisible()
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    await expect(toaster).toHaveAttribute('data-x-position', 'right')
    const cssVar = (name: string) =>
      toaster.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name)
    expect(await cssVar('--width')).toBe(`${TOAST.width}px`)
    expect(await cssVar('--gap')).toBe(`${TOAST.gap}px`)

    const viewport = page.viewportSize()!
    const box = (await toaster.locator('[data-sonner-toast]').first().boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80)
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
    if (testInfo.project.name === 'desktop') expect(Math.round(box.width)).toBe(TOAST.width)

    // The mouse rests on the toasts, which holds their timers (sonner pauses while hovered), and
    // the next copies are made by keyboard: on a slow machine four copies can take longer than a
    // toast's four seconds.
    await toaster.locator('[data-sonner-toast]').first().hover()
    for (let i = 0; i < TOAST.visibleToasts; i++) {
      await page.getByRole('button', { name: 'More sharing options' }).focus()
      await page.keyboard.press('Enter')
      const item = page
        .getByRole('menu', { name: 'More sharing options' })
        .getByRole('menuitem', { name: 'Copy Link' })
      await item.focus()
      await page.keyboard.press('Enter')
      await expect(toaster.locator('[data-sonner-toast]')).toHaveCount(i + 2)
    }
    const toasts = toaster.locator('[data-sonner-toast]')
    await expect(toasts).toHaveCount(TOAST.visibleToasts + 1)
    await expect(toaster.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(TOAST.visibleToasts)

    await page.keyboard.press('Alt+KeyT')
    await expect(toaster).toBeFocused()
    await expect(page.getByRole('region', { name: /^Notifications alt\+T$/i })).toBeAttached()
  })

  test('lets Tab go through a toast and on, never back to where it came from', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(ARTICLE)
    await (await openMenu(page, 'More sharing options')).getByRole('menuitem', { name: 'Copy Link' }).click()
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster.getByText('Link copied to clipboard!')).toBeVisible()
    // Resting on the toast holds its timer while the keyboard goes round.
    await toaster.locator('[data-sonner-toast]').first().hover()
    // Marks the page's control just before the toasts and the one Tab should reach after them
    // (the next in the page, or its first when the toasts end it).
    const stops = await page.evaluate(() => {
      const list = document.querySelector('[data-sonner-toaster]')!
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((el) => el.getClientRects().length > 0 && !list.contains(el))
      const after = (el: Element) => list.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
      const before = all.filter((el) => !after(el)).at(-1)!
      const next = all.find((el) => after(el)) ?? all[0]!
      before.dataset.stop = 'before'
      next.dataset.stop = next === before ? 'before' : 'next'
      return all.length
    })
    expect(stops).toBeGreaterThan(2)
    await page.locator('[data-stop="before"]').focus()
    await page.keyboard.press('Tab')
    const inToasts = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]')))
    expect(await inToasts()).toBe(true)
    for (let i = 0; i < 6 && (await inToasts()); i++) await page.keyboard.press('Tab')
    await expect(page.locator('[data-stop="next"]')).toBeFocused()
    // And back: Shift+Tab from the page's next control goes through the toasts to the one before.
    for (
      let i = 0;
      i < 8 && !(await page.locator('[data-stop="before"]').evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Shift+Tab')
    await expect(page.locator('[data-stop="before"]')).toBeFocused()
  })
})
