import { expect, test } from '@playwright/test'

test('home page shows the hero', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform Your Tech Vision')
})
