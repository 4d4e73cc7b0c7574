import { test as base, expect } from '@playwright/test'
import { waitForHydration } from './page'

export { expect } from '@playwright/test'
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test'

/**
 * Playwright's `test` whose page waits, after `goto` and `reload` of an HTML page, until React
 * has hydrated it. The pages paint first and fetch their scripts afterwards
 * (runtime/defer-hydration.mjs), so a test that presses a button the moment the page has loaded
 * would otherwise press it before it does anything; a visitor's slower hand never races it.
 *
 * Every test also fails if the browser refused anything under the Content-Security-Policy
 * (a script, a style, a frame, a request): whatever a test does, the policy must allow.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`)
    })
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
    expect(refused, 'refused under the Content-Security-Policy').toEqual([])
  },
})
