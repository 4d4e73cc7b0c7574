import { expect, test } from '../helpers/test'
import { ADMINISTRATOR, quietViolations, signIn } from '../helpers/desk'
import { useTheme } from '../helpers/theme'
import { addWebhook, card, testRow } from '../helpers/integrations'
import { startReceiver } from '../integration/receiver'
import { DESK_PANELS } from '../../modules/desk/view'

test.use(ADMINISTRATOR)

/**
 * Every page of the desk on a phone, in both themes: no WCAG 2.2 AA violation, and nothing wider
 * than the screen (a wide table scrolls inside its card). What each page does is tested at desktop
 * width in its own spec; the sign-in form, the lists and a record at both widths in desk.spec.ts.
 * The lists show each row as a card here (name, message, age, status, select box on the screen).
 */
for (const theme of ['light', 'dark'] as const) {
  test(`every desk page fits a 375 px screen with no WCAG 2.2 AA violations in ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const tag = `deskpages${theme}${Date.now()}`
    const sent = await page.request.post('/api/contact', {
      headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      multipart: {
        name: `Meera ${tag}`,
        // A long address: the record's block buttons name it, and must wrap on a phone.
        email: `meera.${tag}@handmade-pottery-studio.example`,
        message: 'A shop for our pottery, please.',
      },
    })
    expect(sent.status()).toBe(201)
    await useTheme(page, theme)
    await signIn(page)

    const record = async () => {
      await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
      await page.getByRole('link', { name: `Meera ${tag}`, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: `Meera ${tag}` })).toBeVisible()
      // The desk's card clips what is wider than it, so the page stays narrow: each control of the
      // spam check must fit on the screen (the block buttons name the whole address).
      const check = page.getByTestId('spam-check')
      expect(
        await check.evaluate((box) =>
          [...box.querySelectorAll('button')].every(
            (b) => b.getBoundingClientRect().right <= window.innerWidth,
          ),
        ),
        'the spam check’s buttons fit on the screen',
      ).toBe(true)
    }
    // The Integrations page with a webhook and its deliveries table, whose width is the one at stake.
    const receiver = await startReceiver()
    const integrations = async () => {
      await addWebhook(page, receiver.url)
      const endpoint = card(page, receiver.url)
      await endpoint.getByRole('button', { name: /^Send test event/ }).click()
      await expect(testRow(endpoint).getByRole('cell', { name: 'Delivered (200)' })).toBeVisible()
    }
    const pages: [string, () => Promise<unknown>][] = [
      ['the enquiries list', () => page.goto(`/admin-dashboard?tab=messages&q=${tag}`)],
      ['an enquiry', record],
      ...DESK_PANELS.map((panel): [string, () => Promise<unknown>] => [
        `the ${panel} page`,
        panel === 'integrations' ? integrations : () => page.goto(`/admin-dashboard/${panel}`),
      ]),
      [
        'the article editor',
        async () => {
          await page.goto('/admin-dashboard/content/articles/new')
          // Checked with the rich Body, its toolbar and a site block in it.
          await page
            .getByRole('toolbar', { name: 'Formatting' })
            .getByRole('button', { name: 'Insert Checklist' })
            .click()
          await expect(page.getByRole('textbox', { name: 'Checklist data (YAML)' })).toBeVisible()
        },
      ],
      ['the role editor', () => page.goto('/admin-dashboard/content/roles/new')],
      ['the media library', () => page.goto('/admin-dashboard/content/media')],
      ['the shared editor, a new project', () => page.goto('/admin-dashboard/content/projects/new')],
      [
        'the shared editor, the figures',
        async () => {
          await page.goto('/admin-dashboard/content')
          await page.getByRole('region', { name: 'Figures' }).getByRole('link', { name: 'Figures' }).click()
          await expect(page.getByRole('textbox', { name: 'Home page, hero, figure 1, Value' })).toBeVisible()
        },
      ],
    ]
    await test.step('an enquiry in the list is a card that fits the screen', async () => {
      await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
      const row = page.getByTestId('admin-row').filter({ hasText: `Meera ${tag}` })
      const parts = {
        'select box': row.getByRole('checkbox'),
        name: row.getByRole('link', { name: `Meera ${tag}`, exact: true }),
        message: row.getByText('A shop for our pottery, please.'),
        age: row.locator('time').first(),
        status: row.locator('select'),
      }
      for (const [part, locator] of Object.entries(parts)) {
        await expect(locator, part).toBeVisible()
        const box = (await locator.boundingBox())!
        expect(box.x, `${part} starts on the screen`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${part} ends on the screen`).toBeLessThanOrEqual(375)
      }
      // Nothing to swipe for: the list does not scroll sideways.
      const list = row.locator('xpath=ancestor::*[@role="region"][1]')
      expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    })

    for (const [name, open] of pages) {
      await test.step(name, async () => {
        await open()
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
        expect(await quietViolations(page), name).toEqual([])
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${name} is no wider than the screen`,
        ).toBe(true)
      })
    }
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('/admin-dashboard/integrations')
    await card(page, receiver.url)
      .getByRole('button', { name: /^Remove/ })
      .click()
    await expect(card(page, receiver.url)).toHaveCount(0)
    await receiver.close()
  })
}
