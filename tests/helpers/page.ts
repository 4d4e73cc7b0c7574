import { expect, type Locator, type Page } from '@playwright/test'
import { BOOKING_PATH, STAND_IN_ORIGIN } from './scheduling-stand-in'

export const BOOKING_URL = `${STAND_IN_ORIGIN}${BOOKING_PATH}`

/** The value/label pairs of a stat list (`<dl>` of `<div><dt/><dd/></div>`), in order. */
export async function statPairs(dl: Locator) {
  return dl.locator(':scope > div').evaluateAll((rows) =>
    rows.map((r) => ({
      value: r.querySelector('dd')?.textContent?.trim(),
      label: r.querySelector('dt')?.textContent?.trim(),
    })),
  )
}

/** True once React has hydrated `selector` (it carries a fiber key); polled from Node so a fake clock cannot stall it. */
export async function waitForHydration(page: Page, selector = 'main') {
  await expect
    .poll(() =>
      page.evaluate((sel) => {
        const el = document.querySelector(sel)
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))
      }, selector),
    )
    .toBe(true)
}

/** A booking button: a visible link to the booking page that the scheduling controller takes over. */
export async function expectBookingLink(link: Locator) {
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('data-booking')
  await expect(link).toHaveAttribute('href', new RegExp(`^${BOOKING_URL.replace(/[.?]/g, '\\$&')}`))
}
