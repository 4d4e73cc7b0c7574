import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { E2E_ADMIN } from '../../playwright.config'
import { axeViolations } from './axe'

/**
 * The desk's specs run as an administrator whose system asks for reduced motion (`test.use`). The
 * desk moves nothing but the site's decorative background, whose drift, and its stop under reduced
 * motion, keyboard-motion.spec.ts tests. In a browser without a GPU that drift costs half a core
 * for as long as a page is open (measured in Chromium's headless shell: an idle page kept both
 * cores 26% busy drifting, 3% still), which on a 2-core machine was a third of a desk test's time.
 */
export const ADMINISTRATOR = { reducedMotion: 'reduce' } as const

/** Signs in at the desk's form, as the administrator would, and waits for the desk. */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin-dashboard')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
}

/**
 * What axe finds on the page once it has settled: a client navigation streams the title in last,
 * and a record opened for the first time reads the desk's counts again (aria-busy meanwhile).
 */
export async function settledViolations(page: Page) {
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
  await expect(page).toHaveTitle(/Admin dashboard \| /)
  return axeViolations(page)
}

/**
 * axe's findings once the page has settled and its toasts have gone (a toast is transient, and a
 * sign-in's outlives the next page load).
 */
export async function quietViolations(page: Page) {
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
  return settledViolations(page)
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * The administrators the tests that change an account's security use, one each, so the shared
 * one the other tests use keeps signing in with its password alone. They are made once, before
 * any test runs (tests/global-setup.ts), the way `npm run admin -- add` makes one on a server.
 */
export const OWN_ADMINS = ['twostep-light', 'twostep-dark', 'sudo', 'passkey-light', 'passkey-dark'] as const

/** The sign-in of one of OWN_ADMINS. */
export function ownAdmin(name: (typeof OWN_ADMINS)[number]) {
  return { email: `${name}@e2e.example`, password: `pw-${name}-kept-for-this-test` }
}

/** As if the 15 minutes of sudo mode had passed for every session of the account. */
export function expireSudo(email: string) {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'site.db'))
  try {
    db.prepare(
      `update sudo_grants set expires_at = ? where session_id in
         (select s.id from "session" s join "user" u on u.id = s."userId" where u.email = ?)`,
    ).run(new Date(Date.now() - 1000).toISOString(), email)
  } finally {
    db.close()
  }
}
