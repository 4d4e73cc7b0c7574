import { expect, test, type Page } from '../helpers/test'
import { quietViolations, signIn, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'

/**
 * Spam in the desk: a bot's enquiry (the honeypot filled) is answered like anyone's and kept in
 * the Spam filter with its reasons, where the administrator takes it back by keyboard.
 */

/** An enquiry as a bot sends it: straight to the endpoint, the hidden field filled. */
async function botEnquiry(page: Page, tag: string) {
  const res = await page.request.post('/api/contact', {
    headers: { Accept: 'application/json' },
    multipart: {
      name: `Bot ${tag}`,
      email: `bot.${tag}@example.com`,
      message: `Dear webmaster, cheap backlinks for you (${tag}).`,
      fax_number: 'https://spam.example',
    },
  })
  expect(res.status()).toBe(201)
}

const marker = (what: string, project: string) =>
  `${what}${project}${Date.now()}${Math.random().toString(36).slice(2, 6)}`

for (const theme of ['light', 'dark'] as const) {
  test(`the spam filter and a spam record have no WCAG 2.2 AA violations in ${theme} theme`, async ({
    page,
  }, info) => {
    const tag = marker(`spam${theme}`, info.project.name)
    await botEnquiry(page, tag)
    await useTheme(page, theme)
    await signIn(page)
    await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
    await expect(page.getByText('No matches for')).toBeVisible()
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('spam')
    const link = page.getByRole('link', { name: `Bot ${tag}`, exact: true })
    await expect(link).toBeVisible()
    expect(await quietViolations(page)).toEqual([])

    await link.click()
    const check = page.getByTestId('spam-check')
    await expect(check.getByRole('heading', { name: 'Held as spam (score 100)' })).toBeVisible()
    await expect(check).toContainText('The hidden field only a script fills was filled.')
    expect(await quietViolations(page)).toEqual([])
  })
}

test('the administrator takes a message out of spam by keyboard alone', async ({ page }, info) => {
  const tag = marker('notspam', info.project.name)
  await botEnquiry(page, tag)
  await signIn(page)
  await page.goto(`/admin-dashboard?tab=messages&status=spam&q=${tag}`)
  await page.getByRole('link', { name: `Bot ${tag}`, exact: true }).click()
  const notSpam = page.getByTestId('spam-check').getByRole('button', { name: 'Not spam' })
  await tabTo(page, notSpam)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('spam-check').getByRole('button', { name: 'Spam' })).toBeVisible()
  await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
  await expect(page.getByRole('link', { name: `Bot ${tag}`, exact: true })).toBeVisible()
})
