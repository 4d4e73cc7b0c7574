import { startReceiver, verifyDelivery } from '../integration/receiver'
import { expect, test } from '../helpers/test'
import { addWebhook, card, PANEL, testRow } from '../helpers/integrations'
import { ADMINISTRATOR, quietViolations, signIn, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'

test.use(ADMINISTRATOR)

/**
 * The desk's Integrations page: a webhook added there shows its secret once, answers "Send test
 * event" with a delivery the receiver can verify, resends with the same webhook-id, rotates its
 * secret (the old one signing alongside), and goes when removed; a receiver answering 410 disables
 * it, with a banner on every desk view. Free of WCAG 2.2 AA violations in both themes.
 */

test('a webhook added in the desk is tested, resent, rotated and removed', async ({ page }) => {
  const receiver = await startReceiver()
  try {
    await signIn(page)
    const secret = await addWebhook(page, receiver.url)
    const endpoint = card(page, receiver.url)
    await expect(endpoint).toContainText('Nothing sent yet')

    await endpoint.getByRole('button', { name: /^Send test event/ }).click()
    await expect(page.getByText(/^Test event: Delivered \(200\) in \d+ ms\.$/)).toBeVisible()
    const [test1] = await receiver.waitFor('webhook.test')
    expect(verifyDelivery(secret, test1!)).toBe(true)
    await expect(testRow(endpoint).getByRole('cell', { name: 'Delivered (200)' })).toBeVisible()
    await expect(endpoint).toContainText('Working')

    // Shown once: a reload shows no secret.
    await page.reload()
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0)
    expect(await page.content()).not.toContain(secret)

    // Resent with the same webhook-id.
    await testRow(endpoint)
      .getByRole('button', { name: /^Resend/ })
      .click()
    await expect(page.getByText(/^Sent again\. Delivered \(200\) in \d+ ms\.$/)).toBeVisible()
    const both = await receiver.waitFor('webhook.test', 2)
    expect(both[1]!.headers['webhook-id']).toBe(both[0]!.headers['webhook-id'])

    // A new secret; the old one signs alongside it for a day.
    page.once('dialog', (dialog) => void dialog.accept())
    await endpoint.getByRole('button', { name: /^Rotate secret/ }).click()
    const rotated = page.getByTestId('webhook-secret')
    await expect(rotated).toHaveText(/^whsec_/)
    const fresh = (await rotated.textContent())!
    expect(fresh).not.toBe(secret)
    await expect(endpoint).toContainText('The previous secret signs too, until')
    await endpoint.getByRole('button', { name: /^Send test event/ }).click()
    await expect(page.getByText(/^Test event: Delivered \(200\) in \d+ ms\.$/)).toBeVisible()
    const third = (await receiver.waitFor('webhook.test', 3))[2]!
    expect(verifyDelivery(fresh, third)).toBe(true)
    expect(verifyDelivery(secret, third)).toBe(true)

    page.once('dialog', (dialog) => void dialog.accept())
    await endpoint.getByRole('button', { name: /^Remove/ }).click()
    await expect(page.getByText('Endpoint removed: nothing more is sent to it.')).toBeVisible()
    await expect(page.getByRole('heading', { name: `Webhook · ${receiver.url}` })).toHaveCount(0)
  } finally {
    await receiver.close()
  }
})

test('a private address is explained, and a receiver answering 410 disables its webhook with a banner', async ({
  page,
}) => {
  const receiver = await startReceiver([{ status: 410 }])
  try {
    await signIn(page)
    await page.goto(PANEL)
    const form = page.getByRole('form', { name: 'Add an endpoint' })
    await form.getByLabel('Address').fill('ftp://example.com/hook')
    await form.getByRole('button', { name: 'Add the webhook' }).click()
    await expect(form.getByText('The address must start with https://')).toBeVisible()
    await expect(form.getByLabel('Address')).toHaveValue('ftp://example.com/hook')

    await addWebhook(page, receiver.url)
    const endpoint = card(page, receiver.url)
    await endpoint.getByRole('button', { name: /^Send test event/ }).click()
    await expect(page.getByText(/^Test event: Failed \(410\), after 1 attempt\.$/)).toBeVisible()
    await page.goto('/admin-dashboard')
    const banner = page.getByRole('status').filter({ hasText: 'An integration was disabled' })
    await expect(banner).toContainText('The receiver answered 410 Gone')
    await banner.getByRole('link', { name: 'Open Integrations' }).click()
    await expect(endpoint).toContainText('Disabled')
    await endpoint.getByRole('button', { name: /^Enable/ }).click()
    await expect(page.getByText('Endpoint enabled: what waited for it is being sent.')).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await endpoint.getByRole('button', { name: /^Remove/ }).click()
    await expect(page.getByRole('heading', { name: `Webhook · ${receiver.url}` })).toHaveCount(0)
  } finally {
    await receiver.close()
  }
})

test('a chat hook is added by keyboard alone, its address masked', async ({ page }) => {
  const receiver = await startReceiver()
  try {
    await signIn(page)
    await page.goto(PANEL)
    const form = page.getByRole('form', { name: 'Add an endpoint' })
    const chat = form.getByRole('radio', { name: /^Chat hook/ })
    await tabTo(page, form.getByRole('radio', { name: /^Webhook/ }))
    await page.keyboard.press('ArrowDown')
    await expect(chat).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.type(`${receiver.url}/secret-token-wxyz`)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Chat hook added: new leads are posted to it.')).toBeVisible()
    const heading = page.getByRole('heading', { name: /^Chat hook · http:\/\/127\.0\.0\.1:\d+\/…wxyz$/ })
    await expect(heading).toBeVisible()
    expect(await page.content()).not.toContain('secret-token-wxyz')
    const endpoint = page.getByRole('listitem').filter({ has: heading })
    // From the form below the list, through the toast and round to the top, and through every
    // endpoint's controls (the other tests' endpoints too, while they run).
    await tabTo(page, endpoint.getByRole('button', { name: /^Send test event/ }), 400)
    await page.keyboard.press('Enter')
    const [line] = await receiver.waitFor('Test message')
    expect(JSON.parse(line!.body).text).toMatch(/^Test message from the desk/)
    page.once('dialog', (dialog) => void dialog.accept())
    await tabTo(page, endpoint.getByRole('button', { name: /^Remove/ }), 400)
    await page.keyboard.press('Enter')
    await expect(heading).toHaveCount(0)
  } finally {
    await receiver.close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`the Integrations page has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }) => {
    const receiver = await startReceiver()
    try {
      await useTheme(page, theme)
      await signIn(page)
      await addWebhook(page, receiver.url)
      expect(await quietViolations(page)).toEqual([])
      const endpoint = card(page, receiver.url)
      await endpoint.getByRole('button', { name: /^Send test event/ }).click()
      await expect(testRow(endpoint).getByRole('cell', { name: 'Delivered (200)' })).toBeVisible()
      expect(await quietViolations(page)).toEqual([])
      // The deliveries table scrolls inside its card: the page itself is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      )
      page.once('dialog', (dialog) => void dialog.accept())
      await endpoint.getByRole('button', { name: /^Remove/ }).click()
      await expect(page.getByRole('heading', { name: `Webhook · ${receiver.url}` })).toHaveCount(0)
    } finally {
      await receiver.close()
    }
  })
}
