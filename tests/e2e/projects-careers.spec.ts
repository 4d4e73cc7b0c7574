import { expect, test, type Page } from '../helpers/test'
import { projectsCopy } from '../../content/pages/projects'
import { projects } from '../../content/projects'
import { jobs } from '../../content/jobs'
import { TEAM_SIZE } from '../../content/pages/careers'
import { applySteps, careerPerks, hiringBanner } from '../../content/pages/careers'
import { JOB_PREVIEW_CHARS } from '../../lib/constants'
import { expectBookingButton } from '../helpers/page'
import { useTheme } from '../helpers/theme'

/** Client components answer clicks and keys only once React has hydrated them. */
async function hydrated(page: Page) {
  const tab = page.getByRole('tab').first()
  await expect
    .poll(() => tab.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      message: 'job board hydrated',
    })
    .toBe(true)
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/* ---------------------------------------------------------------- /projects */

test.describe('/projects', () => {
  test('shows every showcase project with its title, type badge, description, image and year', async ({
    page,
  }) => {
    await page.goto('/projects')
    const cards = page.getByTestId('project-card')
    await expect(cards).toHaveCount(projects.length)
    expect(projects).toHaveLength(8)
    const viewportHeight = page.viewportSize()!.height

    for (const [i, p] of projects.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(p.title)
      await expect(card.getByTestId('project-type')).toHaveText(p.type)
      await expect(card.getByText(p.description, { exact: true })).toBeVisible()
      await expect(card.getByTestId('project-year')).toHaveText(String(p.year))

      const img = card.locator('img')
      await expect(img).toHaveAttribute('src', p.image)
      await expect(img).toHaveAttribute('alt', new RegExp(p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(img).toHaveAttribute('width', /^[1-9]\d*$/)
      await expect(img).toHaveAttribute('height', /^[1-9]\d*$/)
      // Images that start below the fold wait until the visitor scrolls to them.
      const box = await img.boundingBox()
      if (box && box.y >= viewportHeight)
        await expect(img, `${p.title} image is below the fold`).toHaveAttribute('loading', 'lazy')
    }
    // The first image is the largest above-the-fold paint: never lazy.
    await expect(cards.first().locator('img')).not.toHaveAttribute('loading', 'lazy')
  })

  test('only shows the years 2024 and 2023, as in the content', async ({ page }) => {
    await page.goto('/projects')
    const years = await page.getByTestId('project-year').allInnerTexts()
    expect(years.map((y) => y.trim())).toEqual(projects.map((p) => String(p.year)))
    expect(new Set(years.map((y) => y.trim()))).toEqual(new Set(['2024', '2023']))
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`colours type badges by project type (${theme} theme)`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/projects')
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      const badges = page.getByTestId('project-type')
      await expect(badges).toHaveCount(projects.length)
      const colours = await badges.evaluateAll((els) =>
        els.map((el) => ({ type: el.textContent!.trim(), bg: getComputedStyle(el).backgroundColor })),
      )
      const byType = new Map<string, Set<string>>()
      for (const { type, bg } of colours) {
        expect(bg, `${type} badge has a background`).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/)
        byType.set(type, (byType.get(type) ?? new Set()).add(bg))
      }
      // Cards of the same type share a colour...
      for (const [type, set] of byType) expect([...set], `${type} badges share one colour`).toHaveLength(1)
      // ...and every type has its own colour.
      const perType = [...byType.values()].map((s) => [...s][0])
      expect(new Set(perType).size, 'each type has a distinct badge colour').toBe(byType.size)
      expect(byType.size).toBe(new Set(projects.map((p) => p.type)).size)
    })
  }

  test('ends with an invitation to start a new project and a booking button', async ({ page }) => {
    await page.goto('/projects')
    const closing = page.getByText(projectsCopy.closing, { exact: true })
    await expect(closing).toBeVisible()
    const booking = page.getByRole('button', { name: 'Start Your Project' })
    await expectBookingButton(booking)
    // The booking button sits after the closing line.
    const [lineBox, linkBox] = [await closing.boundingBox(), await booking.boundingBox()]
    expect(linkBox!.y).toBeGreaterThan(lineBox!.y)
  })
})

/* ---------------------------------------------------------------- /careers */

test.describe('/careers', () => {
  const panelOf = (page: Page, id: string) => page.locator(`article[aria-labelledby="${id}-title"]`)
  const tabs = (page: Page) => page.getByRole('tablist', { name: 'Open positions' }).getByRole('tab')

  test('shows the hiring banner and the four perk tiles', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiringBanner.title)
    await expect(page.getByText(hiringBanner.text, { exact: true })).toBeVisible()
    const spec = [
      ['100%', 'Remote First'],
      ['5+', 'Open Roles'],
      ['Unlimited', 'Growth'],
      ['Flexible', 'Schedule'],
    ]
    expect(careerPerks(jobs.length).map((p) => [p.value, p.label])).toEqual(spec)
    const tiles = page.locator('dl').first().locator('dt')
    await expect(tiles).toHaveCount(4)
    for (const [i, [value, label]] of spec.entries()) {
      await expect(tiles.nth(i)).toBeVisible()
      await expect(tiles.nth(i)).toHaveText(new RegExp(`^${value!.replace('+', '\\+')}\\s*${label}$`))
    }
  })

  test('lists the five positions in order with the first selected and its panel shown', async ({ page }) => {
    await page.goto('/careers')
    expect(jobs.map((j) => j.title)).toEqual([
      'Frontend Developer',
      'Backend Developer',
      'UI/UX Designer',
      'Mobile App Developer',
      'DevOps Engineer',
    ])
    const cards = tabs(page)
    await expect(cards).toHaveCount(jobs.length)
    for (const [i, job] of jobs.entries()) {
      await expect(cards.nth(i)).toContainText(job.title)
      await expect(cards.nth(i)).toHaveAttribute('aria-selected', i === 0 ? 'true' : 'false')
    }
    await expect(panelOf(page, jobs[0]!.id)).toBeVisible()
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(jobs[0]!.title)
    for (const job of jobs.slice(1)) await expect(panelOf(page, job.id)).toBeHidden()
  })

  test('shows the first 120 characters of each description followed by "..." on the cards', async ({
    page,
  }) => {
    await page.goto('/careers')
    const previews = page.getByTestId('job-preview')
    await expect(previews).toHaveCount(jobs.length)
    for (const [i, job] of jobs.entries()) {
      expect(job.description.length).toBeGreaterThan(JOB_PREVIEW_CHARS)
      const expected = `${job.description.slice(0, JOB_PREVIEW_CHARS)}...`
      await expect(previews.nth(i)).toHaveJSProperty('textContent', expected)
    }
  })

  test('clicking a position shows its full details and hides the previous one', async ({ page }) => {
    await page.goto('/careers')
    await hydrated(page)
    const cards = tabs(page)
    for (const [i, job] of jobs.entries()) {
      if (i === 0) continue
      const previous = jobs[i - 1]!
      await cards.nth(i).click()
      await expect(cards.nth(i)).toHaveAttribute('aria-selected', 'true')
      await expect(cards.nth(i - 1)).toHaveAttribute('aria-selected', 'false')

      const panel = panelOf(page, job.id)
      await expect(panel).toBeVisible()
      await expect(panelOf(page, previous.id)).toBeHidden()
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(job.title)

      const fact = (label: string) =>
        panel
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) })
          .locator('dd')
      await expect(fact('Type')).toHaveText('Full-time')
      await expect(fact('Location')).toHaveText('Remote')
      await expect(fact('Experience')).toHaveText('1+ years')
      await expect(fact('Team size')).toHaveText('10-15 people')
      expect(TEAM_SIZE).toBe('10-15 people')

      await expect(panel.getByText(job.description, { exact: true })).toBeVisible()
      for (const skill of job.skills)
        await expect(
          panel
            .getByRole('listitem')
            .filter({ hasText: new RegExp(`^${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
        ).toBeVisible()
      for (const r of job.responsibilities)
        await expect(panel.getByRole('listitem').filter({ hasText: r })).toBeVisible()

      await expect(panel.getByRole('heading', { name: 'How to Apply' })).toBeVisible()
      const steps = panel.getByTestId('apply-steps').getByRole('listitem')
      await expect(steps).toHaveCount(5)
      for (const [n, step] of applySteps.entries()) await expect(steps.nth(n)).toContainText(step.title)
    }
  })

  test('moves between positions with the arrow keys', async ({ page }) => {
    await page.goto('/careers')
    await hydrated(page)
    const cards = tabs(page)
    await cards.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(cards.nth(1)).toBeFocused()
    await expect(cards.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(panelOf(page, jobs[1]!.id)).toBeVisible()
    await expect(panelOf(page, jobs[0]!.id)).toBeHidden()

    await page.keyboard.press('ArrowDown')
    await expect(cards.nth(2)).toBeFocused()
    await expect(cards.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(panelOf(page, jobs[2]!.id)).toBeVisible()

    await page.keyboard.press('ArrowUp')
    await expect(cards.nth(1)).toBeFocused()
    await expect(cards.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(panelOf(page, jobs[1]!.id)).toBeVisible()
    await expect(panelOf(page, jobs[2]!.id)).toBeHidden()
  })

  test('opens the application dialog from Apply Now and closes it with Escape, back on the button', async ({
    page,
  }) => {
    await page.goto('/careers')
    await hydrated(page)
    for (const index of [0, jobs.length - 1]) {
      const job = jobs[index]!
      if (index !== 0) await tabs(page).nth(index).click()
      const apply = panelOf(page, job.id).getByRole('button', { name: 'Apply Now' })
      await apply.click()
      const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` })
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(apply).toBeFocused()
    }
  })

  test('sends every position’s detail panel in the HTML', async ({ request }) => {
    const res = await request.get('/careers')
    expect(res.ok()).toBe(true)
    const html = await res.text()
    expect(html.match(/data-testid="job-detail"/g) ?? []).toHaveLength(jobs.length)
    for (const job of jobs) {
      expect(html, `${job.title} panel heading`).toContain(`id="${job.id}-title"`)
      expect(html).toContain(`>${escapeHtml(job.title)}</h2>`)
      expect(html, `${job.title} description`).toContain(escapeHtml(job.description))
      for (const s of job.skills) expect(html, `${job.title} skill ${s}`).toContain(escapeHtml(s))
      for (const r of job.responsibilities)
        expect(html, `${job.title} responsibility`).toContain(escapeHtml(r))
      expect(html).toContain(escapeHtml(`Apply for ${job.title}`))
    }
    for (const step of applySteps)
      expect(html.split(escapeHtml(step.title)).length - 1).toBeGreaterThanOrEqual(jobs.length)
  })
})
