import { expect, test, type Page, type Request } from '../helpers/test'
import { useTheme } from '../helpers/theme'
import { axeViolations } from '../helpers/axe'
import { contactForm } from '../../modules/contact/form'
import { E2E_ADMIN } from '../../playwright.config'

/**
 * Our own analytics, as a visitor and then as the administrator. The browser's own user agent
 * says "HeadlessChrome" and is (rightly) not counted, so these visitors say they are Chrome.
 */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
// Without a proxy every visitor here has the address 127.0.0.1, so the user agent is all that
// tells this test's visitor from the others running beside it: a unique token is appended.
test.use({
  userAgent: async ({}, provide, info) => provide(`${CHROME} E2E/${info.testId}-${info.retry}`),
})

type Sent = { at: number; url: string; body: Record<string, unknown> | null }

/** Every request to /insights, with the time it was made and its beacon, and the time of `load`. */
function recordInsights(page: Page) {
  const sent: Sent[] = []
  const loads: number[] = []
  page.on('load', () => loads.push(Date.now()))
  page.on('request', (r: Request) => {
    if (!new URL(r.url()).pathname.startsWith('/insights')) return
    const data = r.postData()
    sent.push({
      at: Date.now(),
      url: r.url(),
      body: data ? (JSON.parse(data) as Record<string, unknown>) : null,
    })
  })
  const beacons = (event: string) => sent.filter((s) => s.body?.e === event)
  return { sent, loads, beacons }
}

test('a campaign visit that ends in a booking and an enquiry shows under its source', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000)
  // "x", made unique to this run and project, so the two projects' visits do not add up.
  const source = `x-${info.project.name}-${Date.now()}`
  const insights = recordInsights(page)

  await page.goto(`/?utm_source=${source}`)
  await expect.poll(() => insights.beacons('view').length).toBe(1)
  expect(insights.beacons('view')[0]!.body).toMatchObject({ e: 'view', u: `/?utm_source=${source}` })
  // Nothing went out before the page had loaded: not the script, not the beacon.
  expect(insights.loads.length).toBeGreaterThan(0)
  for (const s of insights.sent) expect(s.at).toBeGreaterThanOrEqual(insights.loads[0]!)
  expect(insights.sent.filter((s) => s.url.endsWith('/insights/script.js'))).toHaveLength(1)

  // A client-side navigation is a page view of its own.
  await page.locator('footer a[href="/services"]').first().click()
  await page.waitForURL('**/services')
  await expect.poll(() => insights.beacons('view').map((b) => b.body!.u)).toContain('/services')

  // Booking: the popup (or the embed) opens, the visitor books a time.
  await page.getByRole('button', { name: 'Book a Free Consultation' }).first().click()
  const booking = page.frameLocator('iframe[src*="30min"]')
  await booking.getByRole('button', { name: 'Schedule Event' }).click()
  await expect.poll(() => insights.beacons('booking_opened').length).toBe(1)
  await expect.poll(() => insights.beacons('booking_scheduled').length).toBe(1)
  await page.getByTestId('scheduling-popup').getByRole('button', { name: 'Close' }).click()

  // And sends an enquiry.
  await page.getByRole('tab', { name: 'Get in Touch' }).click()
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Full Name').fill('Kabir Malhotra')
  await form.getByLabel('Email Address').fill(`kabir.${Date.now()}@malhotra-exports.example`)
  await form.getByLabel('Company Name').fill('Malhotra Exports')
  // This run's own message: the same one sent quickly from another address would be held as spam.
  await form
    .getByLabel('Project Details')
    .fill(`An export catalogue with quotes in three currencies (${source}).`)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: contactForm.messages.success }),
  ).toBeVisible()

  // The administrator, in a browser of their own, finds the visit under its source.
  const desk = await (await browser.newContext({ userAgent: `${CHROME} E2E/desk` })).newPage()
  await desk.goto('/admin-dashboard')
  await desk.getByLabel('Email').fill(E2E_ADMIN.email)
  await desk.getByLabel('Password').fill(E2E_ADMIN.password)
  await desk.getByRole('button', { name: 'Sign In' }).click()
  await desk.getByRole('link', { name: 'Analytics', exact: true }).click()
  await expect(desk).toHaveURL(/\/admin-dashboard\/analytics$/)
  const row = desk.getByTestId('analytics-sources').getByRole('row').filter({ hasText: source })
  // Source, visitors, enquiries, applications, comments, bookings opened, bookings made.
  await expect(row.getByRole('cell')).toHaveText(['1', '1 (100%)', '0', '0', '1 (100%)', '1 (100%)'])
  // Its campaign, in the CSV of every campaign (the page shows the top ten).
  const campaigns = await desk.request.get('/api/admin/analytics/export?table=campaigns&range=30')
  expect(await campaigns.text()).toContain(`\r\n${source},,,1\r\n`)

  await desk.getByRole('link', { name: 'Last 90 days' }).click()
  await expect(desk).toHaveURL(/\/admin-dashboard\/analytics\?range=90$/)
  await expect(
    desk.getByTestId('analytics-sources').getByRole('row').filter({ hasText: source }),
  ).toHaveCount(1)
  await desk.context().close()
})

test('a visitor who sends Global Privacy Control or Do Not Track sends nothing', async ({ browser }) => {
  for (const signal of ['globalPrivacyControl', 'doNotTrack'] as const) {
    const context = await browser.newContext({ userAgent: CHROME })
    await context.addInitScript((name) => {
      Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) })
    }, signal)
    const page = await context.newPage()
    const insights = recordInsights(page)
    await page.goto('/blog')
    await expect.poll(() => insights.sent.some((s) => s.url.endsWith('/insights/script.js'))).toBe(true)
    await page.locator('footer a[href="/careers"]').first().click()
    await page.waitForURL('**/careers')
    await page.waitForTimeout(500)
    expect(insights.beacons('view'), signal).toEqual([])
    await context.close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`the Analytics view has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }, info) => {
    // Some views of its own, so every table has rows.
    const source = `axe-${theme}-${info.project.name}-${Date.now()}`
    for (const [u, r] of [
      [`/?utm_source=${source}&utm_medium=social&utm_campaign=axe`, 'https://www.linkedin.com/'],
      ['/services', undefined],
      ['/blog', 'https://duckduckgo.com/'],
    ] as const) {
      const res = await page.request.post('/insights/event', {
        data: JSON.stringify({ e: 'view', u, r, w: 390 }),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      })
      expect(res.status()).toBe(204)
    }
    await useTheme(page, theme)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/admin-dashboard/analytics?range=90')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible()
    await expect(page.getByTestId('analytics-campaigns')).toBeVisible()
    // The sign-in toast has gone (mid-animation it is half transparent).
    await page.mouse.move(0, 0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
    await page.getByText('Show the days as a table').click()
    await expect(page.getByTestId('analytics-days')).toBeVisible()
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    expect(await axeViolations(page)).toEqual([])
  })
}
