import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../helpers/test'
import { ADMINISTRATOR, signIn } from '../helpers/desk'
import { tabTo } from '../helpers/keyboard'
import { MEDIA_COPY, MEDIA_LIBRARY_COPY as copy } from '../../content/desk/media'

test.use(ADMINISTRATOR)

/** Presses Tab until `target` has the focus (a field whose label wraps it, which tabTo cannot name). */
async function tabUntil(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('Tab never reached the field')
}

/**
 * The media library by keyboard alone: reached from the Content page, an image chosen with the
 * keyboard's file chooser and uploaded, described, its Markdown copied, and deleted after the
 * question, each answer said in words. Nothing here is used by an article, so nothing public changes.
 */
test('uploads, describes, copies and deletes an image by keyboard alone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const name = `courtyard-${randomBytes(3).toString('hex')}.png`
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: randomBytes(1)[0]!, b: 90 } },
  })
    .png()
    .toBuffer()

  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await tabTo(page, copy.link)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: copy.title })).toBeVisible()

  await tabUntil(page, page.getByLabel(copy.uploadLabel))
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png })
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: copy.uploadButton })).toBeFocused()
  await page.keyboard.press('Enter')
  const upload = page.getByRole('form', { name: copy.uploadTitle })
  await expect(upload.getByRole('status')).toHaveText(MEDIA_COPY.uploaded)
  const card = page.getByTestId('media-item').filter({ hasText: name })
  await expect(card).toContainText(copy.dimensions(900, 600))
  await expect(card).toContainText(copy.unused)

  // The newest image comes first, so the first description field is this one's.
  const alt = 'A courtyard of the studio with plants along a brick wall'
  await tabTo(page, copy.altLabel)
  await expect(card.getByRole('textbox', { name: copy.altLabel })).toBeFocused()
  await page.keyboard.type(alt)
  await page.keyboard.press('Tab')
  await expect(card.getByRole('button', { name: copy.saveAlt })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(MEDIA_COPY.described).first()).toBeVisible()
  await page.reload()
  await expect(card.getByRole('textbox', { name: copy.altLabel })).toHaveValue(alt)

  const markdown = (await card.locator('code').textContent())!
  expect(markdown).toMatch(new RegExp(`^!\\[${alt}\\]\\(/media/[0-9a-f]{64}-800\\.webp\\)$`))
  await tabTo(page, copy.copyMarkdown)
  await page.keyboard.press('Enter')
  await expect(page.getByText(copy.copied(markdown)).first()).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown)

  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.accept()
  })
  await tabTo(page, `${copy.remove} ${name}`)
  await page.keyboard.press('Enter')
  await expect(page.getByText(MEDIA_COPY.removed).first()).toBeVisible()
  expect(asked).toBe(copy.removeConfirm(name))
  await expect(card).toHaveCount(0)
})
