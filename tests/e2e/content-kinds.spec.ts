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

test('refuses figures that do not read, at their field, and saves nothing', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await page.getByRole('region', { name: 'Figures' }).getByRole('link', { name: 'Figures' }).focus()
  await page.keyboard.press('Enter')
  const group = page.getByRole('textbox', { name: 'Products page' })
  await expect(group).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled()
  const before = await group.inputValue()
  await group.focus()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type('\n- value: [unclosed')
  await tabTo(page, 'Save draft')
  await page.keyboard.press('Enter')
  await expect(group).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/^Products page is not valid YAML/).first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Products page' })).toHaveValue(before)
})
