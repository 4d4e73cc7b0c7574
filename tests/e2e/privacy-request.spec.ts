import { privacyRequestForm } from '../../modules/privacy/form'
import { axeViolations } from '../helpers/axe'
import { ADMINISTRATOR, quietViolations, signIn, tabTo } from '../helpers/desk'
import { caughtMailFile, mailsTo } from '../helpers/mail-catcher'
import { expect, test, type Page } from '../helpers/test'
import { useTheme } from '../helpers/theme'

test.use(ADMINISTRATOR)

const mailFile = () => caughtMailFile(process.env.E2E_DATA_DIR!)
const address = (who: string, project: string) => `${who}.${project}.${Date.now()}@example.com`

/** The confirmation link mailed to `email`, once it has arrived. */
async function confirmationLink(email: string) {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = mailsTo(mailFile(), email).find((m) => m.subject.startsWith('Confirm your request'))
        link = /(https?:\/\/\S+\/privacy\/request\/confirm\?\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
        return link
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** Opens the confirmation page, which the server draws without React (nothing to hydrate). */
async function openConfirmation(page: Page, path: string) {
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/privacy/request/confirm'),
    page.evaluate((to) => window.location.assign(to), path),
  ])
}

async function fillRequest(page: Page, kind: string, email: string) {
  const form = page.getByTestId('privacy-request-form')
  await form.getByRole('radio', { name: new RegExp(kind) }).check()
  await form.getByLabel('Email').fill(email)
  return form
}

test.describe('the data request page', () => {
  test('is reached from the footer and the privacy policy', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your Data Requests' }).click()
    await expect(page).toHaveURL(/\/privacy\/request$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Ask about your personal data' })).toBeVisible()
    await page.goto('/privacy-policy')
    await page.getByRole('link', { name: 'Make a request about your data' }).click()
    await expect(page).toHaveURL(/\/privacy\/request$/)
  })

  test('sends a request, and its e-mailed link confirms it after one press', async ({ page }, info) => {
    const email = address('copy', info.project.name)
    await page.goto('/privacy/request')
    const form = await fillRequest(page, 'A copy of my data', email)
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByRole('status')).toHaveText(privacyRequestForm.messages.success)
    await expect(form.getByLabel('Email')).toHaveValue('')

    await openConfirmation(page, await confirmationLink(email))
    await expect(page.getByRole('status')).toHaveText('Confirm your request')
    await page.getByRole('button', { name: 'Confirm: A copy of my data' }).click()
    await expect(page.getByRole('status')).toHaveText('Request confirmed')
    await expect(page.getByText(/we will answer it by \d{1,2} \w+ \d{4}/)).toBeVisible()
  })

  test('works with JavaScript off: the form posts, and a missing choice is named', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/privacy/request')
    const form = page.getByTestId('privacy-request-form')
    await form.getByLabel('Email').fill('nojs@example.com')
    // The browser requires a choice first; a post without one is refused by the server, by name.
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true))
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status')).toHaveText('Request not sent')
    await expect(page.getByText('Choose what you would like us to do.')).toBeVisible()
    await page.goBack()
    await fillRequest(page, 'Erase my data', 'nojs@example.com')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status')).toHaveText('Check your inbox')
    await expect(page.getByText(privacyRequestForm.messages.success)).toBeVisible()
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the request page and the confirmation page have no WCAG 2.2 AA violations in ${theme} theme`, async ({
      page,
    }, info) => {
      await useTheme(page, theme)
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
      await page.goto('/privacy/request')
      // With a refusal showing under the choices and the e-mail field.
      const form = page.getByTestId('privacy-request-form')
      await form.evaluate((f: HTMLFormElement) => (f.noValidate = true))
      await form.getByRole('button', { name: 'Send request' }).click()
      await expect(form.getByText('Choose what you would like us to do.')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      const email = address(`axe-${theme}`, info.project.name)
      await fillRequest(page, 'Correct my data', email)
      await form.getByLabel('Details').fill('My phone number changed to +91 98100 00000.')
      await form.getByRole('button', { name: 'Send request' }).click()
      await expect(form.getByRole('status')).toHaveText(privacyRequestForm.messages.success)
      await openConfirmation(page, await confirmationLink(email))
      await expect(page.getByRole('button', { name: 'Confirm: Correct my data' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

/** Sends and confirms a request as its visitor would, in a page of its own. */
async function confirmedRequest(page: Page, kind: string, email: string) {
  await page.goto('/privacy/request')
  const form = await fillRequest(page, kind, email)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('status')).toHaveText(privacyRequestForm.messages.success)
  await openConfirmation(page, await confirmationLink(email))
  await page.getByRole('button', { name: /^Confirm:/ }).click()
  await expect(page.getByRole('status')).toHaveText('Request confirmed')
}

test.describe("the desk's Requests page", () => {
  test('shows a confirmed request with its due date, and answers it by keyboard alone', async ({
    page,
  }, info) => {
    const email = address('desk', info.project.name)
    await confirmedRequest(page, 'Raise a concern', email)
    await signIn(page)
    const link = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: /^Requests/ })
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Data requests' })).toBeVisible()
    const card = page.getByTestId('data-request').filter({ hasText: email })
    await expect(card).toContainText('Due in 30 days')
    await expect(card.getByTestId('held')).toHaveText('nothing')
    const answer = card.getByLabel(`Answer to ${email}`)
    await tabTo(page, answer)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('We looked into your concern and changed how long we keep enquiries.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(
      page.getByTestId('answered-request').filter({ hasText: 'changed how long we keep' }).first(),
    ).toBeVisible()
    await expect(card).toHaveCount(0)
    await expect
      .poll(() => mailsTo(mailFile(), email).map((m) => m.subject))
      .toContain('Your request to Vantage Edge Technologies: raise a concern')
  })

  test('sends a copy in one press, and its link downloads the ZIP', async ({ page }, info) => {
    const email = address('desk-copy', info.project.name)
    await confirmedRequest(page, 'A copy of my data', email)
    await signIn(page)
    await page.goto('/admin-dashboard/requests')
    const card = page.getByTestId('data-request').filter({ hasText: email })
    await card.getByRole('button', { name: 'Send the copy and close' }).click()
    await expect(card).toHaveCount(0)
    let link = ''
    await expect
      .poll(() => {
        const mail = mailsTo(mailFile(), email).find((m) => m.subject.startsWith('Your request to'))
        link = /(https?:\/\/\S+\/privacy\/request\/copy\?\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
        return link
      })
      .not.toBe('')
    const url = new URL(link)
    const zip = await page.request.get(`${url.pathname}${url.search}`)
    expect(zip.status()).toBe(200)
    expect(zip.headers()['content-type']).toBe('application/zip')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`has no WCAG 2.2 AA violations in ${theme} theme`, async ({ page }, info) => {
      await confirmedRequest(page, 'Correct my data', address(`desk-axe-${theme}`, info.project.name))
      await useTheme(page, theme)
      await signIn(page)
      await page.goto('/admin-dashboard/requests')
      await expect(page.getByTestId('data-request').first()).toBeVisible()
      expect(await quietViolations(page)).toEqual([])
    })
  }
})

test.describe("the desk's Privacy page", () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows the record of processing with no WCAG 2.2 AA violations in ${theme} theme`, async ({
      page,
    }) => {
      await useTheme(page, theme)
      await signIn(page)
      await page
        .getByRole('navigation', { name: 'Desk pages' })
        .getByRole('link', { name: 'Privacy' })
        .click()
      await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible()
      await expect(page.getByTestId('processing-row')).toHaveCount(3)
      await expect(page.getByTestId('purge-preview')).toBeVisible()
      expect(await quietViolations(page)).toEqual([])
    })
  }
})

test('the administrator sets a retention period by keyboard, and the desk says it waits for the next start', async ({
  page,
}, testInfo) => {
  // Each browser project changes a period of its own, so that the two can run side by side.
  const [label, inForce, saved] =
    testInfo.project.name === 'mobile'
      ? ['Declined comments (days)', '30', '45']
      : ['Enquiries, after the last activity (months)', '24', '36']
  await signIn(page)
  await page.goto('/admin-dashboard/privacy')
  const field = page.getByRole('form', { name: 'Periods' }).getByLabel(label)
  await field.focus()
  await field.fill(saved)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Periods saved. They take effect when the site next starts')).toBeVisible()
  await expect(page.getByTestId('periods-state')).toContainText('not published yet')
  await expect(field).toHaveAccessibleDescription(new RegExp(`In force until the next start: ${inForce}\\.`))
  expect(await quietViolations(page)).toEqual([])

  // Back to the period in force: nothing waits for that one any more.
  await field.fill(inForce)
  await field.press('Enter')
  await expect(page.getByText('Periods saved', { exact: false }).last()).toBeVisible()
  await expect(field).not.toHaveAccessibleDescription(/In force until the next start/)
})
