import { expect, test, type Locator, type Page } from '../helpers/test'
import { jobs } from '../../content/jobs'
import { applicationForm } from '../../modules/applications/form'
import { commentForm } from '../../modules/comments/form'
import { contactForm } from '../../modules/contact/form'
import { DESK_MESSAGES } from '../../modules/desk/records'
import { E2E_ADMIN } from '../../playwright.config'
import { signIn as signInAtDesk } from '../helpers/desk'
import { BOOKING_URL } from '../helpers/page'

const ARTICLE = 'woocommerce-vs-shopify'

/** A small real PDF, made here. */
function pdf(title: string) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Title(${title})>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  )
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Sees the toast, then lets it time out (pointer away, so it is not paused) before going on. */
async function expectToast(page: Page, text: string) {
  const t = toast(page, text).first()
  await expect(t).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(t).toBeHidden({ timeout: 10_000 })
}

async function signIn(page: Page, password = E2E_ADMIN.password) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

type Applicant = {
  name: string
  email: string
  phone: string
  portfolio?: string
  coverLetter: string
  resume: { name: string; text: string }
}

/** Fills the application form (in its dialog, or in place without JavaScript) and submits it. */
async function fillApplication(form: Locator, a: Applicant) {
  await form.getByLabel('Full Name').fill(a.name)
  await form.getByLabel('Email').fill(a.email)
  await form.getByLabel('Phone Number').fill(a.phone)
  if (a.portfolio) await form.getByLabel('Portfolio URL').fill(a.portfolio)
  await form.getByLabel('Cover Letter').fill(a.coverLetter)
  await form
    .getByLabel('Resume (PDF)')
    .setInputFiles({ name: a.resume.name, mimeType: 'application/pdf', buffer: pdf(a.resume.text) })
  await form.getByRole('button', { name: 'Submit Application' }).click()
}

const statusOf = (row: Locator) => row.getByRole('combobox', { name: /^Status for/ })

/** Picks a status in a row's dropdown and waits for the confirmation toast. */
async function setStatus(page: Page, row: Locator, status: string) {
  await statusOf(row).selectOption(status)
  await expectToast(page, DESK_MESSAGES.statusUpdated)
}

/** Searches the open tab; the search lands in the address, and the list is the server's answer to it. */
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(term)
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === term)
}

/** Opens one of the desk's tabs (links in the "Records" navigation; the name may carry an unread count). */
async function openTab(page: Page, label: string) {
  const tab = page
    .getByRole('navigation', { name: 'Records' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-current', 'page')
}

test.describe('leads, end to end', () => {
  test('a visitor’s enquiry, application and comment reach the administrator, who triages them', async ({
    page,
    context,
  }, info) => {
    test.setTimeout(150_000)
    // Letters only in names; the marker goes into e-mails, which every tab searches.
    const marker = `${info.project.name}${Date.now()}`
    const email = (who: string) => `${who}.${marker}@example.com`

    // Enquiry: a mistake keeps what was typed; success clears the form.
    await page.goto('/services')
    await page.getByRole('tab', { name: 'Get in Touch' }).click()
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name').fill('Meera Kapoor')
    await form.getByLabel('Email Address').fill('meera@kapoor') // the browser lets it through; our rules don't
    await form.getByLabel('Company Name').fill('Kapoor Foods')
    await form
      .getByLabel('Project Details')
      // Each run's own message: the same one sent quickly from another address would be held as spam.
      .fill(`A storefront for our packaged snacks, with wholesale prices for distributors (${marker}).`)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Enter a valid email address, like name@company.com.')).toBeVisible()
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Full Name')).toHaveValue('Meera Kapoor')
    await form.getByLabel('Email Address').fill(email('meera'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, contactForm.messages.success)
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Project Details')).toHaveValue('')

    // Eleven more enquiries, so the administrator has two pages of them.
    for (let i = 0; i < 11; i++) {
      const res = await page.request.post('/api/contact', {
        // As a browser posts it (the spam screening holds a post no browser sent).
        headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        form: {
          name: 'Bulk Sender',
          email: email(`bulk${i}`),
          message: `Enquiry number ${i + 1} about a mobile app.`,
        },
      })
      expect(res.status()).toBe(201)
    }

    // Application with a PDF resume: the dialog closes on success.
    const job = jobs[0]!
    await page.goto('/careers')
    await page.getByRole('button', { name: 'Apply Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` })
    await fillApplication(dialog, {
      name: 'Arjun Mehta',
      email: email('arjun'),
      phone: '+91 98765 43210',
      portfolio: 'https://arjun.dev',
      coverLetter: 'I have shipped three Next.js storefronts and care about accessibility and speed.',
      resume: { name: 'arjun-mehta.pdf', text: marker },
    })
    await expectToast(page, applicationForm.messages.success)
    await expect(dialog).toBeHidden()

    // Comment: waits for approval.
    const commentText = `Clear comparison, thank you. We chose Shopify for the same reasons (${marker}).`
    await page.goto(`/blog/${ARTICLE}`)
    const comments = page.getByTestId('comment-form')
    await comments.getByLabel('Comment').fill(commentText)
    await comments.getByLabel('Email').fill(email('reader'))
    await comments.getByRole('button', { name: 'Post Comment' }).click()
    await expect(comments.getByRole('status')).toHaveText(commentForm.messages.success)
    await expect(page.getByText(commentText)).toHaveCount(0)

    // Sign in: a wrong password is refused, the right one opens the dashboard.
    await page.goto('/admin-dashboard')
    await signIn(page, 'not-the-password')
    await expect(page.locator('main').getByRole('alert')).toHaveText(DESK_MESSAGES.loginFailed)
    await signIn(page)
    await expectToast(page, DESK_MESSAGES.loginOk)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    for (const id of ['count-applications', 'count-comments', 'count-messages'])
      await expect(page.getByTestId(id)).toHaveText(/^[1-9]\d*$/)

    // Applications: find it, open the resume, mark it reviewed.
    await openTab(page, 'Job Applications')
    await search(page, marker)
    const rows = page.getByTestId('admin-row')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Arjun Mehta')
    await expect(rows.first()).toContainText(job.title)
    // The link asks for a link signed for 60 seconds and opens it in a new tab (phones
    // download a PDF instead of showing it, so the file is checked through the same link).
    const signed = page.waitForResponse((r) => /\/api\/admin\/applications\/[^/]+\/resume$/.test(r.url()))
    const popup = page.waitForEvent('popup')
    await rows.first().getByRole('link', { name: 'View resume' }).click()
    const { url } = (await (await signed).json()) as { url: string }
    expect(url).toMatch(/^\/api\/admin\/resumes\/[\w-]{22}\.pdf\?expires=\d+&signature=[\w-]+$/)
    await popup
    const file = await page.request.get(url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect((await file.body()).toString()).toContain(marker)
    for (const p of context.pages()) if (p !== page) await p.close()
    await setStatus(page, rows.first(), 'reviewed')

    // Comments: approve, and the article shows it without the e-mail.
    await openTab(page, 'Blog Comments')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await search(page, marker)
    await expect(rows).toHaveCount(1)
    await setStatus(page, rows.first(), 'approved')
    // Saved on the server: a fresh render of the same address shows it.
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(marker)
    await expect(rows).toHaveCount(1)
    await expect(statusOf(rows.first())).toHaveValue('approved')

    // Messages: twelve rows over two pages; delete one after confirming.
    await openTab(page, 'Contact Messages')
    await search(page, marker)
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(rows).toHaveCount(10)
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible()
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(rows).toHaveCount(2)
    page.once('dialog', async (d) => {
      expect(d.message()).toBe(DESK_MESSAGES.confirmDelete)
      await d.accept()
    })
    await rows
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expectToast(page, DESK_MESSAGES.deleted)
    await expect(
      page.getByText('Showing 1 to 10 of 11 results').or(page.getByText('Showing 11 to 11 of 11 results')),
    ).toBeVisible()

    // Log out: the session ends on the server too (the admin export answers before, not after).
    const exportUrl = `/api/admin/messages/export?q=${marker}`
    expect((await page.request.get(exportUrl)).status()).toBe(200)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, DESK_MESSAGES.logout)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect((await page.request.get(exportUrl)).status()).toBe(401)

    // The approved comment is on the article, without the e-mail.
    await page.goto(`/blog/${ARTICLE}`)
    await page.getByRole('heading', { name: 'Leave Your Comment' }).scrollIntoViewIfNeeded()
    await expect(page.getByTestId('approved-comment').filter({ hasText: commentText })).toBeVisible()
    await expect(page.getByTestId('approved-comments')).not.toContainText(email('reader'))
  })

  test('the enquiry form works with JavaScript off, and the result page says what happened and offers a call', async ({
    browser,
    baseURL,
    page: desk,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/services')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name').fill('Kabir Singh')
    await form.getByLabel('Email Address').fill('kabir@singh') // the browser lets it through; our rules don't
    await form.getByLabel('Project Details').fill('We need an internal dashboard for our warehouse team.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveText('Message not sent')
    await expect(page.getByText('Enter a valid email address, like name@company.com.')).toBeVisible()
    await page.goBack()
    await page.getByTestId('contact-form').getByLabel('Email Address').fill('kabir@singh-logistics.in')
    await page.getByTestId('contact-form').getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveText('Message sent')
    await expect(page.getByText(contactForm.messages.success)).toBeVisible()
    // The call the form's script offers: the name and address filled in, the enquiry's reference.
    await expect(
      page.getByRole('heading', { name: 'Thanks, Kabir. Want to talk it through sooner?' }),
    ).toBeVisible()
    const booking = new URL(
      (await page.getByRole('link', { name: 'Book a call about this' }).getAttribute('href'))!,
    )
    expect(`${booking.origin}${booking.pathname}`).toBe(BOOKING_URL)
    const { utm_content: reference, ...filled } = Object.fromEntries(booking.searchParams)
    expect(filled).toEqual({
      name: 'Kabir Singh',
      email: 'kabir@singh-logistics.in',
      utm_source: 'site',
      utm_medium: 'form',
    })
    await page.getByRole('link', { name: 'Book a call about this' }).click()
    await expect(page.getByRole('heading', { name: '30 Minute Meeting' })).toBeVisible()
    await context.close()
    // The reference is the enquiry just stored: the desk opens that record by it.
    await signInAtDesk(desk)
    await desk.goto(`/admin-dashboard/messages/${reference}`)
    await expect(desk.getByRole('link', { name: 'kabir@singh-logistics.in' }).first()).toBeVisible()
  })

  test('with JavaScript off, each position shows its application form in place, and it posts', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/careers')
    await expect(page.getByRole('button', { name: 'Apply Now' }).first()).toBeHidden()
    const form = page.getByTestId('application-form').first()
    await expect(form).toBeVisible()
    await fillApplication(form, {
      name: 'Farah Khan',
      email: 'farah.khan@example.com',
      phone: '+91 98111 22233',
      coverLetter: 'Four years of React Native and a published fitness app with 50k users.',
      resume: { name: 'farah-khan.pdf', text: 'farah' },
    })
    await expect(page.getByRole('status')).toHaveText('Application received')
    await expect(page.getByText(applicationForm.messages.success)).toBeVisible()
    await context.close()
  })

  test('a PNG renamed to .pdf is refused with a clear message and the dialog stays open', async ({
    page,
  }) => {
    await page.goto('/careers')
    await page.getByRole('button', { name: 'Apply Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: `Apply for ${jobs[0]!.title}` })
    await dialog.getByLabel('Full Name').fill('Nisha Verma')
    await dialog.getByLabel('Email').fill('nisha@example.com')
    await dialog.getByLabel('Phone Number').fill('+91 99999 11111')
    await dialog
      .getByLabel('Cover Letter')
      .fill('Designer-developer with five years of product work for startups.')
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    await dialog
      .getByLabel('Resume (PDF)')
      .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: png })
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    await expect(
      dialog.getByText('Resume must be a PDF file. The file you chose is not a PDF.'),
    ).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Nisha Verma')
  })
})
