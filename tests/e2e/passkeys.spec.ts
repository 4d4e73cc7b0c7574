import { expect, test, type Page } from '../helpers/test'
import { ADMINISTRATOR, expireSudo, ownAdmin, settledViolations } from '../helpers/desk'
import { useTheme } from '../helpers/theme'
import { freshStep, totpCode } from '../integration/totp'

test.use(ADMINISTRATOR)

/**
 * Passkeys in a real browser: Chromium's virtual authenticator (over the DevTools protocol's
 * WebAuthn domain) stands in for the device's own, with a PIN-or-fingerprint check that passes.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

/** Signs in with the password and turns on the authenticator app through the auth endpoints. */
async function enrolled(page: Page, account: { email: string; password: string }) {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const post = (path: string, data: unknown) => page.request.post(path, { data, headers: { Origin: origin } })
  expect((await post('/api/auth/sign-in/email', account)).status()).toBe(200)
  const enabled = await post('/api/auth/two-factor/enable', { password: account.password })
  const uri = String(((await enabled.json()) as { totpURI: string }).totpURI)
  await freshStep()
  expect((await post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })).status()).toBe(200)
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
}

for (const theme of ['light', 'dark'] as const) {
  test(`a passkey is added, signs in by itself and after the password, confirms an export and is removed (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const account = ownAdmin(`passkey-${theme}`)
    await useTheme(page, theme)
    const device = await virtualAuthenticator(page)
    await enrolled(page, account)

    // Added on the Account page, under a name (sudo mode is open: the sign-in just happened).
    await page.goto('/admin-dashboard/account')
    await expect(page.getByRole('heading', { level: 3, name: 'Passkeys' })).toBeVisible()
    await page.getByLabel('New passkey’s name').fill('Test laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    const row = page.getByTestId('account-passkey')
    await expect(row).toHaveCount(1)
    await expect(row.getByLabel('Name', { exact: true })).toHaveValue('Test laptop')
    expect(await device.credentials()).toHaveLength(1)
    // Said in a toast, which axe then waits out (the list may refresh before the toast shows).
    await expect(page.locator('[data-sonner-toast]')).toContainText('Passkey “Test laptop” added.')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
    expect(await settledViolations(page)).toEqual([])

    // By itself, with no password.
    await signOut(page)
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    // In place of the code, after the password.
    await signOut(page)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByLabel('Authentication code')).toBeFocused()
    expect(await settledViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Use a passkey instead' }).click()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    // As the confirmation an export asks for once sudo mode has run out.
    expireSudo(account.email)
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
    await expect(dialog).toBeVisible()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Use a passkey instead' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    await expect(dialog).toBeHidden()

    // Removed: it no longer signs in.
    await page.goto('/admin-dashboard/account')
    page.once('dialog', (d) => void d.accept())
    await row.getByRole('button', { name: 'Remove Test laptop' }).click()
    await expect(row).toHaveCount(0)
    await expect(page.getByText('No passkey yet.')).toBeVisible()
    await signOut(page)
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'That passkey was not accepted here' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })
}
