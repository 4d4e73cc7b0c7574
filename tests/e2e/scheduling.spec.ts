import { expect, test, type Locator, type Page, type Request } from '../helpers/test'
import { BOOKING_URL, expectBookingButton } from '../helpers/page'
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

/** Checks that `scope` shows `count` booking buttons named `label`, and no link of that name. */
async function expectBookingButtons(scope: Page | Locator, label: string, count: number) {
  const buttons = scope.getByRole('button', { name: label, exact: true })
  await expect(buttons, label).toHaveCount(count)
  for (let i = 0; i < count; i++) await expectBookingButton(buttons.nth(i))
  await expect(scope.getByRole('link', { name: label, exact: true }), label).toHaveCount(0)
}

/**
 * Every booking control the spec names, by page: its label, how many the page has, and for those
 * out of sight how a visitor reaches them (the navigation bar's Get Started is in the side menu on
 * small screens, one on the services page is in the contact tab, the packages are in a dialog).
 * Those come last on their page.
 */
const CONTROLS: Record<
  string,
  { label: string; count: number; reach?: (page: Page, mobile: boolean) => Promise<Page | Locator> }[]
> = {
  '/': [
    { label: 'Book Free Demo', count: 1 },
    { label: 'Book a 15-min Call', count: 1 },
    { label: 'Start Your Success Story', count: 1 },
    {
      label: 'Get Started',
      count: 1,
      reach: async (page, mobile) => {
        if (!mobile) return page
        await page.getByRole('button', { name: 'Open menu' }).click()
        return page.getByRole('dialog', { name: 'Menu' })
      },
    },
  ],
  '/services': [
    { label: 'Book a Free Consultation', count: 2 },
    {
      label: 'Book a 15-min Call',
      count: 1,
      reach: async (page) => {
        await page.getByRole('tab', { name: 'Get in Touch' }).click()
        return page.getByRole('tabpanel', { name: 'Get in Touch' })
      },
    },
  ],
  '/about': [{ label: 'Book a 15-min Call', count: 1 }],
  '/projects': [{ label: 'Start Your Project', count: 1 }],
  '/blog/woocommerce-vs-shopify': [{ label: 'Book a Free Consultation', count: 1 }],
  '/products': [
    { label: 'Get Free Demo', count: 8 },
    {
      label: 'Get Started',
      count: 3,
      reach: async (page) => {
        await page.getByRole('button', { name: 'View Packages' }).first().click()
        return page.getByRole('dialog', { name: 'Select Your Investment Package' })
      },
    },
  ],
}

for (const [path, controls] of Object.entries(CONTROLS)) {
  test(`${path}: every booking control is announced as a button with its name, and none as a link`, async ({
    page,
  }, testInfo) => {
    await page.goto(path)
    await expect(page.locator('a[data-booking]')).toHaveCount(0)
    for (const { label, count, reach } of controls) {
      const scope = reach ? await reach(page, testInfo.project.name === 'mobile') : page
      await expectBookingButtons(scope, label, count)
    }
  })
}

test('loads nothing from the provider until a visitor shows intent', async ({ page }) => {
  const provider = recordProvider(page)
  await page.goto('/')
  await page.mouse.wheel(0, 2500)
  await page.waitForTimeout(300)
  expect(provider.all).toEqual([])
})

for (const [path, labels] of Object.entries(BUTTONS)) {
  test(`${path}: opens the 30-minute popup from every booking button, adding the script once`, async ({
    page,
  }, testInfo) => {
    const provider = recordProvider(page)
    await page.goto(path)
    for (const label of labels) {
      if (label === 'Get Started' && testInfo.project.name === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await menu.getByRole('button', { name: 'Get Started' }).click()
        await expect(menu).toBeHidden()
      } else {
        await page.getByRole('button', { name: label, exact: true }).first().click()
      }
      const popup = page.getByTestId('scheduling-popup')
      await expect(popup, label).toBeVisible()
      await expect(popup).toHaveAttribute('data-url', BOOKING_URL)
      await popup.getByRole('button', { name: 'Close' }).click()
      await expect(popup).toHaveCount(0)
    }
    // However often the visitor hovers and clicks, the script is added once per page.
    expect(provider.scripts()).toBe(1)
    await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1)
  })
}

test('loads the script on hover or focus, before the click', async ({ page }, testInfo) => {
  const provider = recordProvider(page)
  await page.goto('/')
  const demo = page.getByRole('button', { name: 'Book Free Demo' })
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
  await page.getByRole('button', { name: 'Book Free Demo' }).click()
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
  await page.getByRole('button', { name: 'Book Free Demo' }).click()
  const tab = await newTab
  expect(tab.url()).toBe(BOOKING_URL)
})

test('without JavaScript, a booking button opens the booking page in a new tab', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, label] of [
    ['/', 'Book Free Demo'],
    ['/products', 'Get Free Demo'],
  ] as const) {
    await page.goto(path)
    const newTab = context.waitForEvent('page')
    await page.getByRole('button', { name: label }).first().click()
    const tab = await newTab
    await tab.waitForLoadState()
    // A GET form with no fields leaves an empty query ("…/30min?"): the same page.
    expect(tab.url().replace(/\?$/, ''), `${path}: ${label}`).toBe(BOOKING_URL)
    await expect(tab.getByRole('heading', { name: '30 Minute Meeting' })).toBeVisible()
    await tab.close()
    // The site stays where it was.
    expect(new URL(page.url()).pathname).toBe(path)
  }
  await context.close()
})

test('shows the inline embed in a dialog on the products page and closes with Escape', async ({ page }) => {
  await page.goto('/products')
  // Before the controller is listening, the button submits its form to the booking page in a new tab.
  await page.locator('html[data-booking-ready]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Get Free Demo' }).first().click()
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
  await packages.getByRole('button', { name: 'Get Started' }).nth(1).click()
  await expect(packages).toBeHidden()
  await expect(page.getByTestId('scheduling-popup')).toBeVisible()
})

test('after an enquiry, its booking button opens the popup with the name, address and reference filled in', async ({
  page,
}, info) => {
  const tag = `book${info.project.name}${Date.now()}`
  await page.goto('/services')
  await page.getByRole('tab', { name: 'Get in Touch' }).click()
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Full Name').fill(`Asha ${tag}`)
  await form.getByLabel('Email Address').fill(`${tag}@example.com`)
  await form.getByLabel('Project Details').fill(`A clinic booking app, before the monsoon (${tag}).`)
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact')
  await form.getByRole('button', { name: 'Send Message' }).click()
  const { id } = (await (await answered).json()) as { id: string }
  const offer = page.getByTestId('booking-after-enquiry')
  await expect(offer).toContainText('Thanks, Asha. Want to talk it through sooner?')
  await offer.getByRole('button', { name: 'Book a call about this' }).click()
  const popup = page.getByTestId('scheduling-popup')
  await expect(popup).toBeVisible()
  const opened = new URL((await popup.getAttribute('data-url'))!)
  expect(`${opened.origin}${opened.pathname}`).toBe(BOOKING_URL)
  expect(Object.fromEntries(opened.searchParams)).toEqual({
    name: `Asha ${tag}`,
    email: `${tag}@example.com`,
    utm_source: 'site',
    utm_medium: 'form',
    utm_content: id,
  })
})
