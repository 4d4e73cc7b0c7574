import { expect, test, type Locator, type Page } from '../helpers/test'
import { aboutCopy, values } from '../../content/pages/about'
import { company } from '../../content/company'
import { faqs } from '../../content/faq'
import { servicesHero } from '../../content/pages/services'
import { serviceCards, servicesStack } from '../../content/service-cards'
import { SERVICES_FAQ_COUNT } from '../../lib/constants'
import { statPairs, expectBookingButton } from '../helpers/page'
import { useTheme } from '../helpers/theme'

/** Open state of every item of an accordion, in order. */
const openStates = (items: Locator) =>
  items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open))
const onlyOpen = (count: number, index: number | null) => Array.from({ length: count }, (_, i) => i === index)

test.describe('/about', () => {
  test('shows the mission and the three values', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutCopy.title(company.name))
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible()
    for (const p of aboutCopy.mission) await expect(page.getByText(p)).toBeVisible()

    const valuesSection = page.locator('section[aria-labelledby="values-title"]')
    await expect(valuesSection.getByRole('heading', { level: 3 })).toHaveText([
      'Innovation',
      'Quality',
      'Partnership',
    ])
    for (const v of values) await expect(valuesSection.getByText(v.description)).toBeVisible()
  })

  test('lists the eight FAQ entries, all closed at first', async ({ page }) => {
    await page.goto('/about')
    const faq = page.getByTestId('faq-about-faq')
    const items = faq.locator('details')
    expect(faqs).toHaveLength(8)
    await expect(items).toHaveCount(faqs.length)
    await expect(faq.locator('summary')).toHaveText(faqs.map((f) => f.question))
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, null))
    for (const f of faqs) await expect(faq.getByText(f.answer)).toBeHidden()
  })

  test('opens one FAQ answer at a time and closes it again', async ({ page }) => {
    await page.goto('/about')
    const faq = page.getByTestId('faq-about-faq')
    const items = faq.locator('details')
    const summaries = faq.locator('summary')

    await summaries.nth(0).click()
    await expect(faq.getByText(faqs[0]!.answer)).toBeVisible()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, 0))

    await summaries.nth(2).click()
    await expect(faq.getByText(faqs[2]!.answer)).toBeVisible()
    await expect(faq.getByText(faqs[0]!.answer)).toBeHidden()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, 2))

    await summaries.nth(2).click()
    await expect(faq.getByText(faqs[2]!.answer)).toBeHidden()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, null))
  })

  test('works with the keyboard: Tab to a question, Enter and Space toggle it', async ({ page }) => {
    await page.goto('/about')
    const faq = page.getByTestId('faq-about-faq')
    const items = faq.locator('details')
    const summaries = faq.locator('summary')

    // Start sequential focus navigation from the section heading, just before the first question.
    await page.locator('#faq-title').click()
    await page.keyboard.press('Tab')
    await expect(summaries.nth(0)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(faq.getByText(faqs[0]!.answer)).toBeVisible()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, 0))

    await page.keyboard.press('Tab')
    await expect(summaries.nth(1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(faq.getByText(faqs[1]!.answer)).toBeVisible()
    await expect(faq.getByText(faqs[0]!.answer)).toBeHidden()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, 1))

    await page.keyboard.press('Enter')
    await expect(faq.getByText(faqs[1]!.answer)).toBeHidden()
    expect(await openStates(items)).toEqual(onlyOpen(faqs.length, null))
  })
})

test.describe('/services', () => {
  const tabs = (page: Page) =>
    page.getByRole('tablist', { name: 'More about working with us' }).getByRole('tab')
  /** The panel a tab controls, found through the tab's aria-controls. */
  const panelOf = (page: Page, label: string) =>
    page.locator(
      `xpath=//*[@role="tabpanel"][@id=//*[@role="tab"][normalize-space(.)="${label}"]/@aria-controls]`,
    )

  test('shows the terminal hero with a booking button and the stats row', async ({ page }) => {
    await page.goto('/services')
    const hero = page.locator('section[aria-labelledby="services-title"]')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(servicesHero.title)
    const terminal = hero.getByRole('img', { name: /terminal/i })
    await expect(terminal).toBeVisible()
    for (const line of servicesHero.terminalLines)
      await expect(terminal).toContainText(line.replace(/^\$/, '').trim())
    expect(await terminal.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i)
    await expectBookingButton(hero.getByRole('button', { name: 'Book a Free Consultation' }))

    expect(await statPairs(hero.locator('dl'))).toEqual([
      { value: '35+', label: 'Projects Delivered' },
      { value: '99.2%', label: 'Uptime Guarantee' },
      { value: '20+', label: 'Enterprise Clients' },
      { value: '24/7', label: 'Support Available' },
    ])
  })

  test('shows the eight service cards in order, Web Development large first', async ({ page }) => {
    await page.goto('/services')
    const section = page.locator('section[aria-labelledby="cards-title"]')
    expect(serviceCards.map((c) => c.name)).toEqual([
      'Web Development',
      'UI/UX Design',
      'Mobile Development',
      'Maintenance & Support',
      'Custom Software',
      'Data Analytics',
      'Cloud Services',
      'AI Solutions',
    ])
    const featured = section.locator('article')
    const cards = section.getByTestId('service-card')
    await expect(featured).toHaveCount(1)
    await expect(cards).toHaveCount(serviceCards.length - 1)
    const all = [featured, ...Array.from({ length: serviceCards.length - 1 }, (_, i) => cards.nth(i))]

    for (const [i, card] of all.entries()) {
      const s = serviceCards[i]!
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(s.name)
      await expect(card.getByText(s.description)).toBeVisible()
      await expect(card.getByRole('link', { name: `Learn More about ${s.name}` })).toContainText('Learn More')
    }

    const area = async (l: Locator) => {
      const b = (await l.boundingBox())!
      return b.width * b.height
    }
    const featuredArea = await area(featured)
    for (let i = 0; i < serviceCards.length - 1; i++)
      expect(featuredArea).toBeGreaterThan(await area(cards.nth(i)))
    const titleSize = (l: Locator) =>
      l.getByRole('heading', { level: 3 }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    expect(await titleSize(featured)).toBeGreaterThan(await titleSize(cards.first()))
    // The grid comes after the large card.
    expect((await cards.first().boundingBox())!.y).toBeGreaterThan((await featured.boundingBox())!.y)
  })

  test('closes the cards with a call to action that books a consultation', async ({ page }) => {
    await page.goto('/services')
    const section = page.locator('section[aria-labelledby="cards-title"]')
    const cta = section.getByRole('button', { name: 'Book a Free Consultation' })
    await expect(cta).toHaveCount(1)
    await cta.scrollIntoViewIfNeeded()
    await expectBookingButton(cta)
    const lastCard = (await section.getByTestId('service-card').last().boundingBox())!
    expect((await cta.boundingBox())!.y).toBeGreaterThan(lastCard.y + lastCard.height)
  })

  test('selects the Questions tab by default with the first five FAQ entries, one open at a time', async ({
    page,
  }) => {
    await page.goto('/services')
    await expect(tabs(page)).toHaveText(['Questions', 'Get in Touch', 'Our Stack'])
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'false')
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'false')

    const panel = panelOf(page, 'Questions')
    await expect(panel).toBeVisible()
    const faq = panel.getByTestId('faq-services-faq')
    const items = faq.locator('details')
    await expect(items).toHaveCount(SERVICES_FAQ_COUNT)
    await expect(faq.locator('summary')).toHaveText(faqs.slice(0, SERVICES_FAQ_COUNT).map((f) => f.question))
    expect(await openStates(items)).toEqual(onlyOpen(SERVICES_FAQ_COUNT, null))

    await faq.locator('summary').nth(1).click()
    await expect(faq.getByText(faqs[1]!.answer)).toBeVisible()
    await faq.locator('summary').nth(4).click()
    await expect(faq.getByText(faqs[4]!.answer)).toBeVisible()
    await expect(faq.getByText(faqs[1]!.answer)).toBeHidden()
    expect(await openStates(items)).toEqual(onlyOpen(SERVICES_FAQ_COUNT, 4))
    await faq.locator('summary').nth(4).click()
    expect(await openStates(items)).toEqual(onlyOpen(SERVICES_FAQ_COUNT, null))
  })

  test('switches tabs by click, showing the contact options and our stack', async ({ page }) => {
    await page.goto('/services')
    const questions = page.getByTestId('faq-services-faq')

    await tabs(page).nth(1).click()
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'false')
    const contact = panelOf(page, 'Get in Touch')
    await expect(contact).toBeVisible()
    await expect(contact.getByTestId('contact-panel')).toBeVisible()
    await expectBookingButton(contact.getByRole('button', { name: 'Book a 15-min Call' }))
    await expect(contact.getByRole('link', { name: company.emails[0] })).toHaveAttribute(
      'href',
      `mailto:${company.emails[0]}`,
    )
    await expect(questions).toBeHidden()

    await tabs(page).nth(2).click()
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true')
    const stack = panelOf(page, 'Our Stack')
    await expect(stack).toBeVisible()
    await expect(contact).toBeHidden()
    const logos = stack.getByTestId('tech-logo')
    await expect(logos).toHaveCount(8)
    for (const [i, t] of servicesStack.entries()) await expect(logos.nth(i)).toContainText(t.name)
    for (let i = 0; i < 8; i++) await expect(logos.nth(i)).toBeVisible()
    expect(await statPairs(stack.locator('dl'))).toEqual([
      { value: '35+', label: 'Projects' },
      { value: '99.2%', label: 'Uptime' },
      { value: '24/7', label: 'Support' },
      { value: '12+', label: 'Developers' },
    ])

    await tabs(page).nth(0).click()
    await expect(questions).toBeVisible()
    await expect(stack).toBeHidden()
  })

  test('shows each technology in Our Stack as a drawn logo named after it, without monograms', async ({
    page,
  }) => {
    expect(servicesStack).toHaveLength(8)
    const svg = await (await page.request.get('/stack-logos.svg')).text()
    const sprite = (id: string) =>
      svg.match(new RegExp(`<symbol id="${id}"[^>]*><path d="([^"]+)"`))?.[1] ?? ''
    await page.goto('/services')
    await tabs(page).nth(2).click()
    const stack = panelOf(page, 'Our Stack')
    await expect(stack).toBeVisible()
    const tiles = stack.getByTestId('tech-logo')
    const logos = tiles.locator('svg')
    await expect(logos).toHaveCount(servicesStack.length)
    // Each tile reads as the technology's name only: no two-letter badge text left beside it.
    expect((await tiles.allInnerTexts()).map((t) => t.trim())).toEqual(servicesStack.map((t) => t.name))

    for (const [i, t] of servicesStack.entries()) {
      const logo = logos.nth(i)
      await expect(logo).toBeVisible()
      await expect(logo).toHaveAttribute('role', 'img')
      await expect(logo).toHaveAccessibleName(t.name)
      await expect(stack.getByRole('img', { name: t.name, exact: true })).toHaveCount(1)
      // Drawn from the sprite: the symbol it names has a real path, and it paints an area.
      const href = await logo.locator('use').getAttribute('href')
      const symbol = href!.split('#')[1]!
      expect(sprite(symbol), t.name).toMatch(/^M[\d.-].{20,}/)
      await expect
        .poll(() =>
          logo.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width * use.getBBox().height),
        )
        .toBeGreaterThan(0)
      const box = (await logo.boundingBox())!
      for (const side of [box.width, box.height]) {
        expect(side, t.name).toBeGreaterThanOrEqual(24)
        expect(side, t.name).toBeLessThanOrEqual(96)
      }
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`keeps every stack logo clearly visible on its card in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/services')
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      await tabs(page).nth(2).click()
      const tiles = panelOf(page, 'Our Stack').getByTestId('tech-logo')
      await expect(tiles).toHaveCount(servicesStack.length)
      for (const [i, t] of servicesStack.entries()) {
        const tile = tiles.nth(i)
        await expect(tile.locator('svg use'), t.name).toHaveCount(1)
        const [fill, card] = await tile.evaluate((li) => {
          const svg = li.querySelector('svg')!
          return [getComputedStyle(svg).fill, getComputedStyle(li).backgroundColor]
        })
        // WCAG 1.4.11 asks 3:1 for graphics that carry meaning.
        expect(contrast(fill, card), `${t.name}: ${fill} on ${card}`).toBeGreaterThanOrEqual(3)
      }
    })
  }

  test('moves between tabs with the arrow keys, selection following focus', async ({ page }) => {
    await page.goto('/services')
    await tabs(page).nth(0).focus()
    await expect(tabs(page).nth(0)).toBeFocused()

    await page.keyboard.press('ArrowRight')
    await expect(tabs(page).nth(1)).toBeFocused()
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(panelOf(page, 'Get in Touch')).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(tabs(page).nth(2)).toBeFocused()
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(panelOf(page, 'Our Stack')).toBeVisible()

    await page.keyboard.press('ArrowLeft')
    await expect(tabs(page).nth(1)).toBeFocused()
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('ArrowLeft')
    await expect(tabs(page).nth(0)).toBeFocused()
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('faq-services-faq')).toBeVisible()
  })

  test('names each tab panel after its tab', async ({ page }) => {
    await page.goto('/services')
    for (const [i, label] of ['Questions', 'Get in Touch', 'Our Stack'].entries()) {
      await tabs(page).nth(i).click()
      await expect(panelOf(page, label)).toBeVisible()
      await expect(panelOf(page, label)).toHaveAccessibleName(label)
    }
  })

  test('has every tab panel in the HTML', async ({ request }) => {
    const html = await (await request.get('/services')).text()
    for (const f of faqs.slice(0, SERVICES_FAQ_COUNT)) expect(html).toContain(escapeHtml(f.question))
    expect(html).toContain('data-testid="contact-panel"')
    expect(html).toContain(`mailto:${company.emails[0]}`)
    expect(html.match(/data-testid="tech-logo"/g) ?? []).toHaveLength(8)
    for (const t of servicesStack) {
      expect(html).toContain(`>${escapeHtml(t.name)}<`)
      expect(html).toContain(`role="img" aria-label="${escapeHtml(t.name)}"`)
    }
    for (const label of ['Projects', 'Uptime', 'Support', 'Developers'])
      expect(html).toContain(`>${label}</dt>`)
  })

  test('ends with a banner to start a project by e-mail or learn more', async ({ page }) => {
    await page.goto('/services')
    const banner = page.locator('section[aria-labelledby="banner-title"]')
    await banner.scrollIntoViewIfNeeded()
    await expect(banner.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      `mailto:${company.emails[0]}`,
    )
    await expect(banner.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/services')
  })
})

function escapeHtml(s: string) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
