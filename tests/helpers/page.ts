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
    .poll(
      () =>
        page.evaluate((sel) => {
          const el = document.querySelector(sel)
          return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))
        }, selector),
      // Every 50 ms: the default backs off to a second, which every page load would wait out.
      { intervals: [50] },
    )
    .toBe(true)
}

/**
 * Where a booking button goes when no script takes it over: its own form, as the browser sees it
 * (a booking button inside another form would belong to that one), and the form's other controls.
 */
export function bookingForm(button: Locator) {
  return button.evaluate((b: HTMLButtonElement) => ({
    action: b.form?.action,
    method: b.form?.method,
    target: b.form?.target,
    others: [...(b.form?.elements ?? [])]
      .filter((el) => el !== b && !(el instanceof HTMLInputElement && el.type === 'hidden'))
      .map((el) => el.outerHTML),
  }))
}

/** A booking button: a visible button that, without the scheduling controller, opens the booking page in a new tab. */
export async function expectBookingButton(button: Locator) {
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('data-booking')
  expect(await bookingForm(button)).toEqual({
    action: BOOKING_URL,
    method: 'get',
    target: '_blank',
    others: [],
  })
}
