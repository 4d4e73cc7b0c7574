import { expect, test, type Page } from '../helpers/test'
import { ADMINISTRATOR, signIn } from '../helpers/desk'
import { tabTo } from '../helpers/keyboard'
import { axeViolations } from '../helpers/axe'
import { company } from '../../content/company'
import { pageTitle } from '../../lib/page-title'

test.use(ADMINISTRATOR)

/**
 * The article editor as the administrator uses it: written, previewed and scheduled by keyboard
 * alone; text typed in a tab closed before it saved is offered back; and of two tabs on one
 * article, the second save is told of the first and shown both versions. Nothing here goes live
 * (the article is scheduled for 2099), so the blog the other specs read stays as it is; publishing
 * itself is tested through the same form in modules/desk/content/content.integration.test.ts.
 */
const TITLE = 'Caching Pages for Shops That Sell Daily'
const SLUG = 'caching-pages-for-shops-that-sell-daily'

test.describe.configure({ mode: 'serial' })

/** The editor hydrated: its buttons answer. */
const waitForEditor = (page: Page) => expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled()

test('writes, previews and schedules an article by keyboard alone', async ({ page, context }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await tabTo(page, 'New article')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible()
  await waitForEditor(page)

  await tabTo(page, 'Title')
  await page.keyboard.type(TITLE)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Slug')).toBeFocused()
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Summary')).toBeFocused()
  await page.keyboard.type('Which pages to cache, for how long, and how a price change still shows at once.')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeFocused()
  await page.keyboard.type(
    '## Cache what rarely changes\n\nProduct pages change twice a day at most.\n\n- Cache pages\n',
  )
  await tabTo(page, 'Category')
  await page.keyboard.press('End')
  await tabTo(page, 'Tags')
  await page.keyboard.type('Performance, E-commerce')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Priya Nair, E-commerce Lead')
  await tabTo(page, 'Publish at')
  // Month, day and year (the year takes more digits, so the arrow moves on), hour and minute, AM.
  for (const key of [...'12312099', 'ArrowRight', ...'1000', 'ArrowRight', 'a'])
    await page.keyboard.press(key)
  await expect(page.getByLabel('Publish at')).toHaveValue('2099-12-31T10:00')

  await tabTo(page, 'Save draft')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin-dashboard\/content\/articles\/[\w-]+$/)
  await tabTo(page, 'Preview')
  const [preview] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
  await preview.waitForURL(`**/blog/${SLUG}`)
  await expect(preview.getByTestId('preview-banner')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await preview.close()

  await tabTo(page, 'Schedule')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Scheduled.')).toBeVisible()
  await page.goto('/admin-dashboard/content')
  await expect(page.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Scheduled')
})

test('offers back what was typed in a tab closed before it saved', async ({ page, context }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content/articles/new')
  await waitForEditor(page)
  await page.getByLabel('Title').fill('Typed, Then the Tab Closed')
  await page.getByRole('textbox', { name: 'Body' }).fill('Words that were never saved.')
  await page.close()

  const again = await context.newPage()
  await again.goto('/admin-dashboard/content/articles/new')
  await waitForEditor(again)
  await again.getByRole('button', { name: 'Restore what I typed' }).click()
  await expect(again.getByLabel('Title')).toHaveValue('Typed, Then the Tab Closed')
  await expect(again.getByRole('textbox', { name: 'Body' })).toHaveValue('Words that were never saved.')
})

test('tells the second of two tabs that the first saved, and shows both', async ({ page, context }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await page.getByRole('link', { name: TITLE }).click()
  await waitForEditor(page)
  const other = await context.newPage()
  await other.goto(page.url())
  await waitForEditor(other)

  await page.getByLabel('Summary').fill('Saved first, from the first tab, with enough words in it.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()

  await other.getByRole('textbox', { name: 'Body' }).fill('Typed in the second tab, which never reloaded.')
  await other.getByRole('button', { name: 'Save draft' }).click()
  await expect(other.getByText(/was saved elsewhere .* Nothing was overwritten/)).toBeVisible()
  await expect(other.getByRole('textbox', { name: 'Body' })).toHaveValue(
    'Typed in the second tab, which never reloaded.',
  )
  await expect(other.getByRole('heading', { name: /^The saved version/ })).toBeVisible()
})

test('checks the title, headings and images for search as they are typed, and draws the share picture', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content/articles/new')
  await waitForEditor(page)
  const panel = page.getByRole('complementary', { name: 'Search and sharing' })
  const check = (key: string) => panel.locator(`[data-check="${key}"]`)
  await expect(check('title')).toContainText('No title yet')

  const short = 'Caching Pages for Daily Shops'
  await page.getByLabel('Title').pressSequentially(short)
  await expect(check('title')).toContainText(
    `GoodTitle is ${pageTitle(short, company.name).length} characters`,
  )
  const long = `${short} in Their Busiest Weeks`
  await page.getByLabel('Title').pressSequentially(' in Their Busiest Weeks')
  await expect(check('title')).toContainText(
    `CheckTitle is ${pageTitle(long, company.name).length} characters`,
  )
  await expect(panel.getByTestId('seo-title')).toHaveText(pageTitle(long, company.name))

  await page
    .getByRole('textbox', { name: 'Body' })
    .fill('# Intro\n\n#### Too deep\n\n![](/media/chart.webp)\n')
  await expect(check('h1')).toContainText('“Intro”')
  await expect(check('order')).toContainText('“Too deep” is h4 after h1')
  await expect(check('images')).toContainText('1 of 1 image has no alt text')
  await expect(check('images')).toContainText('Check')

  const picture = panel.getByRole('img', { name: `The share picture of “${long}”, as it will look` })
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200)
  expect(await axeViolations(page)).toEqual([])
})
