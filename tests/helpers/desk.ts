import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { axeViolations } from './axe'

/** Signs in at the desk's form, as the administrator would, and waits for the desk. */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin-dashboard')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
}

/** What axe finds on the page once it has settled (a client navigation streams the title in last). */
export async function settledViolations(page: Page) {
  await expect(page).toHaveTitle(/Admin dashboard \| /)
  return axeViolations(page)
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
