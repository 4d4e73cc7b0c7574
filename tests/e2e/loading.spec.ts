import { expect, test } from '../helpers/test'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '../../scripts/public-routes.mjs'
import { waitForHydration } from '../helpers/page'

// The prerendered pages show their content first and fetch Next's scripts after the first
// contentful paint (runtime/defer-hydration.mjs); the page must still hydrate cleanly.
for (const route of [...PAGE_ROUTES, ...ARTICLE_ROUTES]) {
  test(`${route} paints before requesting its scripts, then hydrates without errors`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<script src="[^"]*\/_next\/[^"]*" async/)
    expect(head).not.toContain('as="script"')

    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(route) // returns once the page has hydrated (tests/helpers/test.ts)

    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/chunks\/.+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }))
    expect(timing.fcp).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(3)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp!)
    expect(errors).toEqual([])
  })
}

test('a visitor who scrolls before the scripts arrive sees the sections appear and stays where they are', async ({
  context,
}) => {
  // Hold Next's scripts back until released, as a slow connection would. (A page of its own: the
  // fixture's page would wait for hydration after goto.)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const page = await context.newPage()
  await page.goto('/', { waitUntil: 'domcontentloaded' })

  const testimonials = page.locator('section[aria-labelledby="testimonials-title"]')
  await testimonials.scrollIntoViewIfNeeded()
  await expect(testimonials).toHaveAttribute('data-revealed', '')
  await expect(testimonials).toHaveCSS('opacity', '1')
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('main')!).some((k) => k.startsWith('__reactFiber')),
    )
  expect(await hydrated()).toBe(false)
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)

  release()
  await waitForHydration(page)
  await page.locator('html[data-booking-ready]').waitFor({ state: 'attached' })
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})
