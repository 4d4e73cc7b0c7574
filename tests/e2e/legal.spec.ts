import { expect, test, type Page } from '../helpers/test'
import { company } from '../../content/company'
import { privacyIntro, privacySections, termsIntro, termsSections } from '../../content/legal'

/** Section titles the spec requires, in order. */
const PRIVACY_TITLES = [
  'Information We Collect',
  'How We Use Your Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
  'Changes to This Policy',
]
const TERMS_TITLES = [
  'Acceptance of Terms',
  'Use License',
  'Disclaimer',
  'Limitations',
  'Revisions and Updates',
  'Governing Law',
]

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Checks the numbered sections: titles exactly as given, numbered 1..n in order, with their text. */
async function expectNumberedSections(
  page: Page,
  titles: string[],
  sections: { title: string; paragraphs: string[] }[],
) {
  const items = page.getByTestId('legal-section')
  await expect(items).toHaveCount(titles.length)
  const headings = items.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(titles.map((t, i) => new RegExp(`^${i + 1}\\.\\s*${escapeRegExp(t)}$`)))
  for (const [i, s] of sections.entries()) {
    for (const p of s.paragraphs) await expect(items.nth(i).getByText(p, { exact: true })).toBeVisible()
  }
}

async function expectLastUpdatedThisYear(page: Page) {
  const year = String(new Date().getFullYear())
  await expect(page.getByText(/Last updated/i)).toBeVisible()
  await expect(page.getByText(/Last updated/i)).toContainText(year)
}

test.describe('/privacy-policy', () => {
  test('shows the six numbered sections in order', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(page.getByText(privacyIntro(company.name), { exact: true })).toBeVisible()
    const sections = privacySections(company.emails[0])
    expect(sections.map((s) => s.title)).toEqual(PRIVACY_TITLES)
    await expectNumberedSections(page, PRIVACY_TITLES, sections)
  })

  test('has a contact section with a company e-mail link', async ({ page }) => {
    await page.goto('/privacy-policy')
    const contact = page.getByRole('region', { name: 'Contact', exact: true })
    await expect(contact).toBeVisible()
    const mail = contact.locator('a[href^="mailto:"]')
    await expect(mail).toHaveCount(1)
    await expect(mail).toBeVisible()
    const address = (await mail.getAttribute('href'))!.replace(/^mailto:/, '').split('?')[0]!
    expect(company.emails as readonly string[]).toContain(address)
    await expect(mail).toHaveText(address)
  })

  test('shows a last-updated line with the current year', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expectLastUpdatedThisYear(page)
  })
})

test.describe('/terms-and-conditions', () => {
  test('opens with a heading and an intro that welcomes the reader', async ({ page }) => {
    await page.goto('/terms-and-conditions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    const intro = page.getByText(termsIntro(company.name), { exact: true })
    await expect(intro).toBeVisible()
    await expect(intro).toHaveText(/^Welcome/)
    // Using the site means agreeing to the terms.
    await expect(intro).toContainText(/agree/i)
  })

  test('shows the six numbered sections in order', async ({ page }) => {
    await page.goto('/terms-and-conditions')
    expect(termsSections(company.name).map((s) => s.title)).toEqual(TERMS_TITLES)
    await expectNumberedSections(page, TERMS_TITLES, termsSections(company.name))
  })

  test('lists exactly five bullets under Use License', async ({ page }) => {
    await page.goto('/terms-and-conditions')
    const license = page
      .getByTestId('legal-section')
      .filter({ has: page.getByRole('heading', { name: /Use License$/ }) })
    const bullets = license.getByRole('listitem')
    await expect(bullets).toHaveCount(5)
    const expected = termsSections(company.name).find((s) => s.title === 'Use License')!.bullets!
    await expect(bullets).toHaveText(expected)
  })

  test('states that the laws of India govern the terms', async ({ page }) => {
    await page.goto('/terms-and-conditions')
    const law = page
      .getByTestId('legal-section')
      .filter({ has: page.getByRole('heading', { name: /Governing Law$/ }) })
    await expect(law).toBeVisible()
    await expect(law).toContainText('laws of India')
  })

  test('has a Contact Us card with an e-mail link and a last-updated line with the current year', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions')
    const contact = page.getByRole('region', { name: 'Contact Us', exact: true })
    await expect(contact).toBeVisible()
    const mail = contact.locator('a[href^="mailto:"]')
    await expect(mail).toBeVisible()
    const address = (await mail.getAttribute('href'))!.replace(/^mailto:/, '').split('?')[0]!
    expect(company.emails as readonly string[]).toContain(address)
    await expectLastUpdatedThisYear(page)
  })
})
