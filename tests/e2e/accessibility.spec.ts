import { expect, test } from '../helpers/test'
import { axeViolations, publicPageViolations, showPublicPage } from '../helpers/axe'
import fs from 'node:fs'
import { PUBLIC_PATHS, useTheme } from '../helpers/theme'

const ARTICLES = fs
  .readdirSync('content/blog')
  .filter((f) => f.endsWith('.md'))
  .map((f) => `/blog/${f.replace(/\.md$/, '')}`)
const ROUTES = [...PUBLIC_PATHS, ...ARTICLES, '/no-such-page']

for (const theme of ['light', 'dark'] as const) {
  for (const route of ROUTES) {
    test(`${route} has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }) => {
      expect(await publicPageViolations(page, route, theme)).toEqual([])
    })
  }
}

/** The /services tab states a visitor can open (Questions is the default, checked above). */
const SERVICES_TABS = ['Get in Touch', 'Our Stack']

for (const theme of ['light', 'dark'] as const) {
  for (const label of SERVICES_TABS) {
    test(`/services with '${label}' open has no WCAG 2.2 AA violations in ${theme} theme`, async ({
      page,
    }) => {
      await showPublicPage(page, '/services', theme)
      const tab = page.getByRole('tab', { name: label, exact: true })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel', { name: label })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test('dialogs opened on top of a page have no violations either', async ({ page }) => {
  await useTheme(page, 'dark')
  await page.goto('/products')
  await page.getByRole('button', { name: 'View Packages' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Select Your Investment Package' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
