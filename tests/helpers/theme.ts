import type { Page } from '@playwright/test'

/** Starts the page with a stored theme choice, as a returning visitor would have. */
export async function useTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme)
}

/** Every public page that is not an article (mirrors lib/nav.ts PUBLIC_PATHS). */
export { PUBLIC_PATHS } from '../../lib/nav'
