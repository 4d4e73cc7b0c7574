import { expect, test } from '../helpers/test'
import { publicPageViolations } from '../helpers/axe'

/**
 * At 375 px, one page of each template in both themes (accessibility.spec.ts checks every route at
 * desktop width): the pages whose layout is their own, one article for all eight, one legal page
 * for both, the data-request form and the not-found page.
 */
const TEMPLATES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/projects',
  '/careers',
  '/blog',
  '/blog/woocommerce-vs-shopify',
  '/privacy-policy',
  '/privacy/request',
  '/no-such-page',
]

for (const theme of ['light', 'dark'] as const) {
  for (const route of TEMPLATES) {
    test(`${route} has no WCAG 2.2 AA violations at 375 px in ${theme} theme`, async ({ page }) => {
      expect(await publicPageViolations(page, route, theme)).toEqual([])
    })
  }
}
