import { expect, test, type Page } from '../helpers/test'
import { ADMINISTRATOR, quietViolations, signIn } from '../helpers/desk'
import { tabTo } from '../helpers/keyboard'
import { axeViolations } from '../helpers/axe'
import { useTheme } from '../helpers/theme'
import { company } from '../../content/company'
import { pageTitle } from '../../lib/page-title'

test.use(ADMINISTRATOR)

/**
 * The article editor as the administrator uses it: written (the rich Body by Markdown shortcuts,
 * a site block and a table from its toolbar), previewed and scheduled by keyboard alone; text typed
 * in a tab closed before it saved is offered back; of two tabs on one article, the second save is
 * told of the first and shown both versions; a revision compared, and restored into the editor. Nothing here goes live
 * (the article is scheduled for 2099), so the blog the other specs read stays as it is; publishing
 * itself is tested through the same form in modules/desk/content/content.integration.test.ts.
 */
const TITLE = 'Caching Pages for Shops That Sell Daily'
const SLUG = 'caching-pages-for-shops-that-sell-daily'

test.describe.configure({ mode: 'serial' })

/** The editor hydrated (its buttons answer) and the rich Body came (its toolbar shows). */
async function waitForEditor(page: Page) {
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled()
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
}

/** Moves the focus from the Body to its toolbar, then along it to the button named `name`. */
async function toolbarButton(page: Page, name: string) {
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toBeVisible()
  for (let i = 0; i < 20; i++) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === name) return
    await page.keyboard.press('ArrowRight')
  }
  throw new Error(`The toolbar has no ${name}`)
}

/** What the Body holds as Markdown, as "Edit as Markdown" shows it. */
async function bodyMarkdown(page: Page) {
  await page.getByRole('button', { name: 'Edit as Markdown' }).click()
  const markdown = await page.getByRole('textbox', { name: 'Body' }).inputValue()
  await page.getByRole('button', { name: 'Edit as rich text' }).click()
  return markdown
}

const BODY_MARKDOWN = `${[
  '## Cache what rarely changes',
  'Product pages change **twice a day** at most.',
  '- Cache pages\n- Purge on a price change',
  '```checklist\n- First thing to check\n- Second thing to check\n```',
  '| Column 1 | Column 2 |\n| -------- | -------- |\n|          |          |\n|          |          |',
].join('\n\n')}\n`

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
  await tabTo(page, 'Body')
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeFocused()
  // Markdown shortcuts as they are typed: a heading, bold, a list.
  await page.keyboard.type('## Cache what rarely changes\nProduct pages change **twice a day** at most.\n')
  await page.keyboard.type('- Cache pages\nPurge on a price change\n\n')
  // A site block, then a table, from the toolbar by keyboard.
  await toolbarButton(page, 'Insert Checklist')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Checklist data (YAML)' })).toBeVisible()
  await expect(page.getByText('The block reads well.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeFocused()
  await toolbarButton(page, 'Table')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Body' }).getByRole('table')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeFocused()
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
  await page.reload()
  await waitForEditor(page)
  await expect(page.getByRole('textbox', { name: 'Body' }).getByRole('heading', { level: 2 })).toHaveText(
    'Cache what rarely changes',
  )
  expect(await bodyMarkdown(page)).toBe(BODY_MARKDOWN)
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
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vantage-article:new') ?? ''))
    .toContain('Words that were never saved.')
  await page.close()

  const again = await context.newPage()
  await again.goto('/admin-dashboard/content/articles/new')
  await waitForEditor(again)
  await again.getByRole('button', { name: 'Restore what I typed' }).click()
  await expect(again.getByLabel('Title')).toHaveValue('Typed, Then the Tab Closed')
  await expect(again.getByRole('textbox', { name: 'Body' })).toHaveText('Words that were never saved.')
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
  await expect(other.getByRole('textbox', { name: 'Body' })).toHaveText(
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

  await page.getByRole('button', { name: 'Edit as Markdown' }).click()
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

test('compares a revision with the current text, and restores it into the editor', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin-dashboard/content')
  await page.getByRole('link', { name: TITLE }).click()
  await waitForEditor(page)
  const body = page.getByRole('textbox', { name: 'Body' })
  // (Filled over the heading the body starts with, the line is that heading.)
  await body.fill('One line that replaces the whole body.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()

  // The revision before that save: the body the first test wrote.
  const revisions = page.getByRole('region', { name: 'Revisions' })
  const before = revisions.getByRole('listitem').nth(1)
  await before.getByRole('button', { name: /^Compare revision \d+/ }).click()
  const compare = page.getByRole('region', { name: /^Revision \d+ against the current text$/ })
  await expect(compare).toBeVisible()
  await expect(page).toHaveURL(/\?compare=/)
  await expect(
    compare.locator('del').filter({ hasText: 'Removed: ## Cache what rarely changes' }),
  ).toBeVisible()
  await expect(
    compare.locator('ins').filter({ hasText: 'Added: ## One line that replaces the whole body.' }),
  ).toBeVisible()

  await before.getByRole('button', { name: /^Restore revision/ }).click()
  await expect(page.getByText(/Revision restored/)).toBeVisible()
  await expect(body.getByRole('heading', { level: 2 })).toHaveText('Cache what rarely changes')
  expect(await bodyMarkdown(page)).toBe(BODY_MARKDOWN)
})

/** A body with one of each thing the rich editor draws: marks, lists, a quote, a table, an image
 * without its description, a site block that reads well and one that does not. */
const EVERY_PART = [
  '## Why speed sells',
  'A shop that loads in **two seconds** keeps more of its *visitors*. Read [our guide](/blog) first.',
  '- Compress images\n- Cache pages',
  '1. Measure\n2. Fix',
  '> Fast pages are kind pages.',
  '| Plan | Price |\n| --- | --- |\n| Basic | 1,500 rupees |',
  '![](/art/blog-woocommerce-vs-shopify.svg)',
  '```checklist\n- Back up daily\n- Test restores\n```',
  '```trends\n- icon: Search\n  title: Search\n```',
].join('\n\n')

for (const theme of ['light', 'dark'] as const) {
  test(`the article editor with a rich body has no WCAG 2.2 AA violations in ${theme} theme`, async ({
    page,
  }) => {
    await useTheme(page, theme)
    await signIn(page)
    await page.goto('/admin-dashboard/content/articles/new')
    await waitForEditor(page)
    await page.getByRole('button', { name: 'Edit as Markdown' }).click()
    await page.getByRole('textbox', { name: 'Body' }).fill(EVERY_PART)
    await page.getByRole('button', { name: 'Edit as rich text' }).click()
    await expect(page.getByText('No description: add one')).toBeVisible()
    await expect(page.getByText('the trends block (0.subtitle)')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Body' }).getByRole('table')).toBeVisible()
    expect(await quietViolations(page)).toEqual([])

    // The image described where it sits: the flag goes, and the Markdown carries the words.
    await page
      .getByRole('textbox', { name: 'Image description', exact: true })
      .fill('A shop front beside a phone')
    await expect(page.getByText('No description: add one')).toBeHidden()
    expect(await bodyMarkdown(page)).toContain(
      '![A shop front beside a phone](/art/blog-woocommerce-vs-shopify.svg)',
    )
  })
}
