import { expect, type Locator, type Page } from '@playwright/test'

/** The desk's Integrations page, and what its tests do there (integrations.spec.ts, the phone pass). */
export const PANEL = '/admin-dashboard/integrations'

/** Adds a webhook for `url` on the Integrations page; answers the secret shown once. */
export async function addWebhook(page: Page, url: string) {
  await page.goto(PANEL)
  const form = page.getByRole('form', { name: 'Add an endpoint' })
  await form.getByLabel('Address').fill(url)
  await form.getByRole('button', { name: 'Add the webhook' }).click()
  const secret = page.getByTestId('webhook-secret')
  await expect(secret).toHaveText(/^whsec_/)
  return (await secret.textContent())!
}

/**
 * The row of the endpoint's test event (the only one where it is looked for): the leads other
 * tests send meanwhile are delivered to it too.
 */
export const testRow = (endpoint: Locator) => endpoint.getByRole('row').filter({ hasText: 'webhook.test' })

/** The endpoint's card, found by its heading. */
export const card = (page: Page, url: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Webhook · ${url}` }) })
