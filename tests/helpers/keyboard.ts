import type { Page } from '@playwright/test'

/** Presses Tab until the element named `name` (its label, aria-labelledby, aria-label or text) has the focus, at most 80 times. */
export async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const by = el.getAttribute('aria-labelledby')
      const labelled = by
        ? document.getElementById(by)?.textContent
        : el.id
          ? document.querySelector(`label[for="${el.id}"]`)?.textContent
          : null
      return (labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}
