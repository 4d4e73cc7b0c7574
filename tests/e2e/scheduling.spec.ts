import { expect, test, type Page, type Request } from '../helpers/test'
import { BOOKING_URL } from '../helpers/page'
import { SCRIPT_PATH, STAND_IN_ORIGIN } from '../helpers/scheduling-stand-in'

const SCRIPT_URL = `${STAND_IN_ORIGIN}${SCRIPT_PATH}`

/** Records every request the page makes to the scheduling provider. */
function recordProvider(page: Page) {
  const seen: string[] = []
  page.on('request', (r: Request) => {
    if (r.url().startsWith(STAND_IN_ORIGIN)) seen.push(r.url().split('?')[0]!)
  })
  return { scripts: () => seen.filter((u) => u === SCRIPT_URL).length, all: seen }
}

/** Every booking button the spec names, by page. */
const BUTTONS: Record<string, string[]> = {
  '/': ['Get Started', 'Book Free Demo', 'Book a 15-min Call', 'Start Your Success Story'],
  '/services': ['Book a Free Consultation'],
  '/about': ['Book a 15-min Call'],
  '/projects': ['Start Your Project'],
  '/blog/woocommerce-vs-shopify': ['Book a Free Consultation'],
}

test('loads nothing from the provider until a visitor shows intent', async ({ page }) => {
  const provider = recordProvider(page)
  await page.goto('/')
  await page.mouse.wheel(0, 2500)
  await page.waitForTimeout(300)
  expect(provider.all).toEqual([])
})

test('opens the 30-minute popup from every booking button, adding the script once', async ({
  page,
}, testInfo) => {
  for (const [path, labels] of Object.entries(BUTTONS)) {
    const provider = recordProvider(page)
    await page.goto(path)
    for (const label of labels) {
      if (label === 'Get Started' && testInfo.project.name === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get Started' }).click()
      } else {
        await page.getByRole('link', { name: label, exact: true }).first().click()
      }
      const popup = page.getByTestId('scheduling-popup')
      await expect(popup, `${path}: ${label}`).toBeVisible()
      await expect(popup).toHaveAttribute('data-url', BOOKING_URL)
      await popup.getByRole('button', { name: 'Close' }).click()
      await expect(popup).toHaveCount(0)
    }
    // However often the visitor hovers and clicks, the script is added once per page.
    expect(provider.scripts(), path).toBe(1)
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1)
  }
})

test('loads the script on hover or focus, before the click', async ({ page }, testInfo) => {
  const provider = recordProvider(page)
  await page.goto('/')
  const demo = page.getByRole('link', { name: 'Book Free Demo' })
  await page.locator('html[data-booking-ready]').waitFor({ state: 'attached' })
  if (testInfo.project.name === 'mobile') await demo.focus()
  else await demo.hover()
  await expect.poll(() => provider.scripts()).toBe(1)
  await expect
    .poll(() => page.evaluate(() => typeof (window as { Calendly?: unknown }).Calendly))
    .toBe('object')
})

test('opens the booking page in a new tab when the provider cannot load', async ({ page, context }) => {
  await page.route(`${SCRIPT_URL}*`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  const newTab = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Book Free Demo' }).click()
  const tab = await newTab
  await tab.waitForLoadState()
  expect(tab.url()).toBe(BOOKING_URL)
  await expect(page.getByTestId('scheduling-popup')).toHaveCount(0)
})

test('falls back to a new tab when the provider hangs', async ({ page, context }) => {
  await page.route(`${SCRIPT_URL}*`, () => {
    /* never answer */
  })
  await page.goto('/')
  const newTab = context.waitForEvent('page', { timeout: 10_000 })
  await page.getByRole('link', { name: 'Start Building Today' }).hover()
  await page.getByRole('link', { name: 'Book Free Demo' }).click()
  const tab = await newTab
  expect(tab.url()).toBe(BOOKING_URL)
})

test('booking links work without JavaScript as links to the booking page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const demo = page.getByRole('link', { name: 'Book Free Demo' })
  await expect(demo).toHaveAttribute('href', BOOKING_URL)
  await expect(demo).toHaveAttribute('target', '_blank')
  await context.close()
})

test('shows the inline embed in a dialog on the products page and closes with Escape', async ({ page }) => {
  await page.goto('/products')
  // Before the controller is listening, the button is a plain link that opens a new tab.
  await page.locator('html[data-booking-ready]').waitFor({ state: 'attached' })
  await page.getByRole('link', { name: 'Get Free Demo' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a 30-minute consultation' })
  await expect(dialog).toBeVisible()
  const frame = dialog.locator('iframe')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${BOOKING_URL}\\?.*embed_type=Inline`))
  await expect(frame).toHaveCSS('height', '630px')
  await expect(
    page
      .frameLocator('iframe[title="Scheduling calendar"]')
      .getByRole('heading', { name: '30 Minute Meeting' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a package Get Started closes the package dialog and opens the popup', async ({ page }) => {
  await page.goto('/products')
  await page.locator('html[data-booking-ready]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'View Packages' }).first().click()
  const packages = page.getByRole('dialog', { name: 'Select Your Investment Package' })
  await packages.getByRole('link', { name: 'Get Started' }).nth(1).click()
  await expect(packages).toBeHidden()
  await expect(page.getByTestId('scheduling-popup')).toBeVisible()
})
