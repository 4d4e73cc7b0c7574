import { expect, test, type Page } from '../helpers/test'
import { ADMINISTRATOR, quietViolations, signIn, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'

test.use(ADMINISTRATOR)

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
  await expect(
    page.getByTestId('spam-check').getByRole('button', { name: 'Spam', exact: true }),
  ).toBeVisible()
  await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
  await expect(page.getByRole('link', { name: `Bot ${tag}`, exact: true })).toBeVisible()
})

test('the enquiry form fetches its challenge on the first focus, not before, and a solved one counts', async ({
  page,
}, info) => {
  const tag = marker('challenge', info.project.name)
  const asked: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/challenge') asked.push(r.url())
  })
  await page.goto('/services')
  await page.getByRole('tab', { name: 'Get in Touch' }).click()
  const form = page.getByTestId('contact-form')
  await expect(form).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])

  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  await form.getByLabel('Full Name').fill(`Person ${tag}`)
  await expect.poll(() => asked.length).toBe(1)
  expect(new URL(asked[0]!).searchParams.get('form')).toBe('/api/contact')
  // The solver came with the focus: a script no page loads before.
  expect(scripts.length).toBeGreaterThan(0)
  await form.getByLabel('Email Address').fill(`person.${tag}@example.com`)
  await form.getByLabel('Project Details').fill(`We need a booking system for our clinics (${tag}).`)
  await page.waitForTimeout(3_200) // as long as a person takes, at least
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact'))
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await sent).postDataBuffer()?.toString('latin1')).toContain('name="altcha"')
  await expect(form.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()

  await signIn(page)
  await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
  await page.getByRole('link', { name: `Person ${tag}`, exact: true }).click()
  await expect(page.getByTestId('spam-check').getByRole('heading')).toHaveText('Spam check: nothing found')
})

for (const theme of ['light', 'dark'] as const) {
  test(`the Spam page has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme)
    await signIn(page)
    await page.goto('/admin-dashboard/spam')
    await expect(page.getByRole('heading', { level: 2, name: 'Spam' })).toBeVisible()
    await expect(page.getByLabel('Phrases of spam offers')).toContainText('dear webmaster')
    expect(await quietViolations(page)).toEqual([])
  })
}

test('the administrator blocks a domain and unblocks it by keyboard alone', async ({ page }, info) => {
  const domain = `${marker('blocked', info.project.name).toLowerCase()}.example`
  await signIn(page)
  await page.goto('/admin-dashboard')
  const link = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Spam' })
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  const sender = page.getByLabel('Address or domain')
  await tabTo(page, sender)
  await page.keyboard.type(`  ${domain.toUpperCase()} `)
  await page.keyboard.press('Enter')
  const list = page.getByRole('list', { name: 'Blocked senders' })
  const row = list.getByRole('listitem').filter({ hasText: domain })
  await expect(row).toContainText('domain, since')
  await expect(sender).toHaveValue('')

  const unblock = row.getByRole('button', { name: `Unblock ${domain}` })
  await tabTo(page, unblock, 120)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${domain} is no longer blocked.`)).toBeVisible()
  await expect(list.getByRole('listitem').filter({ hasText: domain })).toHaveCount(0)
})
