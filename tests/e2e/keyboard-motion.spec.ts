import { expect, test } from '../helpers/test'

test('opens, uses and closes the package dialog by keyboard alone', async ({ page }) => {
  await page.goto('/products')
  const open = page.getByRole('button', { name: 'View Packages' }).first()
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Select Your Investment Package' })
  await expect(dialog).toBeVisible()
  // Focus is inside the dialog and stays there while tabbing through it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test('opens the mobile menu by keyboard and follows a link with Enter', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Careers' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/careers$/)
  await expect(menu).toBeHidden()
})

test('reaches the main content with the skip link', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

test('stops background, caret, glow and reveal motion when reduced motion is preferred', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.locator('.bg-orb').first()).toHaveCSS('animation-name', 'none')
  await expect(page.getByTestId('hero-glow')).toBeHidden()
  // Sections below the fold are fully visible without waiting for the reveal observer.
  const below = page.locator('[data-reveal]').last()
  await expect(below).toHaveCSS('opacity', '1')
  await page.goto('/services')
  await expect(page.locator('.caret')).toHaveCSS('animation-name', 'none')
})

test('animates the background when motion is allowed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  await expect(page.locator('.bg-orb').first()).toHaveCSS('animation-name', 'drift')
})
