import SQLite from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { figures } from '@/content/figures'
import { faqs } from '@/content/faq'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import type { RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { ownDeskServer, type adminClient } from '@/tests/integration/client'
import { onceOnly } from '@/tests/integration/targets'

/**
 * The shared editor of the simpler kinds, by its action, on a server of its own (its publishes
 * change the home, about, services and projects pages other files read): the owner changes a
 * figure, adds a project, edits and takes down a question without a developer, each live at once
 * on every page that shows it; what the schema refuses is named at its field and changes nothing.
 */
const PORT = 3314 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@kinds.example', password: 'correct-horse-battery-staple' }

describe.each(onceOnly(['sqlite']))('the shared content editor (%s)', () => {
  let server: RunningServer
  let admin: Awaited<ReturnType<typeof adminClient>>
  const db = () => new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true })
  const entry = (kind: string, slug: string) =>
    db()
      .prepare(
        'select id, revision, state, draft, published from content_entries where kind = ? and slug = ?',
      )
      .get(kind, slug) as {
      id: string
      revision: number
      state: string
      draft: string
      published: string | null
    }
  const get = (route: string) => fetch(`${server.url}${route}`, { redirect: 'manual' })
  /** The route's page once it is made again (served from the store, not rendered live). */
  const made = async (route: string) => {
    for (let i = 0; i < 150; i++) {
      const res = await get(route)
      if (res.headers.get('cache-control') === 'public, max-age=0, must-revalidate') return res.text()
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`${route} was not made again`)
  }
  const save = (path: string, fields: Record<string, string>) =>
    callAction(
      admin.send,
      'saveKindAction',
      { id: '', revision: '0', intent: 'save', ...fields },
      {},
      `/admin-dashboard/content/${path}/new`,
    )

  beforeAll(async () => {
    ;({ server, admin } = await ownDeskServer(PORT, ADMIN))
  }, 120_000)
  afterAll(() => server?.stop())

  it('lists every kind on the Content page, with a way to start each', async () => {
    const html = await (await admin.send('/admin-dashboard/content')).text()
    const sections = {
      projects: 'Projects',
      testimonials: 'Testimonials',
      faqs: 'FAQ',
      services: 'Services and packages',
      cards: 'Service cards',
      facts: 'Company facts',
      figures: 'Figures',
    }
    for (const [path, heading] of Object.entries(sections)) {
      expect(html).toMatch(new RegExp(`<h3 id="content-${path}"[^>]*>${heading}</h3>`))
      expect(html).toContain(`href="#content-${path}"`)
    }
    for (const [path, label] of Object.entries({
      projects: 'New project',
      testimonials: 'New testimonial',
      faqs: 'New question',
      services: 'New service',
      cards: 'New card',
    }))
      expect(html).toContain(`href="/admin-dashboard/content/${path}/new">${label}</a>`)
  })

  /** The figures as the editor's inputs send them: a cell a field, `homeHero.1.value`. */
  const cells = (groups: Record<string, { value: string; label: string; detail?: string }[]>) =>
    Object.fromEntries(
      Object.entries(groups).flatMap(([group, rows]) =>
        rows.flatMap((row, i) =>
          Object.entries({ detail: '', ...row }).map(([column, value]) => [`${group}.${i}.${column}`, value]),
        ),
      ),
    )
  const sendFigures = (entry: { id: string; revision: number }, intent: string, groups: typeof figures) =>
    callAction(
      admin.send,
      'saveKindAction',
      { ...cells(groups), id: entry.id, revision: String(entry.revision), kind: 'figures', intent },
      {},
      `/admin-dashboard/content/figures/${entry.id}`,
    )

  it('changes a figure, shown at once on the home page and in every footer', async () => {
    const answer = await sendFigures(entry('figures', 'figures'), 'publish', {
      ...figures,
      homeHero: figures.homeHero.map((s) => (s.value === '35+' ? { ...s, value: '41+' } : s)),
      company: figures.company.map((s) => (s.label === 'Team members' ? { ...s, value: '17+' } : s)),
    })
    expect(answer).toMatchObject({ status: 'ok', message: 'Published: live at /.' })
    const home = await made('/')
    expect(home).toContain('41+')
    expect(home).toContain('17+')
    expect(await made('/careers')).toContain('17+')
  })

  it('refuses figures the layout cannot draw, naming the group and the figure, and changes nothing', async () => {
    const before = entry('figures', 'figures')
    const short = await sendFigures(before, 'publish', { ...figures, company: figures.company.slice(0, 2) })
    expect(short.status).toBe('error')
    expect(short.message).toMatch(/^Footer and about page: /)
    const blank = await sendFigures(before, 'publish', {
      ...figures,
      products: figures.products.map((s, i) => (i === 1 ? { ...s, value: ' ' } : s)),
    })
    expect(blank.status).toBe('error')
    expect(blank.message).toMatch(/^Products page \(item 2, value\): /)
    expect(entry('figures', 'figures')).toEqual(before)
  })

  it('publishes a new project on /projects; a draft shows nowhere', async () => {
    const project = {
      kind: 'project',
      title: 'Harvest Ledger',
      type: 'Web Application',
      year: '2026',
      image: '/art/project-2.svg',
      description:
        'A ledger for a farm co-operative: every delivery weighed, priced and paid within the week, on one screen the members trust.',
    }
    const draft = await save('projects', project)
    expect(draft).toMatchObject({ status: 'ok', message: 'Draft saved.' })
    expect(await (await get('/projects')).text()).not.toContain('Harvest Ledger')
    const wrong = await save('projects', {
      ...project,
      title: 'Harvest Ledger Two',
      image: 'https://elsewhere.example/x.svg',
      intent: 'publish',
    })
    expect(wrong.status).toBe('error')
    expect(wrong.message).toMatch(/^Image: /)
    expect(entry('project', 'harvest-ledger-two')).toBeUndefined()
    const { id, revision } = entry('project', 'harvest-ledger')
    const live = await callAction(
      admin.send,
      'saveKindAction',
      { ...project, id, revision: String(revision), intent: 'publish' },
      {},
      `/admin-dashboard/content/projects/${id}`,
    )
    expect(live).toMatchObject({ status: 'ok', message: 'Published: live at /projects.' })
    expect(await made('/projects')).toContain('Harvest Ledger')
  })

  it('edits a question on /about and /services, then takes it down', async () => {
    const first = faqs[0]!
    const { id, revision } = db()
      .prepare("select id, revision from content_entries where kind = 'faq' and position = 0")
      .get() as { id: string; revision: number }
    const page = `/admin-dashboard/content/faqs/${id}`
    const edited = await callAction(
      admin.send,
      'saveKindAction',
      {
        id,
        revision: String(revision),
        kind: 'faq',
        intent: 'publish',
        question: 'How long does a website take to build?',
        answer: first.answer,
      },
      {},
      page,
    )
    expect(edited.status).toBe('ok')
    expect(await made('/about')).toContain('How long does a website take to build?')
    expect(await made('/services')).toContain('How long does a website take to build?')
    const down = await callAction(
      admin.send,
      'saveKindAction',
      { id, revision: String(revision + 1), kind: 'faq', intent: 'unpublish', question: 'x', answer: 'x' },
      {},
      page,
    )
    expect(down).toMatchObject({ status: 'ok', message: 'Taken down: no longer on /about.' })
    expect(await made('/about')).not.toContain('How long does a website take to build?')
  })
})
