import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { useTheme as storeTheme } from './theme'

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule with the first
 * elements it names, so a failure says where to look. An empty list is a pass.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  )
}

/** axe's findings on a public page in a theme (showPublicPage). */
export async function publicPageViolations(page: Page, route: string, theme: 'light' | 'dark') {
  await showPublicPage(page, route, theme)
  return axeViolations(page)
}

/**
 * A public page in a theme, as a returning visitor who prefers reduced motion sees it after
 * scrolling through (every section revealed).
 */
export async function showPublicPage(page: Page, route: string, theme: 'light' | 'dark') {
  await storeTheme(page, theme)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(route)
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  await page.evaluate(() =>
    document.querySelectorAll('[data-reveal]').forEach((e) => e.setAttribute('data-revealed', '')),
  )
}
