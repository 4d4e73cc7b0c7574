import { expect, test, type Locator, type Page } from '../helpers/test'
import { jobs } from '../../content/jobs'
import { RESUME_ERRORS } from '../../modules/applications/form'
import { contactForm } from '../../modules/contact/form'
import { company } from '../../content/company'
import { noticeText } from '../../lib/privacy'

/**
 * What a visitor sees while filling in the forms: the browser's own checks first, 'Sending...'
 * only while something is being sent, messages that go away once a field is right, and any
 * name a person might have.
 */

async function openContactForm(page: Page) {
  await page.goto('/services')
  await page.getByRole('tab', { name: 'Get in Touch' }).click()
  return page.getByTestId('contact-form')
}

/** Records every label the form's submit button shows from now on, and every POST to `path`. */
async function watch(page: Page, form: Locator, path: string) {
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) posts.push(r.url())
  })
  await form.locator('button[type=submit]').evaluate((button) => {
    const seen = ((window as unknown as { __labels: string[] }).__labels = [button.textContent ?? ''])
    new MutationObserver(() => seen.push(button.textContent ?? '')).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  return {
    posts,
    labels: () => page.evaluate(() => (window as unknown as { __labels: string[] }).__labels),
  }
}

test.describe('forms', () => {
  test('an empty enquiry is stopped by the browser, sends nothing and never says Sending...', async ({
    page,
  }) => {
    const form = await openContactForm(page)
    const watched = await watch(page, form, '/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const name = form.getByLabel('Full Name')
    await expect(name).toBeFocused()
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await page.waitForTimeout(300)
    expect(await watched.labels()).not.toContain('Sending...')
    expect(watched.posts).toEqual([])
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('an address our rules refuse is flagged without sending, and the message goes once it is right', async ({
    page,
  }) => {
    const form = await openContactForm(page)
    const watched = await watch(page, form, '/api/contact')
    await form.getByLabel('Full Name').fill('Asha Rao')
    await form.getByLabel('Email Address').fill('asha@rao') // valid to the browser, not to us
    await form.getByLabel('Project Details').fill('A booking system for our three clinics.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const message = form.getByText('Enter a valid email address, like name@company.com.')
    await expect(message).toBeVisible()
    await expect(form.getByText('Please check the highlighted fields.')).toBeVisible()
    expect(await watched.labels()).not.toContain('Sending...')
    expect(watched.posts).toEqual([])

    await form.getByLabel('Email Address').fill('asha@rao.example.com')
    await expect(message).toBeHidden()
    await expect(form.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Please check the highlighted fields.')).toBeHidden()
    expect(watched.posts).toEqual([])
  })

  test('says Sending... and disables the button only while the enquiry is on its way', async ({ page }) => {
    const form = await openContactForm(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await form.getByLabel('Full Name').fill('Team 2')
    await form.getByLabel('Email Address').fill(`team2.${Date.now()}@example.com`)
    await form.getByLabel('Project Details').fill('Two of us, one shared inbox: please reply to both.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const button = form.locator('button[type=submit]')
    await expect(button).toHaveText('Sending...')
    await expect(button).toBeDisabled()
    release()
    await expect(page.getByText(contactForm.messages.success).first()).toBeVisible()
    await expect(button).toHaveText('Send Message')
    await expect(button).toBeEnabled()
  })

  for (const name of ['Priya (Acme)', 'John Smith, Jr.', 'John Smith 3rd']) {
    test(`accepts ${name} as a name`, async ({ page }) => {
      const form = await openContactForm(page)
      await form.getByLabel('Full Name').fill(name)
      await form.getByLabel('Email Address').fill(`named.${Date.now()}@example.com`)
      await form.getByLabel('Project Details').fill('Please quote for a small company website.')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText(contactForm.messages.success).first()).toBeVisible()
      await expect(form.getByLabel('Full Name')).toHaveValue('')
    })
  }

  test('a .docx resume is flagged the moment it is chosen, and the message goes with a PDF', async ({
    page,
  }) => {
    await page.goto('/careers')
    await page.getByRole('button', { name: 'Apply Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: `Apply for ${jobs[0]!.title}` })
    const watched = await watch(page, dialog, '/api/applications')
    const resume = dialog.getByLabel('Resume (PDF)')
    await resume.setInputFiles({
      name: 'Nisha Verma CV.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(300_000, 1)]),
    })
    const message = dialog.getByText(RESUME_ERRORS.notPdf)
    await expect(message).toBeVisible()
    await expect(resume).toHaveAttribute('aria-invalid', 'true')

    await resume.setInputFiles({
      name: 'Nisha Verma CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    })
    await expect(message).toBeHidden()
    expect(await watched.labels()).not.toContain('Submitting...')
    expect(watched.posts).toEqual([])
  })

  test('every form says what its data is for, how long it is kept and how to get it back or erased', async ({
    page,
  }) => {
    const forms = [
      { form: 'contact', open: openContactForm },
      {
        form: 'application',
        open: async () => {
          await page.goto('/careers')
          await page.getByRole('button', { name: 'Apply Now' }).first().click()
          return page.getByRole('dialog', { name: `Apply for ${jobs[0]!.title}` })
        },
      },
      {
        form: 'comment',
        open: async () => {
          await page.goto('/blog/website-security-mistakes')
          return page.getByTestId('comment-form')
        },
      },
    ] as const
    for (const { form, open } of forms) {
      const notice = (await open(page)).getByTestId('privacy-notice')
      await expect(notice, form).toContainText(noticeText(form, company.emails[0]))
      await expect(notice.getByRole('link', { name: 'How we handle personal data' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      )
    }
  })
})
