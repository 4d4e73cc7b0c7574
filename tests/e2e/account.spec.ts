import { expect, test, type Page } from '../helpers/test'
import { ADMINISTRATOR, expireSudo, ownAdmin, quietViolations, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'
import { freshStep, totpCode } from '../integration/totp'
import { TEST_BASE_URL } from '../build-env.mjs'
import { E2E_ADMIN } from '../../playwright.config'
import { DESK_MESSAGES } from '../../modules/desk/records'

test.use(ADMINISTRATOR)

/**
 * Two-step sign-in as the administrator meets it: set up on the Account page and then asked for
 * at sign-in, all by keyboard, with no WCAG 2.2 AA violation on any of its pages in either theme.
 * Each test has an administrator of its own (tests/helpers/desk.ts OWN_ADMINS), so the shared
 * one the other tests use keeps signing in with its password alone.
 */

/** Types into the field that has the focus after pressing Tab until `label`'s field has it. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' })
  await tabTo(page, field)
  await page.keyboard.type(text)
}

for (const theme of ['light', 'dark'] as const) {
  test(`two-step sign-in is set up and used by keyboard alone, with no violations in ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const account = ownAdmin(`twostep-${theme}`)
    await useTheme(page, theme)

    // Sign in with the password.
    await page.goto('/admin-dashboard')
    await typeInto(page, 'Email', account.email)
    await typeInto(page, 'Password', account.password)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    // The Account page.
    const accountLink = page
      .getByRole('navigation', { name: 'Desk pages' })
      .getByRole('link', { name: 'Account' })
    await tabTo(page, accountLink)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible()
    await expect(page.getByTestId('account-session')).toHaveCount(1)
    await expect(page.getByTestId('account-session')).toContainText('This browser')
    // Nothing wider than the screen, on a phone too (the desk's page links wrap).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await quietViolations(page)).toEqual([])

    // Enrolment: the password, then the QR code and secret, then the app's first code.
    await typeInto(page, 'Your password, to begin', account.password)
    await page.keyboard.press('Enter')
    const secret = page.getByTestId('totp-secret')
    await expect(secret).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code of the authenticator secret' })).toBeVisible()
    expect(await quietViolations(page)).toEqual([])
    const uri = `otpauth://totp/test?secret=${(await secret.innerText()).replace(/\s+/g, '')}`
    await freshStep()
    await typeInto(page, 'The 6-digit code the app shows', totpCode(uri))
    await page.keyboard.press('Enter')
    const codes = page.getByTestId('backup-codes').locator('li')
    await expect(codes).toHaveCount(10)
    const backup = await codes.first().innerText()
    expect(await quietViolations(page)).toEqual([])
    await tabTo(page, page.getByRole('button', { name: 'Done, I have saved them' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('two-factor-state')).toContainText('On.')

    // Signed out, the password now leads to the second step.
    await tabTo(page, page.getByRole('button', { name: 'Logout' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await typeInto(page, 'Email', account.email)
    await typeInto(page, 'Password', account.password)
    await page.keyboard.press('Enter')
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeFocused()
    expect(await quietViolations(page)).toEqual([])

    // A wrong code is said so, with the focus back on the field.
    await page.keyboard.type('000000' === totpCode(uri) ? '111111' : '000000')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'That code did not work' })).toBeVisible()
    await expect(code).toBeFocused()

    // A backup code works instead (the enrolment's code is spent for its window).
    await tabTo(page, page.getByRole('button', { name: 'Use a backup code instead' }))
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Backup code')).toBeFocused()
    await page.keyboard.type(backup)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })
}

test('an export refused for want of a fresh confirmation asks for it, then downloads', async ({ page }) => {
  const account = ownAdmin('sudo')
  await page.goto('/admin-dashboard')
  await typeInto(page, 'Email', account.email)
  await typeInto(page, 'Password', account.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  expireSudo(account.email)

  await page.getByRole('link', { name: 'Export CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Password')).toBeFocused()
  expect(await quietViolations(page)).toEqual([])
  await page.keyboard.type('not the password')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('That password is not right.')).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByLabel('Password').fill(account.password)
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)
  await expect(dialog).toBeHidden()
})

test('the desk opened at another address of the site says so at sign-in, instead of blaming the password', async ({
  page,
}) => {
  // The machine's IP instead of the host name in SITE_URL: the same server, another origin.
  const elsewhere = new URL(TEST_BASE_URL)
  elsewhere.hostname = '127.0.0.1'
  await page.goto(new URL('/admin-dashboard', elsewhere).href)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: DESK_MESSAGES.loginWrongAddress })).toBeVisible()
  await expect(page.getByText(DESK_MESSAGES.loginFailed)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
})
