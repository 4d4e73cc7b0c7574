import { expect, test, type Locator, type Page } from '../helpers/test'
import { offerings } from '../../content/offerings'
import { FEATURES_SHOWN } from '../../lib/constants'
import { BOOKING_URL, expectBookingButton, statPairs } from '../helpers/page'

const PACKAGE_DIALOG = 'Select Your Investment Package'
const SCHEDULING_DIALOG = 'Book a 30-minute consultation'

/** A product card's features: the basic list, then professional and enterprise without their "All … features, plus" line; the first six. */
function expectedFeatures(offering: (typeof offerings)[number]) {
  const tier = (name: string) => offering.packages.find((p) => p.tier === name)!.features
  return [...tier('basic'), ...tier('professional').slice(1), ...tier('enterprise').slice(1)].slice(
    0,
    FEATURES_SHOWN,
  )
}

/** Waits until the page's booking controller listens: hovering a booking button then loads the provider script. */
async function waitForBookingController(page: Page, button: Locator) {
  await expect(async () => {
    await button.hover()
    await expect(page.locator('script[data-scheduling]')).toHaveCount(1, { timeout: 500 })
  }).toPass()
}

const sections = (page: Page) => page.getByTestId('offering')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)
/** Lets a few frames pass, so a scroll that was going to happen has started. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  )
}

async function openPackages(page: Page, index = 0) {
  const button = sections(page).nth(index).getByRole('button', { name: 'View Packages' })
  await button.scrollIntoViewIfNeeded()
  await button.click()
  const dialog = page.getByRole('dialog', { name: PACKAGE_DIALOG })
  await expect(dialog).toBeVisible()
  return { button, dialog }
}

test('shows the "Next-Gen Digital Products" hero with its four tiles', async ({ page }) => {
  await page.goto('/products')
  const hero = page.locator('section[aria-labelledby="products-title"]')
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Next-Gen Digital Products')
  expect(await statPairs(hero.locator('dl'))).toEqual([
    { value: '25+', label: 'Enterprise Clients' },
    { value: '4.8/5', label: 'Innovation Score' },
    { value: '99.5%', label: 'Uptime SLA' },
    { value: '24/7', label: 'AI Support' },
  ])
})

test('lists the eight services in order, each with its first six features and two buttons', async ({
  page,
}) => {
  expect(offerings.map((o) => o.title)).toEqual([
    'UI/UX Design',
    'Cloud Services',
    'Web Development',
    'Maintenance & Support',
    'Domain Hosting MIS',
    'Mobile App Development',
    'Shopify',
    'WordPress',
  ])
  await page.goto('/products')
  await expect(sections(page)).toHaveCount(offerings.length)
  await expect(sections(page).getByRole('heading', { level: 2 })).toHaveText(offerings.map((o) => o.title))
  for (const [i, o] of offerings.entries()) {
    const section = sections(page).nth(i)
    const features = expectedFeatures(o)
    expect(features).toHaveLength(FEATURES_SHOWN)
    await expect(section.getByTestId('features').getByRole('listitem')).toHaveText(features)
    await expect(section.getByTestId('features').getByText(/^All .+ features, plus/)).toHaveCount(0)
    await expect(section.getByRole('button', { name: 'View Packages' })).toHaveCount(1)
    const demo = section.getByRole('button', { name: 'Get Free Demo' })
    await expect(demo).toHaveAttribute('data-booking', 'inline')
    await expectBookingButton(demo)
  }
})

test('alternates the image side on wide screens and puts it below the text on mobile', async ({
  page,
}, testInfo) => {
  await page.goto('/products')
  await expect(sections(page)).toHaveCount(offerings.length)
  for (let i = 0; i < offerings.length; i++) {
    const section = sections(page).nth(i)
    const text = (await section.getByRole('heading', { level: 2 }).locator('xpath=..').boundingBox())!
    const image = (await section
      .getByRole('img', { name: `${offerings[i]!.title} illustration` })
      .boundingBox())!
    if (testInfo.project.name === 'mobile') {
      expect(image.y, `section ${i + 1}: image below the text`).toBeGreaterThanOrEqual(text.y + text.height)
    } else if (i % 2 === 0) {
      expect(image.x, `section ${i + 1}: image on the right`).toBeGreaterThanOrEqual(text.x + text.width)
    } else {
      expect(image.x + image.width, `section ${i + 1}: image on the left`).toBeLessThanOrEqual(text.x)
    }
  }
})

test('opens the package dialog with three packages, only the middle one marked Most Popular', async ({
  page,
}) => {
  await page.goto('/products')
  const offering = offerings[2]!
  const { dialog } = await openPackages(page, 2)
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(PACKAGE_DIALOG)
  const packages = dialog.getByTestId('packages').getByRole('listitem').and(dialog.locator('[data-tier]'))
  await expect(packages).toHaveCount(3)
  await expect(packages.getByRole('heading', { level: 3 })).toHaveText(offering.packages.map((p) => p.name))
  for (let i = 0; i < 3; i++) {
    await expect(packages.nth(i).getByText('Most Popular')).toHaveCount(i === 1 ? 1 : 0)
    await expectBookingButton(packages.nth(i).getByRole('button', { name: 'Get Started' }))
  }
  await expect(dialog.getByText('Most Popular')).toHaveCount(1)
})

test('closes the package dialog with Escape and returns focus to "View Packages"', async ({ page }) => {
  await page.goto('/products')
  const { button, dialog } = await openPackages(page, 1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('keeps the page from scrolling while the package dialog is open', async ({ page }) => {
  await page.goto('/products')
  expect(await htmlOverflow(page)).not.toBe('hidden')
  const { button, dialog } = await openPackages(page, 3)
  expect(await htmlOverflow(page)).toBe('hidden')
  const before = await scrollY(page)

  await page.mouse.move(4, 4)
  await page.mouse.wheel(0, 1200)
  await settle(page)
  expect(await scrollY(page)).toBe(before)

  await page.keyboard.press('End')
  await settle(page)
  expect(await scrollY(page)).toBe(before)
  await expect(dialog).toBeVisible()

  // The same key scrolls the page once the dialog is closed: the check above can see a scroll.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await htmlOverflow(page)).not.toBe('hidden')
  await expect(button).toBeFocused()
  await expect
    .poll(async () => {
      await page.keyboard.press('End')
      return scrollY(page)
    })
    .toBeGreaterThan(before)
})

test('closes the package dialog when the backdrop is clicked', async ({ page }) => {
  await page.goto('/products')
  const { dialog } = await openPackages(page, 0)
  // Inside the dialog, nothing closes it.
  await dialog.getByRole('heading', { level: 2 }).click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(4, 4)
  await expect(dialog).toBeHidden()
})

test('"Get Started" in a package opens the scheduling popup in place of the package dialog', async ({
  page,
}) => {
  await page.goto('/products')
  const { dialog } = await openPackages(page, 0)
  const start = dialog.getByRole('button', { name: 'Get Started' }).nth(1)
  await waitForBookingController(page, start)
  await start.click()
  const popup = page.getByTestId('scheduling-popup')
  await expect(popup).toBeVisible()
  await expect(popup).toHaveAttribute('data-url', BOOKING_URL)
  await expect(dialog).toBeHidden()
})

test('"Get Free Demo" opens the scheduling dialog with the inline booking page, and Escape closes it', async ({
  page,
  context,
}) => {
  await page.goto('/products')
  const demo = sections(page).nth(1).getByRole('button', { name: 'Get Free Demo' })
  await demo.scrollIntoViewIfNeeded()
  await waitForBookingController(page, demo)
  await demo.click()

  const dialog = page.getByRole('dialog', { name: SCHEDULING_DIALOG })
  await expect(dialog).toBeVisible()
  const frame = dialog.locator('iframe')
  await expect(frame).toHaveCount(1)
  const src = (await frame.getAttribute('src'))!
  expect(src.startsWith(BOOKING_URL)).toBe(true)
  expect(new URL(src).searchParams.get('embed_type')).toBe('Inline')
  expect(src).toContain('embed_type=Inline')
  await expect(
    dialog.frameLocator('iframe').getByRole('heading', { name: '30 Minute Meeting' }),
  ).toBeVisible()
  expect(context.pages()).toHaveLength(1)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
