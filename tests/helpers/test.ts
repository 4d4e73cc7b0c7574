import { test as base } from '@playwright/test'
import { waitForHydration } from './page'

export { expect } from '@playwright/test'
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test'

/**
 * Playwright's `test` whose page waits, after `goto` and `reload` of an HTML page, until React
 * has hydrated it. The pages paint first and fetch their scripts afterwards
 * (scripts/defer-hydration.mjs), so a test that presses a button the moment the page has loaded
 * would otherwise press it before it does anything; a visitor's slower hand never races it.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html'))
        await waitForHydration(page)
      return response
    }
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => hydrated(await goto(url, options))
    page.reload = async (options) => hydrated(await reload(options))
    await provide(page)
  },
})
