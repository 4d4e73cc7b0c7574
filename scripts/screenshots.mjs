// Full-page screenshots of every public route at 1280 and 375 px, light and dark, into ./screenshots.
// Usage: node scripts/screenshots.mjs [baseURL] [route …]
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.mjs'
import { PAGE_ROUTES } from './public-routes.mjs'

const base = process.argv[2] || 'http://localhost:3000'
const routes = process.argv.slice(3).length
  ? process.argv.slice(3)
  : [...PAGE_ROUTES, '/blog/woocommerce-vs-shopify', '/nope']
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const theme of ['dark', 'light']) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' })
      await page.evaluate(() =>
        document.querySelectorAll('[data-reveal]').forEach((e) => e.setAttribute('data-revealed', '')),
      )
      // Bring lazy images in before the full-page shot.
      await page.evaluate(() =>
        document.querySelectorAll('img[loading=lazy]').forEach((img) => (img.loading = 'eager')),
      )
      await page.waitForLoadState('networkidle')
      const name = (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + `-${width}-${theme}.png`
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
      if (process.env.SEGMENTS) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        const step = width > 600 ? 1000 : 1400
        for (let y = 0, i = 0; y < height; y += step, i++) {
          await page.screenshot({
            path: `screenshots/${name.replace('.png', `-part${i}.png`)}`,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(step, height - y) },
          })
        }
      }
    }
    await context.close()
  }
}
await browser.close()
console.log('screenshots written to ./screenshots')
