import { expect, test, type APIRequestContext, type Locator, type Page } from '../helpers/test'
import { ADMINISTRATOR, settledViolations, signIn, tabTo } from '../helpers/desk'
import { useTheme } from '../helpers/theme'
import { company } from '../../content/company'
import { contactForm } from '../../modules/contact/form'
import { SHORTCUTS } from '../../modules/desk/shortcuts/keys'
import { DESK_MESSAGES, RECORD_INFO } from '../../modules/desk/records'
import { type RecordType } from '../../lib/vocabulary'
import { E2E_ADMIN } from '../../playwright.config'
import { TEST_BUILD_ENV } from '../build-env.mjs'
import { caughtMailFile, mailsTo } from '../helpers/mail-catcher'

test.use(ADMINISTRATOR)

/**
 * The lead desk at /admin-dashboard, as the administrator sees it. Every test seeds its own
 * enquiries through the public endpoint with a marker of its own in the e-mails (which the
 * search covers), and looks only at the rows that marker finds: other tests add rows to the
 * same database at the same time, so no test counts the whole table.
 */

/** A word no other test (or retry) uses: letters and digits only, so it is its own search term. */
function markerOf(what: string, project: string) {
  return `${what}${project}${Date.now()}${Math.random().toString(36).slice(2, 6)}`
}

type Enquiry = { name: string; email: string; message: string; company?: string; phone?: string }

/** An enquiry through the public endpoint, as the services page's form sends it. */
async function sendEnquiry(request: APIRequestContext, e: Enquiry) {
  const res = await request.post('/api/contact', {
    // As a browser posts it (the spam screening holds a post no browser sent).
    headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    multipart: { ...e },
  })
  expect(res.status(), await res.text()).toBe(201)
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** Sees the toast, then lets it time out (pointer away, so it is not paused) before going on. */
async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(toast(page, text)).toBeHidden({ timeout: 10_000 })
}

const tabLink = (page: Page, tab: RecordType) =>
  page
    .getByRole('navigation', { name: 'Records' })
    .getByRole('link', { name: new RegExp(`^${RECORD_INFO[tab].label}`) })

/** Opens a tab and waits until it is the current one (its list, and search box, are in place). */
async function openTab(page: Page, tab: RecordType) {
  await tabLink(page, tab).click()
  await expect(tabLink(page, tab)).toHaveAttribute('aria-current', 'page')
}

const rows = (page: Page) => page.getByTestId('admin-row')
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) })
const statusOf = (scope: Locator | Page, name: string) =>
  scope.getByRole('combobox', { name: `Status for ${name}`, exact: true })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' })
const filterBox = (page: Page) => page.getByRole('combobox', { name: 'Filter by status' })
const record = (page: Page) => page.locator('article[aria-labelledby="record-title"]')
const activity = (page: Page) => page.getByRole('list', { name: 'Activity' })

/** The desk's address is `pathname` (the lists, unless a record's) with exactly these parameters. */
async function expectParams(page: Page, params: Record<string, string>, pathname = '/admin-dashboard') {
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(params)
  expect(new URL(page.url()).pathname).toBe(pathname)
}

/** Types into the search box; after the pause the address (and so the list) carries the search. */
async function search(page: Page, term: string) {
  await searchBox(page).fill(term)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === term)
}

/**
 * The unread leads as the desk shows them: the browser tab's "(N) Admin dashboard" and each tab's
 * badge, once they agree.
 */
async function unreadNow(page: Page) {
  const badge = async (tab: 'applications' | 'messages') =>
    Number(/(\d+)\s*unread/.exec((await tabLink(page, tab).textContent()) ?? '')?.[1] ?? 0)
  const read = async () => {
    // During a client navigation the title is briefly empty, until the new page's metadata arrives.
    await expect(page).toHaveTitle(/Admin dashboard \| /)
    const title = await page.title()
    const match = /^(?:\((\d+)\) )?Admin dashboard \| /.exec(title)
    expect(match, `title "${title}"`).not.toBeNull()
    return {
      title: Number(match![1] ?? 0),
      applications: await badge('applications'),
      messages: await badge('messages'),
    }
  }
  // A record opened for the first time by a move in the browser has its title counted at once and
  // the frame's badges a moment later (the frame is read again): they must come to agree.
  let counts = await read()
  await expect
    .poll(
      async () => {
        counts = await read()
        return counts.title - (counts.applications + counts.messages)
      },
      { message: 'the title counts what the badges count', timeout: 10_000 },
    )
    .toBe(0)
  return counts
}

test.describe('lead desk', () => {
  test('an enquiry from the services page arrives unread and waiting; opening it marks it read, and its notes and status changes go on its timeline', async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    const marker = markerOf('arrive', info.project.name)
    const name = 'Meera Kapoor'
    const email = `meera.${marker}@example.com`
    // Under 20 words: every project and retry sends it from another address, and the spam
    // screening notes a longer text nearly the same as another sender's.
    const message = [
      'A storefront for our packaged snacks with wholesale price lists.',
      `We would like to launch before Diwali (${marker}).`,
    ].join('\n\n')

    // The visitor sends it from the services page.
    await page.goto('/services')
    await page.getByRole('tab', { name: 'Get in Touch' }).click()
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name').fill(name)
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Company Name').fill('Kapoor Foods')
    await form.getByLabel('Project Details').fill(message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, contactForm.messages.success)
    // Two more from the same marker: spare unread enquiries for the count check below.
    const spares = ['Ravi Spare', 'Tara Spare']
    for (const [i, spare] of spares.entries())
      await sendEnquiry(page.request, {
        name: spare,
        email: `spare${i}.${marker}@example.com`,
        message: `A spare enquiry for the unread count from ${spare} (${marker}).`,
      })

    // The desk: unread, new, waiting since just now.
    await signIn(page)
    await openTab(page, 'messages')
    await expect(tabLink(page, 'messages')).toHaveAccessibleName(/^Contact Messages \d+ unread$/)
    await expect(page).toHaveTitle(/^\(\d+\) Admin dashboard \| /)
    await search(page, marker)
    await expect(rows(page)).toHaveCount(3)
    const row = rowOf(page, name)
    await expect(row).toHaveAttribute('data-unread', 'true')
    await expect(row.getByRole('rowheader').getByText('New', { exact: true })).toBeVisible()
    await expect(row.locator('[data-waiting]')).toHaveAttribute('data-waiting', 'fresh')
    await expect(row.locator('[data-waiting]')).toHaveText(/^Waiting \d+ min$/)
    await expect(row.getByRole('cell').locator('time')).toHaveText(/^(just now|1 min ago)$/)
    await expect(statusOf(row, name)).toHaveValue('new')
    const listUrl = page.url()

    // Opening one drops the unread count by one in the title and on the tab. Other tests add
    // and open enquiries meanwhile, so a count that moved for them too is measured again on a
    // spare (each can be opened for the first time only once).
    let recordUrl = ''
    const attempts: string[] = []
    for (const who of [name, ...spares]) {
      await page.goto(listUrl)
      const before = await unreadNow(page)
      await expect(rowOf(page, who)).toHaveAttribute('data-unread', 'true')
      await rowOf(page, who).getByRole('link', { name: who, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: who })).toBeVisible()
      if (who === name) recordUrl = page.url()
      const expected = { ...before, title: before.title - 1, messages: before.messages - 1 }
      try {
        await expect.poll(() => unreadNow(page), { timeout: 10_000 }).toEqual(expected)
        attempts.length = 0
        break
      } catch {
        attempts.push(`${who}: ${JSON.stringify(before)} then ${JSON.stringify(await unreadNow(page))}`)
      }
    }
    expect(attempts, 'the unread count never dropped by the one opened').toEqual([])

    // The whole record, on its own address.
    await page.goto(recordUrl)
    const recordAddress = new URL(recordUrl).pathname
    expect(recordAddress).toMatch(/^\/admin-dashboard\/messages\/[^/]+$/)
    await expectParams(page, { q: marker }, recordAddress)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(rows(page)).toHaveCount(0)
    const fields = record(page).locator('dl')
    await expect(fields.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(fields).toContainText('Kapoor Foods')
    await expect(fields.getByRole('link', { name: /^\/services/ })).toBeVisible()
    const whole = record(page).locator('section', { has: page.getByRole('heading', { name: 'Message' }) })
    for (const paragraph of message.split('\n\n')) await expect(whole).toContainText(paragraph)
    await expect(activity(page).locator('li[data-event="received"]')).toContainText(name)
    await expect(activity(page).locator('li[data-event="opened"]')).toHaveCount(1)
    await expect(activity(page).locator('li[data-event="opened"]')).toContainText(E2E_ADMIN.email)
    await expect(record(page).locator('[data-waiting]')).toBeVisible()

    // A private note goes on the timeline with who wrote it.
    const note = `Called back, wants a quote by Friday (${marker}).`
    await page.getByLabel('Private note').fill(note)
    await page.getByRole('button', { name: 'Add note' }).click()
    await expectToast(page, 'Note saved.')
    const noted = activity(page).locator('li[data-event="note"]')
    await expect(noted).toHaveCount(1)
    await expect(noted).toContainText(note)
    await expect(noted).toContainText(E2E_ADMIN.email)
    await expect(page.getByLabel('Private note')).toHaveValue('')

    // Status changes go on the timeline; while it waits for a reply, the chip stays.
    const status = activity(page).locator('li[data-event="status"]')
    await statusOf(record(page), name).selectOption('read')
    await expectToast(page, DESK_MESSAGES.statusUpdated)
    await expect(status).toHaveCount(1)
    await expect(status).toContainText('new → read')
    await expect(status).toContainText(E2E_ADMIN.email)
    await expect(record(page).locator('[data-waiting]')).toBeVisible()
    // Replied: no longer waiting.
    await statusOf(record(page), name).selectOption('replied')
    await expectToast(page, DESK_MESSAGES.statusUpdated)
    await expect(status).toHaveCount(2)
    await expect(status.nth(1)).toContainText('read → replied')
    await expect(record(page).locator('[data-waiting]')).toHaveCount(0)
    // The timeline survives a reload, in order; the automatic acknowledgement is on it too.
    await page.reload()
    await expect(activity(page).locator('li')).toHaveCount(6)
    expect(
      await activity(page)
        .locator('li')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-event'))),
    ).toEqual(['received', 'email', 'opened', 'note', 'status', 'status'])
    await expect(activity(page).locator('li[data-event="email"]')).toContainText('We have your enquiry')

    // Back on the list: read, answered, the others still waiting.
    await page.getByRole('link', { name: 'Back to Contact Messages' }).click()
    await expectParams(page, { tab: 'messages', q: marker })
    await expect(rows(page)).toHaveCount(3)
    await expect(row).not.toHaveAttribute('data-unread')
    await expect(row.getByRole('rowheader').getByText('New', { exact: true })).toHaveCount(0)
    await expect(row.locator('[data-waiting]')).toHaveCount(0)
    await expect(statusOf(row, name)).toHaveValue('replied')
    for (const spare of spares) {
      await expect(rowOf(page, spare).locator('[data-waiting]')).toBeVisible()
      await expect(statusOf(rowOf(page, spare), spare)).toHaveValue('new')
    }

    // Deleted from its own page, after the confirmation: back to the list, without it.
    await rowOf(page, spares[0]!).getByRole('link', { name: spares[0], exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: spares[0] })).toBeVisible()
    page.once('dialog', async (d) => {
      expect(d.message()).toBe(DESK_MESSAGES.confirmDelete)
      await d.accept()
    })
    await record(page)
      .getByRole('button', { name: `Delete ${spares[0]}` })
      .click()
    await expectToast(page, DESK_MESSAGES.deleted)
    await expectParams(page, { tab: 'messages', q: marker })
    await expect(rows(page)).toHaveCount(2)
    await expect(rowOf(page, spares[0]!)).toHaveCount(0)
  })

  test('reload, back and forward keep the exact view: tab, search, status filter, page and open record', async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    const marker = markerOf('hist', info.project.name)
    for (let i = 1; i <= 12; i++)
      await sendEnquiry(page.request, {
        name: `History Sender ${String(i).padStart(2, '0')}`,
        email: `h${i}.${marker}@example.com`,
        message: `History enquiry number ${i} (${marker}).`,
      })

    await signIn(page)
    await expectParams(page, {})
    await expect(tabLink(page, 'applications')).toHaveAttribute('aria-current', 'page')

    // Tab, search (as typed), then one archived so that the filter leaves something out.
    await openTab(page, 'messages')
    await expectParams(page, { tab: 'messages' })
    await search(page, marker)
    await expectParams(page, { tab: 'messages', q: marker })
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible()
    const archived = (await rows(page).first().locator('a[data-open-link]').textContent())!
    await statusOf(rows(page).first(), archived).selectOption('archived')
    await expectToast(page, DESK_MESSAGES.statusUpdated)

    await filterBox(page).selectOption('new')
    await expectParams(page, { tab: 'messages', q: marker, status: 'new' })
    await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible()
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await expectParams(page, { tab: 'messages', q: marker, status: 'new', page: '2' })
    await expect(rows(page)).toHaveCount(1)
    const last = (await rows(page).first().locator('a[data-open-link]').textContent())!
    expect(last).not.toBe(archived)
    await rows(page).first().getByRole('link', { name: last, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: last })).toBeVisible()
    const recordPath = new URL(page.url()).pathname
    expect(recordPath).toMatch(/^\/admin-dashboard\/messages\/[^/]+$/)

    /** Each view, as its address and what it shows. */
    const views = {
      start: {
        params: {},
        check: async () => {
          await expect(tabLink(page, 'applications')).toHaveAttribute('aria-current', 'page')
          await expect(searchBox(page)).toHaveValue('')
          await expect(filterBox(page)).toHaveValue('')
        },
      },
      searched: {
        params: { tab: 'messages', q: marker },
        check: async () => {
          await expect(tabLink(page, 'messages')).toHaveAttribute('aria-current', 'page')
          await expect(searchBox(page)).toHaveValue(marker)
          await expect(filterBox(page)).toHaveValue('')
          await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible()
          await expect(page.getByText('Page 1 of 2')).toBeVisible()
          await expect(rows(page)).toHaveCount(10)
        },
      },
      filtered: {
        params: { tab: 'messages', q: marker, status: 'new' },
        check: async () => {
          await expect(tabLink(page, 'messages')).toHaveAttribute('aria-current', 'page')
          await expect(searchBox(page)).toHaveValue(marker)
          await expect(filterBox(page)).toHaveValue('new')
          await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible()
          await expect(page.getByText('Page 1 of 2')).toBeVisible()
          await expect(rowOf(page, archived)).toHaveCount(0)
        },
      },
      secondPage: {
        params: { tab: 'messages', q: marker, status: 'new', page: '2' },
        check: async () => {
          await expect(tabLink(page, 'messages')).toHaveAttribute('aria-current', 'page')
          await expect(searchBox(page)).toHaveValue(marker)
          await expect(filterBox(page)).toHaveValue('new')
          await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible()
          await expect(page.getByText('Page 2 of 2')).toBeVisible()
          await expect(rows(page)).toHaveCount(1)
          await expect(rowOf(page, last)).toHaveCount(1)
        },
      },
      opened: {
        params: { q: marker, status: 'new', page: '2' },
        path: recordPath,
        check: async () => {
          await expect(tabLink(page, 'messages')).toHaveAttribute('aria-current', 'page')
          await expect(page.getByRole('heading', { level: 2, name: last })).toBeVisible()
          await expect(record(page)).toContainText(
            `History enquiry number ${Number(last.slice(-2))} (${marker}).`,
          )
          await expect(page.getByRole('link', { name: 'Back to Contact Messages' })).toHaveAttribute(
            'href',
            `/admin-dashboard?tab=messages&q=${marker}&status=new&page=2`,
          )
          await expect(rows(page)).toHaveCount(0)
        },
      },
    }
    const expectView = async (view: keyof typeof views) => {
      const shown: { params: Record<string, string>; path?: string } = views[view]
      await expectParams(page, shown.params, shown.path)
      await views[view].check()
    }

    await expectView('opened')
    await page.reload()
    await expectView('opened')

    // Back through every step (the search replaced the bare tab's entry, so it is not one).
    await page.goBack()
    await expectView('secondPage')
    await page.reload()
    await expectView('secondPage')
    await page.goBack()
    await expectView('filtered')
    await page.goBack()
    await expectView('searched')
    await page.goBack()
    await expectView('start')

    // And forward again, to the same record.
    await page.goForward()
    await expectView('searched')
    await page.reload()
    await expectView('searched')
    await page.goForward()
    await expectView('filtered')
    await page.goForward()
    await expectView('secondPage')
    await page.goForward()
    await expectView('opened')
  })

  test('every enquiry matching a search, across pages, is archived in one go after a confirmation that names the count', async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    const marker = markerOf('bulk', info.project.name)
    const keep = markerOf('keep', info.project.name)
    for (let i = 1; i <= 14; i++)
      await sendEnquiry(page.request, {
        name: `Bulk Sender ${String(i).padStart(2, '0')}`,
        email: `b${i}.${marker}@example.com`,
        message: `An enquiry to archive, number ${i}.`,
      })
    // Three others that the selection must leave alone.
    for (let i = 1; i <= 3; i++)
      await sendEnquiry(page.request, {
        name: `Kept Sender ${i}`,
        email: `k${i}.${keep}@example.com`,
        message: `An enquiry to keep, number ${i}.`,
      })

    await signIn(page)
    await openTab(page, 'messages')
    await search(page, marker)
    await expect(page.getByText('Showing 1 to 10 of 14 results')).toBeVisible()
    // Desk writes are server actions: POSTs that name their action.
    let writes = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action']) writes++
    })

    const bulk = page.getByRole('form', { name: 'Bulk actions' })
    const picked = bulk.getByRole('status')
    await bulk.getByRole('checkbox', { name: 'Select page' }).check()
    await expect(picked).toHaveText('10 contact messages selected')
    await expect(rows(page).getByRole('checkbox', { name: /^Select Bulk Sender/ })).toHaveCount(10)
    for (const box of await rows(page)
      .getByRole('checkbox', { name: /^Select Bulk Sender/ })
      .all())
      await expect(box).toBeChecked()
    const everyMatch = bulk.getByRole('button', { name: 'Select all 14 matching' })
    await everyMatch.click()
    await expect(bulk.getByRole('button', { name: 'Only this page' })).toHaveAttribute('aria-pressed', 'true')
    await expect(picked).toHaveText('14 contact messages selected')
    await bulk.getByRole('combobox', { name: 'New status for the selection' }).selectOption('archived')

    // Saying no to the confirmation changes nothing.
    const questions: string[] = []
    page.once('dialog', async (d) => {
      questions.push(d.message())
      await d.dismiss()
    })
    await bulk.getByRole('button', { name: 'Set status' }).click()
    await expect.poll(() => questions).toEqual(['Set 14 contact messages to Archived?'])
    await page.reload()
    expect(writes).toBe(0)
    await expect(rows(page)).toHaveCount(10)
    for (const r of await rows(page).all())
      await expect(r.getByRole('combobox', { name: /^Status for/ })).toHaveValue('new')

    // Yes: all fourteen, on both pages.
    await bulk.getByRole('checkbox', { name: 'Select page' }).check()
    await everyMatch.click()
    await expect(picked).toHaveText('14 contact messages selected')
    await bulk.getByRole('combobox', { name: 'New status for the selection' }).selectOption('archived')
    page.once('dialog', async (d) => {
      questions.push(d.message())
      await d.accept()
    })
    await bulk.getByRole('button', { name: 'Set status' }).click()
    await expectToast(page, '14 contact messages set to Archived.')
    expect(writes).toBe(1)
    expect(questions).toEqual([
      'Set 14 contact messages to Archived?',
      'Set 14 contact messages to Archived?',
    ])
    await expect(picked).toHaveText('')

    await filterBox(page).selectOption('archived')
    await expectParams(page, { tab: 'messages', q: marker, status: 'archived' })
    await expect(page.getByText('Showing 1 to 10 of 14 results')).toBeVisible()
    for (const r of await rows(page).all())
      await expect(r.getByRole('combobox', { name: /^Status for/ })).toHaveValue('archived')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await expect(page.getByText('Showing 11 to 14 of 14 results')).toBeVisible()
    await expect(rows(page)).toHaveCount(4)
    for (const r of await rows(page).all())
      await expect(r.getByRole('combobox', { name: /^Status for/ })).toHaveValue('archived')
    await filterBox(page).selectOption('new')
    await expectParams(page, { tab: 'messages', q: marker, status: 'new' })
    await expect(rows(page)).toHaveCount(0)
    await expect(page.getByText(`No matches for “${marker}”.`)).toBeVisible()

    // The others are untouched.
    await filterBox(page).selectOption('')
    await expectParams(page, { tab: 'messages', q: marker })
    await search(page, keep)
    await expectParams(page, { tab: 'messages', q: keep })
    await expect(rows(page)).toHaveCount(3)
    for (let i = 1; i <= 3; i++)
      await expect(statusOf(rowOf(page, `Kept Sender ${i}`), `Kept Sender ${i}`)).toHaveValue('new')
  })

  test('the administrator works the desk by keyboard alone: signs in, searches, moves between rows, opens one, adds a note, goes back, reads the shortcuts', async ({
    page,
  }, info) => {
    test.setTimeout(90_000)
    const marker = markerOf('keys', info.project.name)
    const names = ['Key Alpha', 'Key Bravo', 'Key Charlie']
    for (const [i, name] of names.entries())
      await sendEnquiry(page.request, {
        name,
        email: `key${i}.${marker}@example.com`,
        message: `A keyboard enquiry from ${name}.`,
      })
    // Newest first.
    const [newest, middle, oldest] = [...names].reverse() as [string, string, string]
    const link = (name: string) => rowOf(page, name).getByRole('link', { name, exact: true })
    // No pointer anywhere below: every step is a key press.
    await page.goto('/admin-dashboard')
    await tabTo(page, page.getByLabel('Email'))
    await page.keyboard.type(E2E_ADMIN.email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password')).toBeFocused()
    await page.keyboard.type(E2E_ADMIN.password)
    await page.keyboard.press('Enter')
    await expect(toast(page, DESK_MESSAGES.loginOk)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    await tabTo(page, tabLink(page, 'messages'))
    await page.keyboard.press('Enter')
    await expect(tabLink(page, 'messages')).toHaveAttribute('aria-current', 'page')

    // / to search.
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.type(marker)
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === marker)
    await expect(rows(page)).toHaveCount(3)
    await expect(searchBox(page)).toBeFocused()
    // Esc leaves the search box, and the search stays.
    await page.keyboard.press('Escape')
    await expect(searchBox(page)).not.toBeFocused()
    await expect(searchBox(page)).toHaveValue(marker)

    // j and k between the rows' names, stopping at the ends; x selects the focused row.
    await page.keyboard.press('j')
    await expect(link(newest)).toBeFocused()
    await page.keyboard.press('j')
    await expect(link(middle)).toBeFocused()
    await page.keyboard.press('j')
    await expect(link(oldest)).toBeFocused()
    await page.keyboard.press('j')
    await expect(link(oldest)).toBeFocused()
    await page.keyboard.press('k')
    await expect(link(middle)).toBeFocused()
    const box = rowOf(page, middle).getByRole('checkbox', { name: `Select ${middle}` })
    await page.keyboard.press('x')
    await expect(box).toBeChecked()
    await expect(page.getByRole('form', { name: 'Bulk actions' }).getByRole('status')).toHaveText(
      '1 contact message selected',
    )
    await page.keyboard.press('x')
    await expect(box).not.toBeChecked()
    await expect(link(middle)).toBeFocused()

    // Enter opens it.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: middle })).toBeVisible()
    await expect(page).toHaveURL(
      (url) => url.pathname.startsWith('/admin-dashboard/messages/') && url.searchParams.get('q') === marker,
    )

    // A note, typed and sent from the keyboard.
    const note = `Noted by keyboard (${marker}).`
    await tabTo(page, page.getByLabel('Private note'))
    await page.keyboard.type(note)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add note' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Note saved.')).toBeVisible()
    await expect(activity(page).locator('li[data-event="note"]')).toContainText(note)
    await expect(activity(page).locator('li[data-event="note"]')).toContainText(E2E_ADMIN.email)

    // Esc: back to the list as it was, the first row ready for j/k.
    await page.keyboard.press('Escape')
    await expectParams(page, { tab: 'messages', q: marker })
    await expect(rows(page)).toHaveCount(3)
    await expect(link(newest)).toBeFocused()

    // ? lists the shortcuts; Esc closes the list.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    for (const s of SHORTCUTS) await expect(help).toContainText(s.does)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the sign-in form, the list and an open record have no WCAG 2.2 AA violations in ${theme} theme`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000)
      const marker = markerOf('axe', info.project.name)
      const name = 'Asha Iyer'
      await sendEnquiry(page.request, {
        name,
        email: `asha.${marker}@example.com`,
        phone: '+91 98765 43210',
        company: 'Iyer Textiles',
        // Long enough to fold, and worded apart for each theme, project and retry (the marker
        // after every fourth word): the spam screening notes a long text nearly the same as
        // another sender's.
        message:
          'We sell handwoven saris and want to take orders online, with stock kept in step across our two shops. '
            .repeat(3)
            .trim()
            .split(' ')
            .map((word, i) => (i % 4 === 3 ? `${word} ${marker}` : word))
            .join(' '),
      })
      await useTheme(page, theme)
      await page.goto('/admin-dashboard')
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
      expect(await settledViolations(page)).toEqual([])

      await page.getByLabel('Email').fill(E2E_ADMIN.email)
      await page.getByLabel('Password').fill(E2E_ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expectToast(page, DESK_MESSAGES.loginOk)
      await openTab(page, 'messages')
      await search(page, marker)
      // The row as it arrives: unread, waiting, its long message folded.
      await expect(rowOf(page, name)).toHaveAttribute('data-unread', 'true')
      await expect(rowOf(page, name).getByText('Read full message')).toBeVisible()
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      expect(await settledViolations(page)).toEqual([])

      await rowOf(page, name).getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await page.getByLabel('Private note').fill('Wants a quote for 40 products.')
      await page.getByRole('button', { name: 'Add note' }).click()
      await expectToast(page, 'Note saved.')
      await expect(activity(page).locator('li[data-event="note"]')).toHaveCount(1)
      expect(await settledViolations(page)).toEqual([])
    })
  }

  test('an enquiry answered from a template: the acknowledgement and the reply reach the mail server, and it turns Replied', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000)
    // Both themes across the two projects: the desktop run in dark, the phone run in light.
    await useTheme(page, info.project.name === 'desktop' ? 'dark' : 'light')
    const marker = markerOf('reply', info.project.name)
    const name = 'Farah Qureshi'
    const email = `farah.${marker}@example.com`
    // Each run's own message: the same one from another address, sent as a script sends it,
    // would be held as spam (server/spam/), its acknowledgement with it.
    const message = `We sell handmade rugs and need a store that ships abroad, ref ${marker}.`
    await sendEnquiry(request, { name, email, message })

    const mailFile = caughtMailFile(process.env.E2E_DATA_DIR!)
    await expect.poll(() => mailsTo(mailFile, email).length, { timeout: 15_000 }).toBe(1)
    const acknowledgement = mailsTo(mailFile, email)[0]!
    expect(acknowledgement.subject).toMatch(/^We have your enquiry \(E-[0-9A-F]{8}\)$/)
    expect(acknowledgement.text).toContain('What happens next')
    expect(acknowledgement.text).toContain(TEST_BUILD_ENV.SCHEDULING_URL)
    const reference = /\((E-[0-9A-F]{8})\)/.exec(acknowledgement.subject)?.[1]

    await signIn(page)
    await openTab(page, 'messages')
    await search(page, marker)
    await expect(rowOf(page, name).locator('[data-waiting]')).toBeVisible()
    await rowOf(page, name).getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(record(page).locator('dd', { hasText: reference! })).toBeVisible()

    await page.getByLabel('Template').selectOption({ label: 'Thank you, let us talk' })
    await expect(page.getByLabel('Subject')).toHaveValue('Re: your enquiry to Vantage Edge Technologies')
    const body = page.getByRole('textbox', { name: 'Your reply' })
    await expect(body).toHaveValue(/^Hello Farah,/)
    await expect(body).toHaveValue(new RegExp(`> ${message}`))
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expectToast(page, 'Reply sent to the outbox; it goes out within a minute.')

    await expect(statusOf(record(page), name)).toHaveValue('replied')
    await expect(record(page).locator('[data-waiting]')).toHaveCount(0)
    await expect(activity(page).locator('li[data-event="email"]')).toHaveCount(2)
    await expect(activity(page).locator('li[data-event="status"]')).toContainText('new → replied')

    await expect.poll(() => mailsTo(mailFile, email).length, { timeout: 15_000 }).toBe(2)
    const reply = mailsTo(mailFile, email)[1]!
    expect(reply.subject).toBe('Re: your enquiry to Vantage Edge Technologies')
    expect(reply.replyTo).toContain(company.emails[0])
    expect(reply.text).toContain(TEST_BUILD_ENV.SCHEDULING_URL)
    expect(reply.text).toContain(`> ${message}`)
    // The timeline says the reply went out.
    await page.reload()
    await expect(activity(page).locator('li[data-event="email"]').last()).toContainText('(sent)')
  })
})
