import { expect, test } from '../helpers/test'
import { TEST_BASE_URL } from '../build-env.mjs'

// What search engines, social networks and feed readers read (each route's head and structured
// data, share pictures, redirects, the 404, sitemap, robots.txt, feeds) needs no browser:
// app/seo.integration.test.ts reads it from the server's HTML. What is left needs one.

test('loads the home page without a single request to another host', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  await page.goto('/')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }, y)
  }
  await page.waitForLoadState('networkidle')
  expect(urls.length).toBeGreaterThan(1)
  const foreign = urls.filter((u) => {
    const url = new URL(u)
    return !['data:', 'blob:'].includes(url.protocol) && url.host !== new URL(TEST_BASE_URL).host
  })
  expect(foreign).toEqual([])
})
