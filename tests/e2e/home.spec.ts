import { expect, test, type Page } from '../helpers/test'
import {
  capabilities,
  capabilityTags,
  heroCopy,
  heroFeatures,
  successCta,
  trustPoints,
} from '../../content/pages/home'
import { testimonials } from '../../content/testimonials'
import { CAROUSEL_CARDS_WIDE, CAROUSEL_INTERVAL_MS } from '../../lib/constants'
import { BOOKING_URL, statPairs, waitForHydration, expectBookingButton } from '../helpers/page'

test.describe('hero', () => {
  test('shows the headline, badge, stats, trust points and feature cards', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Transform Your Tech Vision')
    await expect(hero.getByText(heroCopy.badge, { exact: true })).toBeVisible()
    await expect(hero.getByText('Trusted by 25+ Companies Worldwide')).toBeVisible()

    expect(await statPairs(hero.locator('dl'))).toEqual([
      { value: '99.2%', label: 'Uptime' },
      { value: '35+', label: 'Projects' },
      { value: '12+', label: 'Team' },
      { value: '6+', label: 'Countries' },
    ])
    for (const point of trustPoints)
      await expect(hero.getByRole('listitem').filter({ hasText: point }).first()).toBeVisible()

    const featureTitles = hero.getByRole('heading', { level: 2 })
    await expect(featureTitles).toHaveText(['Lightning Fast', 'Enterprise Security', 'Scalable Solutions'])
    for (const f of heroFeatures) await expect(hero.getByText(f.description)).toBeVisible()
  })

  test('links "Start Building Today" to the products page', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    const start = hero.getByRole('link', { name: 'Start Building Today' })
    await expect(start).toHaveAttribute('href', '/products')
    await start.click()
    await expect(page).toHaveURL('/products')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-Gen Digital Products')
  })

  test('"Book Free Demo" is a booking button that opens the 30-minute scheduling popup', async ({ page }) => {
    await page.goto('/')
    const demo = page
      .locator('section[aria-labelledby="hero-title"]')
      .getByRole('button', { name: 'Book Free Demo' })
    await expectBookingButton(demo)
    // The scheduling controller loads the provider script on first intent.
    await expect(async () => {
      await demo.hover()
      await expect(page.locator('script[data-scheduling]')).toHaveCount(1, { timeout: 500 })
    }).toPass()
    await demo.click()
    const popup = page.getByTestId('scheduling-popup')
    await expect(popup).toBeVisible()
    await expect(popup).toHaveAttribute('data-url', BOOKING_URL)
    expect(page.url()).toMatch(/\/$/)
  })

  test('a tap on the hero leaves no glow behind on touch screens', async ({ page }, testInfo) => {
    await page.goto('/')
    const glow = page.getByTestId('hero-glow')
    if (testInfo.project.name === 'mobile') {
      await page.getByText(heroCopy.lead).tap()
      await page.waitForTimeout(200)
      await expect(glow).not.toHaveAttribute('data-active')
    } else {
      // With a mouse the same spot lights up.
      const lead = (await page.getByText(heroCopy.lead).boundingBox())!
      await expect(async () => {
        await page.mouse.move(lead.x + 20, lead.y + 5)
        await page.mouse.move(lead.x + 30, lead.y + 8)
        await expect(glow).toHaveAttribute('data-active', '', { timeout: 500 })
      }).toPass()
    }
  })
})

test.describe('core capabilities', () => {
  test('shows the heading, tag chips, six capability cards and four stats', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('section[aria-labelledby="capabilities-title"]')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Our Core Capabilities')
    await expect(
      section.getByRole('list', { name: 'Technologies and specialities' }).getByRole('listitem'),
    ).toHaveText(capabilityTags)
    const cardTitles = section.getByRole('heading', { level: 3 }).filter({ hasNotText: /\?$/ })
    expect(capabilities).toHaveLength(6)
    await expect(cardTitles).toHaveText(capabilities.map((c) => c.title))
    for (const c of capabilities) await expect(section.getByText(c.description)).toBeVisible()

    expect(await statPairs(section.locator('dl'))).toEqual([
      { value: '35+', label: 'Websites Built' },
      { value: '98%', label: 'Client Satisfaction' },
      { value: '3x', label: 'Performance Boost' },
      { value: '24/7', label: 'Support & Maintenance' },
    ])
  })

  test('offers a 15-minute call booking button and "Explore Services" to the products page', async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.locator('section[aria-labelledby="capabilities-title"]')
    await section.scrollIntoViewIfNeeded()
    await expectBookingButton(section.getByRole('button', { name: 'Book a 15-min Call' }))
    await expect(section.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/products')
  })
})

test.describe('testimonials', () => {
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
  const slides = (page: Page) => carousel(page).locator('li[aria-roledescription="slide"]')
  const dots = (page: Page) => page.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button')
  const visibleArrow = (page: Page, which: 'Previous' | 'Next') =>
    page.getByRole('button', { name: `${which} testimonial` }).filter({ visible: true })

  /** The 0-based index of the active testimonial, read from the active slide and checked against the dots. */
  async function activeIndex(page: Page) {
    const label = await slides(page).and(page.locator('[data-position="active"]')).getAttribute('aria-label')
    return Number(label!.split(' ')[0]) - 1
  }
  async function expectActive(page: Page, index: number) {
    await expect(slides(page).nth(index)).toHaveAttribute('data-position', 'active')
    await expect(slides(page).and(page.locator('[data-position="active"]'))).toHaveCount(1)
    await expect(dots(page).nth(index)).toHaveAttribute('aria-current', 'true')
    await expect(page.locator('[aria-label^="Show testimonial"][aria-current]')).toHaveCount(1)
    await expect(slides(page).nth(index).getByTestId('testimonial')).toContainText(testimonials[index]!.name)
  }

  /** Scrolls the carousel into view and waits until React owns it. */
  async function openCarousel(page: Page) {
    await carousel(page).scrollIntoViewIfNeeded()
    await waitForHydration(page, '[aria-roledescription="carousel"]')
    await expect(page.locator('section[aria-labelledby="testimonials-title"]')).toHaveAttribute(
      'data-revealed',
      '',
    )
  }

  /** Installs a fake clock that stays still until runFor moves it. */
  async function installFrozenClock(page: Page) {
    const start = new Date('2026-01-05T09:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 60_000)
  }

  test('has all eight testimonials in the HTML and one dot per testimonial', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(testimonials).toHaveLength(8)
    expect(html.match(/data-testid="testimonial"/g) ?? []).toHaveLength(testimonials.length)
    for (const t of testimonials) expect(html).toContain(t.name)

    await page.goto('/')
    await expect(slides(page)).toHaveCount(testimonials.length)
    await expect(dots(page)).toHaveCount(testimonials.length)
    for (const [i, t] of testimonials.entries())
      await expect(dots(page).nth(i)).toHaveAccessibleName(`Show testimonial ${i + 1}: ${t.name}`)
  })

  test('shows three cards with the active one in the middle on wide screens, one on mobile', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await openCarousel(page)
    const visibleCards = page.getByTestId('testimonial').filter({ visible: true })
    if (testInfo.project.name === 'mobile') {
      await expect(visibleCards).toHaveCount(1)
      await expect(visibleCards).toContainText(testimonials[0]!.name)
      return
    }
    await expect(visibleCards).toHaveCount(CAROUSEL_CARDS_WIDE)
    const visibleSlides = slides(page).filter({ visible: true })
    const order = await visibleSlides.evaluateAll((els) =>
      els
        .map((el) => ({ x: el.getBoundingClientRect().left, position: el.getAttribute('data-position') }))
        .sort((a, b) => a.x - b.x)
        .map((s) => s.position),
    )
    expect(order).toEqual(['prev', 'active', 'next'])
    await expectActive(page, 0)
    // The neighbours of the first testimonial are the last and the second, left to right.
    const names = await visibleSlides.evaluateAll((els) =>
      els
        .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
        .map((el) => el.querySelector('figcaption')?.textContent ?? ''),
    )
    expect(names.map((caption) => testimonials.find((t) => caption.includes(t.name))?.name)).toEqual([
      testimonials.at(-1)!.name,
      testimonials[0]!.name,
      testimonials[1]!.name,
    ])
  })

  test('next and previous wrap around, and a dot jumps to its testimonial', async ({ page }) => {
    await page.goto('/')
    await openCarousel(page)
    await expectActive(page, 0)

    await visibleArrow(page, 'Previous').click()
    await expectActive(page, testimonials.length - 1)
    await visibleArrow(page, 'Next').click()
    await expectActive(page, 0)
    await visibleArrow(page, 'Next').click()
    await expectActive(page, 1)

    await dots(page).nth(5).click()
    await expectActive(page, 5)
    await dots(page)
      .nth(testimonials.length - 1)
      .click()
    await expectActive(page, testimonials.length - 1)
    await visibleArrow(page, 'Next').click()
    await expectActive(page, 0)
  })

  test('places the arrows beside the cards on wide screens and below them on mobile', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await openCarousel(page)
    const list = (await carousel(page).locator('ul').first().boundingBox())!
    const prev = visibleArrow(page, 'Previous')
    const next = visibleArrow(page, 'Next')
    await expect(prev).toHaveCount(1)
    await expect(next).toHaveCount(1)
    const p = (await prev.boundingBox())!
    const n = (await next.boundingBox())!
    if (testInfo.project.name === 'mobile') {
      expect(p.y).toBeGreaterThanOrEqual(list.y + list.height)
      expect(n.y).toBeGreaterThanOrEqual(list.y + list.height)
      expect(p.x).toBeLessThan(n.x)
    } else {
      expect(p.x + p.width).toBeLessThanOrEqual(list.x)
      expect(n.x).toBeGreaterThanOrEqual(list.x + list.width)
      for (const b of [p, n]) {
        expect(b.y).toBeGreaterThan(list.y)
        expect(b.y + b.height).toBeLessThan(list.y + list.height)
      }
    }
  })

  test('advances every 5 seconds on wide screens and never on mobile', async ({ page }, testInfo) => {
    await installFrozenClock(page)
    await page.goto('/')
    await openCarousel(page)
    await expectActive(page, 0)
    if (testInfo.project.name === 'mobile') {
      await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS)
      await expectActive(page, 0)
      return
    }
    await page.clock.runFor(CAROUSEL_INTERVAL_MS)
    await expectActive(page, 1)
    await page.clock.runFor(CAROUSEL_INTERVAL_MS)
    await expectActive(page, 2)
  })

  for (const control of ['next', 'previous', 'a dot'] as const) {
    test(`stops advancing for good after pressing ${control}`, async ({ page }) => {
      await installFrozenClock(page)
      await page.goto('/')
      await openCarousel(page)
      let expected: number
      if (control === 'next') {
        await visibleArrow(page, 'Next').click()
        expected = 1
      } else if (control === 'previous') {
        await visibleArrow(page, 'Previous').click()
        expected = testimonials.length - 1
      } else {
        await dots(page).nth(3).click()
        expected = 3
      }
      await expectActive(page, expected)
      await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS)
      await expectActive(page, expected)
      expect(await activeIndex(page)).toBe(expected)
    })
  }

  test('does not advance when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await installFrozenClock(page)
    await page.goto('/')
    await openCarousel(page)
    await expectActive(page, 0)
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS)
    await expectActive(page, 0)
  })

  test('shows the stat strip and the closing call to action with a booking button', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('section[aria-labelledby="testimonials-title"]')
    await section.scrollIntoViewIfNeeded()
    expect(await statPairs(section.locator('dl'))).toEqual([
      { value: '25+', label: 'Happy Clients' },
      { value: '96%', label: 'Success Rate' },
      { value: '24/7', label: 'Support' },
      { value: '12+', label: 'Industries' },
    ])
    await expect(section.getByRole('heading', { name: 'Ready to Join Our Success Stories?' })).toBeVisible()
    await expect(section.getByText(successCta.text)).toBeVisible()
    await expectBookingButton(section.getByRole('button', { name: 'Start Your Success Story' }))
  })
})

test.describe('hero glow with a mouse', () => {
  // The glow answers a hovering mouse; both projects check it with a desktop pointer.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('the glow follows the pointer over the hero and fades when it leaves', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    const glow = page.getByTestId('hero-glow')
    await expect(glow).not.toHaveAttribute('data-active')

    const box = (await hero.boundingBox())!
    const readVar = (name: string) =>
      glow.evaluate((el, n) => parseFloat((el as HTMLElement).style.getPropertyValue(n)), name)

    // Hydration may finish a moment after the fiber appears: keep moving until the listener reacts.
    await expect(async () => {
      await page.mouse.move(box.x + 200, box.y + 150)
      await page.mouse.move(box.x + 210, box.y + 160)
      await expect(glow).toHaveAttribute('data-active', '', { timeout: 500 })
    }).toPass()
    await expect.poll(() => readVar('--glow-x')).toBeCloseTo(210, 0)
    await expect.poll(() => readVar('--glow-y')).toBeCloseTo(160, 0)

    await page.mouse.move(box.x + 640, box.y + 420, { steps: 4 })
    await expect.poll(() => readVar('--glow-x')).toBeCloseTo(640, 0)
    await expect.poll(() => readVar('--glow-y')).toBeCloseTo(420, 0)
    await expect(glow).toHaveAttribute('data-active', '')

    // The fixed header is outside the hero section.
    await page.mouse.move(box.x + 640, 10, { steps: 4 })
    await expect(glow).not.toHaveAttribute('data-active')
  })
})
