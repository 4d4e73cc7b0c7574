import { expect, test } from '../helpers/test'
import { ADMINISTRATOR, settledViolations, signIn, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'
import { E2E_ADMIN } from '../../playwright.config'

test.use(ADMINISTRATOR)

/** The desk's Audit page, as the administrator reads it: by mouse, by keyboard, in both themes. */
test.describe('the Audit page', () => {
  test('filters the trail by keyboard alone and keeps the filter in the address', async ({ page }) => {
    await signIn(page)
    const audit = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Audit' })
    await tabTo(page, audit)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Audit trail' })).toBeVisible()
    // This sign-in is on the trail, by this administrator.
    const events = page.getByTestId('audit-event')
    // (Other tests' administrators sign in meanwhile, so this one's row is looked for by name.)
    await expect(
      events.filter({ hasText: 'Signed in' }).filter({ hasText: E2E_ADMIN.email }).first(),
    ).toBeVisible()

    const event = page.getByLabel('Event', { exact: true })
    await tabTo(page, event)
    await event.selectOption({ label: 'Signed in' })
    await tabTo(page, page.getByRole('button', { name: 'Filter' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'sign_in')
    await expect(events.first()).toBeVisible()
    for (const text of await events.allInnerTexts()) expect(text).toContain('Signed in')

    // A day with nothing on it: said so, with the way back to every event.
    await page.getByLabel('From (New Delhi day)').fill('2020-01-01')
    await page.getByLabel('To (New Delhi day)').fill('2020-01-01')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByText('No events match this filter.')).toBeVisible()
    await page.getByRole('link', { name: 'Show every event' }).click()
    await expect(events.first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/audit')
    expect(new URL(page.url()).search).toBe('')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme)
      await signIn(page)
      await page.goto('/admin-dashboard/audit')
      await expect(page.getByTestId('audit-event').first()).toBeVisible()
      expect(await settledViolations(page)).toEqual([])
    })
  }
})
