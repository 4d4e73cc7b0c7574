import { expect, test } from '../helpers/test'
import { ADMINISTRATOR, signIn } from '../helpers/desk'
import { tabTo } from '../helpers/keyboard'

test.use(ADMINISTRATOR)

/**
 * The shared editor of the simpler kinds by keyboard alone: a question started from the Content
 * page, typed and saved as a draft; the figures opened and a broken group refused at its field,
 * saying why, with nothing saved. Nothing here goes live (the pages other specs read stay as they
 * are); publishing through the same form is tested in modules/desk/content/kinds.integration.test.ts.
 */
test.describe.configure({ mode: 'serial' })

test('starts a question and saves it as a draft by keyboard alone', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await tabTo(page, 'New question')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled()
  await tabTo(page, 'Question')
  await page.keyboard.type('Do you sign a non-disclosure agreement before we talk?')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Answer' })).toBeFocused()
  await page.keyboard.type('Yes, ours or yours, before the first call if you like.')
  await tabTo(page, 'Save draft')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin-dashboard\/content\/faqs\/[0-9a-f-]{36}$/)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(
    'Do you sign a non-disclosure agreement before we talk?',
  )
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()
})

test('refuses a figure left empty, at its group, and publishes nothing', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await page.getByRole('region', { name: 'Figures' }).getByRole('link', { name: 'Figures' }).focus()
  await page.keyboard.press('Enter')
  const value = page.getByRole('textbox', { name: 'Products page, figure 2, Value' })
  await expect(value).toHaveValue('4.8/5')
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled()
  await value.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  await tabTo(page, 'Publish')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Products page \(item 2, value\): /).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Products page, figure 2, Value' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Products page, figure 2, Value' })).toHaveValue('4.8/5')
})
