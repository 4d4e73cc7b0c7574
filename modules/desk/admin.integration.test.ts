import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ADMIN_REFUSALS } from '@/server/admin-guard'
import { SESSION_COOKIE_PREFIX } from '@/server/auth-options'
import type { Database } from '@/server/db/schema'
import { callAction, serverActions } from '@/tests/integration/actions'
import { browser, enrol, newAdmin } from '@/tests/integration/accounts'
import { adminClient, client, countRows, database, pdfBytes, pdfFile } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker, uniquePhone } from '@/tests/integration/uploads'
import { DESK_MESSAGES, RECORD_INFO } from './records'
import { type RecordType } from '@/lib/vocabulary'

const LINK_EXPIRED = 'This resume link has expired. Open the resume again from the dashboard.'
const LINK_INVALID = 'This resume link is not valid.'
const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`

type Admin = Awaited<ReturnType<typeof adminClient>>
type Row = { id: string; status: string; created_at: string } & Record<string, unknown>

const TABLE_OF = {
  applications: 'job_applications',
  comments: 'blog_comments',
  messages: 'contact_messages',
} as const satisfies Record<RecordType, keyof Database>

const iso = (ms: number) => new Date(ms).toISOString()
const fakeResumeKey = () => `resumes/${randomBytes(16).toString('base64url')}.pdf`

/** Reads one row of a tab straight from the database. */
async function rowOf(target: Target, tab: RecordType, id: string) {
  const db = database(target) as unknown as Kysely<Record<string, Row>>
  return db.selectFrom(TABLE_OF[tab]).selectAll().where('id', '=', id).executeTakeFirst()
}

type Listed = { ids: string[]; total: number; page: number; pageCount: number; html: string }

/** One page of a tab as the desk renders it from its URL: the rows' ids, the total and the pager. */
async function list(admin: Admin, tab: RecordType, query: Record<string, string> = {}): Promise<Listed> {
  const res = await admin.send(`/admin-dashboard?${new URLSearchParams({ tab, ...query })}`, {
    headers: { Accept: 'text/html' },
  })
  expect(res.status).toBe(200)
  const html = await res.text()
  const ids = [...html.matchAll(/data-row="([^"]+)"/g)].map((m) => m[1]!)
  const total = Number(/(\d+) records? found/.exec(html)?.[1] ?? NaN)
  const pager = /Page (\d+) of (\d+)/.exec(html)
  return { ids, total, page: Number(pager?.[1] ?? 1), pageCount: Number(pager?.[2] ?? 1), html }
}

const setStatus = (c: { send: Admin['send'] }, tab: RecordType, id: string, status: string, headers = {}) =>
  callAction(c.send, 'updateStatus', { tab, ids: id, status }, headers)

const remove = (c: { send: Admin['send'] }, tab: RecordType, id: string, headers = {}) =>
  callAction(c.send, 'removeRecords', { tab, ids: id }, headers)

/** Sends an application through the public form; returns its id, resume key and bytes. */
async function apply(target: Target) {
  const bytes = pdfBytes(`% resume ${marker()}\n`)
  const res = await client(target).postForm('/api/applications', {
    job_title: 'Backend Developer',
    full_name: 'Kabir Singh',
    email: `kabir.${marker(6)}@example.com`,
    phone: uniquePhone(),
    portfolio: '',
    cover_letter: 'Five years of Node.js and PostgreSQL in production at a fintech.',
    resume: pdfFile('kabir.pdf', bytes),
  })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const row = await rowOf(target, 'applications', id)
  return { id, key: String(row!.resume_url), bytes }
}

/** Seeds one row per tab, straight into the database, for the checks that must not change it. */
async function seedOneOfEach(target: Target) {
  const db = database(target)
  const at = iso(Date.UTC(2021, 0, 1))
  const ids = {
    applications: crypto.randomUUID(),
    comments: crypto.randomUUID(),
    messages: crypto.randomUUID(),
  }
  await db
    .insertInto('job_applications')
    .values({
      id: ids.applications,
      job_title: 'DevOps Engineer',
      full_name: 'Seeded Applicant',
      email: 'seeded.applicant@example.com',
      phone: '+91 98100 00000',
      portfolio: null,
      cover_letter: 'Seeded for the access checks of the admin API.',
      resume_url: fakeResumeKey(),
      status: 'pending',
      created_at: at,
    })
    .execute()
  await db
    .insertInto('blog_comments')
    .values({
      id: ids.comments,
      blog_id: 'minimalist-ui-ux-benefits',
      email: 'seeded.reader@example.com',
      comment: 'Seeded for the access checks of the admin API.',
      website: null,
      status: 'pending',
      created_at: at,
    })
    .execute()
  await db
    .insertInto('contact_messages')
    .values({
      id: ids.messages,
      name: 'Seeded Sender',
      email: 'seeded.sender@example.com',
      phone: null,
      company: null,
      website: null,
      message: 'Seeded for the access checks of the admin API.',
      status: 'new',
      created_at: at,
    })
    .execute()
  return ids
}

describe.each(inject('targets'))('admin API on $name', (target) => {
  let admin: Admin
  let seeded: Record<RecordType, string>
  let resume: Awaited<ReturnType<typeof apply>>
  let otherResume: Awaited<ReturnType<typeof apply>>

  beforeAll(async () => {
    ;[admin, seeded, resume, otherResume] = await Promise.all([
      adminClient(target),
      seedOneOfEach(target),
      apply(target),
      apply(target),
    ])
  })

  /** Every admin route handler, as [method, path, body?]; the server actions have their own test. */
  const endpoints = (): [string, string, string?][] => [
    ...(['applications', 'comments', 'messages'] as const).map((tab): [string, string] => [
      'GET',
      `/api/admin/${tab}/export`,
    ]),
    ['GET', `/api/admin/applications/${resume.id}/resume`],
    ['GET', '/api/admin/analytics/export?table=sources&range=90'],
    ['GET', '/api/admin/audit/export'],
    ['GET', '/api/admin/sudo'],
  ]

  /** A disabled webhook endpoint nobody may change without a session (its secret made up here). */
  const PARKED_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
  const PARKED_AT = '2026-01-01T00:00:00.000Z'

  async function expectSeedsUntouched() {
    for (const tab of ['applications', 'comments', 'messages'] as const) {
      const row = await rowOf(target, tab, seeded[tab])
      expect(row, `${tab} row still there`).toBeDefined()
      expect(row!.status).toBe(RECORD_INFO[tab].statuses[0])
    }
    const events = await database(target)
      .selectFrom('lead_events')
      .select('kind')
      .where('record_id', 'in', Object.values(seeded))
      .execute()
    expect(events, "nothing on the seeded records' timelines").toEqual([])
    const blocked = await database(target)
      .selectFrom('spam_senders')
      .select('sender')
      .where('sender', '=', 'intruder.example')
      .execute()
    expect(blocked, 'no sender blocked').toEqual([])
    const endpoints = await database(target)
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'events', 'secret', 'disabled_at'])
      .where((eb) => eb.or([eb('id', '=', untouchable.endpoint), eb('url', 'like', '%intruder%')]))
      .execute()
    expect(endpoints, 'no endpoint added, the parked one as it was').toEqual([
      {
        id: untouchable.endpoint,
        url: 'https://parked.example/hook',
        events: 'enquiry.created',
        secret: PARKED_SECRET,
        disabled_at: PARKED_AT,
      },
    ])
    const parkedDeliveries = await database(target)
      .selectFrom('webhook_deliveries')
      .select(['id', 'attempts', 'next_attempt_at'])
      .where('endpoint_id', '=', untouchable.endpoint)
      .execute()
    expect(parkedDeliveries, 'its delivery not resent, nothing new queued').toEqual([
      { id: untouchable.delivery, attempts: 8, next_attempt_at: null },
    ])
  }

  /**
   * Every server action of the desk, with a form that would change a seeded record if it were
   * let through. A new action fails the listing test below until it is added here.
   */
  const actionForms = (): Record<string, Record<string, string | string[]>> => ({
    updateStatus: { tab: 'messages', ids: seeded.messages, status: 'archived' },
    removeRecords: { tab: 'comments', ids: seeded.comments },
    saveNote: { tab: 'applications', id: seeded.applications, note: 'Must not be saved.' },
    bulkUpdate: { tab: 'messages', op: 'delete', ids: [seeded.messages] },
    sendReply: { tab: 'messages', id: seeded.messages, subject: 'Hello', body: 'Must not be sent.' },
    saveTemplate: { name: 'Intruder', subject: 'Hi', body: 'Must not be saved.' },
    removeTemplate: { id: untouchable.template },
    setAcknowledgementsAction: { enabled: 'off' },
    manageOutbox: { id: untouchable.mail, op: 'discard' },
    answerRequestAction: { id: 'any', outcome: 'Must not be sent to anyone.' },
    sendCopyAction: { id: 'any' },
    eraseForRequestAction: { id: 'any' },
    correctRecordAction: { tab: 'messages', id: seeded.messages, name: 'Intruder', email: 'x@example.com' },
    withdrawConsentAction: { id: seeded.applications },
    setHoldAction: { tab: 'messages', id: seeded.messages, reason: 'Intruder' },
    erasePersonAction: { tab: 'messages', id: seeded.messages },
    savePeriodsAction: { enquiries: '1', applications: '1', responseDays: '90' },
    saveSpamSettingsAction: { threshold: '100', phrases: '', scripts: 'Latin' },
    blockSenderAction: { sender: 'intruder.example' },
    unblockSenderAction: { sender: 'intruder.example' },
    // The account's own security (modules/desk/account, modules/desk/sudo).
    confirmIdentity: { password: ADMIN.password },
    startAuthenticator: { password: ADMIN.password },
    confirmAuthenticator: { code: '123456' },
    regenerateBackupCodes: { password: ADMIN.password },
    turnOffTwoFactor: { password: ADMIN.password },
    signOutSession: { id: 'any' },
    signOutOtherSessions: {},
    changePassword: { current: ADMIN.password, next: 'a-new-password-1234', repeat: 'a-new-password-1234' },
    renamePasskey: { id: 'any', name: 'Intruder' },
    removePasskey: { id: 'any' },
    // Integrations (modules/desk/integrations), against a parked endpoint and its delivery.
    addEndpointAction: { kind: 'webhook', url: 'https://intruder.example/hook', events: 'enquiry.created' },
    setEventsAction: { id: untouchable.endpoint, events: ['enquiry.created', 'comment.created'] },
    rotateSecretAction: { id: untouchable.endpoint },
    enableEndpointAction: { id: untouchable.endpoint },
    removeEndpointAction: { id: untouchable.endpoint },
    sendTestAction: { id: untouchable.endpoint },
    resendAction: { id: untouchable.delivery },
  })

  /** A template, an outbox mail, and a webhook endpoint with a delivery the refused actions above would change. */
  const untouchable = { template: '', mail: '', endpoint: '', delivery: '' }
  beforeAll(async () => {
    const db = database(target)
    const template = await db
      .selectFrom('reply_templates')
      .select('id')
      .where('purpose', '=', 'reply')
      .executeTakeFirstOrThrow()
    untouchable.template = template.id
    untouchable.mail = crypto.randomUUID()
    const at = new Date(Date.now() + 3600_000).toISOString()
    await db
      .insertInto('mail_outbox')
      .values({
        id: untouchable.mail,
        to_address: 'nobody@example.com',
        subject: 'Parked',
        body: 'x',
        next_attempt_at: at,
        created_at: at,
      })
      .execute()
    untouchable.endpoint = `parked-${crypto.randomUUID()}`
    untouchable.delivery = `msg_parked${crypto.randomUUID().replace(/-/g, '')}`
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: untouchable.endpoint,
        kind: 'webhook',
        url: 'https://parked.example/hook',
        events: 'enquiry.created',
        secret: PARKED_SECRET,
        source: 'desk',
        disabled_at: PARKED_AT,
        disabled_reason: 'Parked by the test.',
        created_at: PARKED_AT,
        updated_at: PARKED_AT,
      })
      .execute()
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: untouchable.delivery,
        endpoint_id: untouchable.endpoint,
        event: 'enquiry.created',
        body: '{}',
        attempts: 8,
        failed_at: PARKED_AT,
        created_at: PARKED_AT,
      })
      .execute()
  })

  afterAll(async () => {
    // Disabled, it would put its banner on every desk view of this server's other tests.
    await database(target)
      .deleteFrom('webhook_deliveries')
      .where('endpoint_id', '=', untouchable.endpoint)
      .execute()
    await database(target).deleteFrom('webhook_endpoints').where('id', '=', untouchable.endpoint).execute()
  })

  describe('access', () => {
    it('answers every admin endpoint without a session with 401 and changes nothing', async () => {
      const anonymous = client(target)
      for (const [method, pathname, body] of endpoints()) {
        const res = await anonymous.send(pathname, {
          method,
          body,
          headers: body ? { 'Content-Type': 'application/json' } : {},
        })
        expect(res.status, `${method} ${pathname}`).toBe(401)
        expect(await res.json()).toEqual({ message: ADMIN_REFUSALS.unauthorized })
      }
      await expectSeedsUntouched()
    })

    it('knows every server action the build has', () => {
      expect(
        serverActions()
          .map((a) => a.name)
          .sort(),
      ).toEqual(Object.keys(actionForms()).sort())
    })

    it('refuses every server action without a session and changes nothing', async () => {
      const anonymous = client(target)
      for (const [name, form] of Object.entries(actionForms())) {
        const answer = await callAction(anonymous.send, name, form)
        expect(answer, name).toMatchObject({ status: 'error', message: ADMIN_REFUSALS.unauthorized })
      }
      await expectSeedsUntouched()
    })

    it('answers a form posted without JavaScript or the action state with 404, signed in or not, logging no error', async () => {
      const logged = readFileSync(target.logFile, 'utf8').length
      for (const { id, name } of serverActions()) {
        for (const [who, send] of [
          ['anonymous', client(target).send],
          ['admin', admin.send],
        ] as const) {
          const body = new FormData()
          body.append(`$ACTION_ID_${id}`, '')
          for (const [key, value] of Object.entries(actionForms()[name] ?? {}))
            for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
          const res = await send('/admin-dashboard', {
            method: 'POST',
            body,
            headers: { Accept: 'text/html' },
          })
          expect(res.status, `${name} (${who})`).toBe(404)
          await res.arrayBuffer()
        }
      }
      const since = readFileSync(target.logFile, 'utf8').slice(logged)
      expect(since.split('\n').filter((line) => line.includes('"level":"error"'))).toEqual([])
      await expectSeedsUntouched()
    })

    it('refuses every server action from another site, signed in or not, and changes nothing', async () => {
      for (const [name, form] of Object.entries(actionForms())) {
        const crossSite = await callAction(admin.send, name, form, { 'Sec-Fetch-Site': 'cross-site' })
        expect(crossSite, name).toMatchObject({ status: 'error', message: ADMIN_REFUSALS.crossSite })
        // Another Origin is refused by Next.js itself before the action runs, or by our guard.
        const foreign = await callAction(admin.send, name, form, { Origin: 'https://evil.example' })
        expect(foreign.status, name).not.toBe('ok')
        expect(foreign.http === 200 ? foreign.message : ADMIN_REFUSALS.crossSite).toBe(
          ADMIN_REFUSALS.crossSite,
        )
      }
      await expectSeedsUntouched()
    })

    it('refuses every page, route and action to a right password without its second step', async () => {
      const account = newAdmin(target, 'password-only')
      // A session opened with the password before the authenticator was set up…
      const before = browser(target)
      expect((await before.post('/api/auth/sign-in/email', account)).status).toBe(200)
      await enrol(target, account)
      // …and a right password after it: neither reaches anything.
      const after = browser(target)
      expect((await after.post('/api/auth/sign-in/email', account)).body).toMatchObject({
        twoFactorRedirect: true,
      })
      for (const b of [before, after]) {
        for (const [method, pathname, body] of endpoints()) {
          const res = await b.send(pathname, { method, body })
          expect(res.status, `${method} ${pathname}`).toBe(401)
        }
        for (const [name, form] of Object.entries(actionForms())) {
          const answer = await callAction(b.send, name, form)
          expect(answer, name).toMatchObject({ status: 'error', message: ADMIN_REFUSALS.unauthorized })
        }
        const page = await (await b.send('/admin-dashboard', { headers: { Accept: 'text/html' } })).text()
        expect(page.includes('Sign In') && !page.includes('Logout')).toBe(true)
      }
      await expectSeedsUntouched()
    }, 120_000)

    it('shows the sign-in form, and no record, without a session', async () => {
      const res = await client(target).send('/admin-dashboard?tab=messages', {
        headers: { Accept: 'text/html' },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('no-store')
      const html = await res.text()
      expect(html).toContain('Sign In')
      expect(html).not.toContain('Seeded Sender')
      expect(html).not.toContain('data-row=')
    })

    it('answers a valid resume link without a session with 401', async () => {
      const { url } = (await (await admin.send(`/api/admin/applications/${resume.id}/resume`)).json()) as {
        url: string
      }
      const res = await client(target).send(url)
      expect(res.status).toBe(401)
      expect(res.headers.get('content-type')).not.toContain('pdf')
    })

    it('answers a signed-in request from another site with 403 and changes nothing', async () => {
      const { url } = (await (await admin.send(`/api/admin/applications/${resume.id}/resume`)).json()) as {
        url: string
      }
      const all: [string, string, string?][] = [...endpoints(), ['GET', url]]
      const foreignHeaders: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://evil.example' },
      ]
      for (const foreign of foreignHeaders) {
        for (const [method, pathname, body] of all) {
          const res = await admin.send(pathname, {
            method,
            body,
            headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...foreign },
          })
          expect(res.status, `${method} ${pathname} with ${JSON.stringify(foreign)}`).toBe(403)
          expect(await res.json()).toEqual({ message: ADMIN_REFUSALS.crossSite })
        }
      }
      await expectSeedsUntouched()
    })

    it('shows the three counts to a signed-in administrator (spam left out)', async () => {
      const counts = () =>
        Promise.all(
          Object.values(TABLE_OF).map(async (t) =>
            Number(
              (
                await database(target)
                  .selectFrom(t)
                  .select((eb) => eb.fn.countAll<number | string>().as('n'))
                  .where('status', '!=', 'spam')
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        )
      const before = await counts()
      const { html } = await list(admin, 'applications')
      const after = await counts()
      Object.keys(TABLE_OF).forEach((tab, i) => {
        const shown = new RegExp(`data-testid="count-${tab}"[^>]*>([\\d,]+)<`).exec(html)
        expect(shown, `count tile of ${tab}`).not.toBeNull()
        const n = Number(shown![1]!.replace(/,/g, ''))
        expect(n).toBeGreaterThanOrEqual(before[i]!)
        expect(n).toBeLessThanOrEqual(after[i]!)
      })
    })
  })

  describe('contact messages table', () => {
    const M = `zq${marker(8)}`
    const base = Date.UTC(2022, 5, 1)
    const ids: string[] = [] // oldest first

    beforeAll(async () => {
      const rows = Array.from({ length: 23 }, (_, i) => ({
        id: crypto.randomUUID(),
        name:
          i === 3 ? `Nadia Namefind${M}` : i === 11 ? '=1+1' : i === 12 ? `ÖMER ÖZTÜRK ${M}` : `Sender ${i}`,
        email: i === 4 ? `mailfind${M}@example.com` : `sender${i}@example.com`,
        phone: null,
        company: i === 5 ? `Companyfind${M} Ltd` : null,
        website: null,
        message:
          i === 10
            ? `=HYPERLINK("https://evil.example","Seeded ${M}")`
            : [
                `Seeded enquiry ${M} number ${i}`,
                i === 6 ? `pct${M}%off` : '',
                i === 7 ? `pct${M}xxoff` : '',
                i === 8 ? `und${M}_b` : '',
                i === 9 ? `und${M}xb` : '',
                i === 13 ? `bs${M}\\x` : '',
                i === 14 ? `bs${M}x` : '',
              ]
                .filter(Boolean)
                .join(' '),
        status: i % 5 === 0 ? ('read' as const) : ('new' as const),
        created_at: iso(base + i * 60_000),
      }))
      // Shuffled insert order: the order shown must come from created_at.
      for (const row of [...rows].sort(() => Math.random() - 0.5)) {
        await database(target).insertInto('contact_messages').values(row).execute()
      }
      ids.push(...rows.map((r) => r.id))
    })

    it('pages the matches ten at a time, newest first, with total and page count', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => list(admin, 'messages', { q: M, page: String(page) })),
      )
      expect(pages.map((p) => p.ids.length)).toEqual([10, 10, 3])
      for (const [i, p] of pages.entries()) {
        expect(p).toMatchObject({ total: 23, page: i + 1, pageCount: 3 })
        expect(p.html).toContain(`Showing ${i * 10 + 1} to ${Math.min(23, i * 10 + 10)} of 23 results`)
      }
      expect(pages.flatMap((p) => p.ids)).toEqual([...ids].reverse())
    })

    it('searches name, email and message case-insensitively, but not the company', async () => {
      expect((await list(admin, 'messages', { q: M.toUpperCase() })).total).toBe(23)
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`NAMEFIND${M}`)).toEqual([ids[3]])
      expect(await only(`MailFind${M}`)).toEqual([ids[4]])
      expect(await only(`number 17`)).toContain(ids[17])
      expect(await only(`Companyfind${M}`)).toEqual([])
    })

    // SQLite's own lower() folds A-Z only; server/db/index.ts replaces it with one that folds
    // every script, like PostgreSQL's.
    it('searches letters beyond A-Z case-insensitively too', async () => {
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`ÖMER ÖZTÜRK ${M}`)).toEqual([ids[12]])
      expect(await only(`ömer öztürk ${M}`)).toEqual([ids[12]])
    })

    it('takes % and _ in the search literally', async () => {
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`pct${M}%off`)).toEqual([ids[6]])
      expect(await only(`und${M}_b`)).toEqual([ids[8]])
      expect(await only(`bs${M}\\x`)).toEqual([ids[13]])
      for (const q of ['%', '_']) {
        const found = await list(admin, 'messages', { q })
        expect(found.total).toBeLessThan(await countRows(target, 'contact_messages'))
        for (const id of found.ids) {
          const r = (await rowOf(target, 'messages', id))!
          expect([r.name, r.email, r.message].join(' ')).toContain(q)
        }
      }
    })

    it('filters by status, and ignores a status the tab does not have', async () => {
      const read = await list(admin, 'messages', { q: M, status: 'read' })
      expect(read.total).toBe(5)
      for (const id of read.ids) expect((await rowOf(target, 'messages', id))!.status).toBe('read')
      // An old or hand-edited link with another tab's status shows the whole list, not an error.
      expect((await list(admin, 'messages', { q: M, status: 'approved' })).total).toBe(23)
    })

    it('exports the matching rows as CSV with a header and formulas defused', async () => {
      const res = await admin.send(`/api/admin/messages/export?q=${M}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-.*\.csv"$/)
      const lines = (await res.text()).split('\r\n').filter(Boolean)
      expect(lines[0]).toBe('id,created_at,status,name,email,phone,company,website,message')
      expect(lines).toHaveLength(24)
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...ids].reverse())
      const formula = lines.find((l) => l.startsWith(`${ids[10]},`))!
      expect(formula.endsWith(`,"'=HYPERLINK(""https://evil.example"",""Seeded ${M}"")"`)).toBe(true)
      const name = lines.find((l) => l.startsWith(`${ids[11]},`))!
      expect(name.split(',')[3]).toBe("'=1+1")

      const read = await admin.send(`/api/admin/messages/export?q=${M}&status=read`)
      expect((await read.text()).split('\r\n').filter(Boolean)).toHaveLength(6)

      // A status the tab does not have is ignored, as the page ignores it (it was a 400 here).
      const foreign = await admin.send(`/api/admin/messages/export?q=${M}&status=approved`)
      expect(foreign.status).toBe(200)
      expect((await foreign.text()).split('\r\n').filter(Boolean)).toEqual(lines)
    })

    it("changes a status only to one of the tab's statuses", async () => {
      const id = ids[1]!
      const refused = await setStatus(admin, 'messages', id, 'approved')
      expect(refused).toMatchObject({ status: 'error', message: 'Choose one of the statuses this list has.' })
      expect((await rowOf(target, 'messages', id))!.status).toBe('new')

      const from = `/admin-dashboard?tab=messages&q=${M}&page=3`
      const ok = await callAction(
        admin.send,
        'updateStatus',
        { tab: 'messages', ids: id, status: 'replied' },
        {},
        from,
      )
      expect(ok).toMatchObject({ http: 200, status: 'ok', message: DESK_MESSAGES.statusUpdated })
      expect((await rowOf(target, 'messages', id))!.status).toBe('replied')
      // One request: the answer already carries the list as it is now, this row included.
      expect(ok.body).toContain(id)
      expect(ok.body).toContain(`Showing 21 to 23 of 23 results`)
    })

    it('deletes a message for good', async () => {
      const id = ids[2]!
      expect(await remove(admin, 'messages', id)).toMatchObject({
        status: 'ok',
        message: DESK_MESSAGES.deleted,
      })
      expect(await rowOf(target, 'messages', id)).toBeUndefined()
      expect(await remove(admin, 'messages', id)).toMatchObject({
        status: 'error',
        message: DESK_MESSAGES.deleteFailed,
      })
      ids.splice(2, 1)
    })
  })

  describe('applications and comments tables', () => {
    const T = `zq${marker(8)}`

    beforeAll(async () => {
      const at = (i: number) => iso(Date.UTC(2023, 0, 1) + i * 1000)
      const app = (i: number, full_name: string, email: string, job_title: string, cover: string) => ({
        id: `app-${T}-${i}`,
        job_title,
        full_name,
        email,
        phone: '+91 98100 11111',
        portfolio: null,
        cover_letter: cover,
        resume_url: fakeResumeKey(),
        status: 'pending' as const,
        created_at: at(i),
      })
      await database(target)
        .insertInto('job_applications')
        .values([
          app(1, `Ira Namefind${T}`, 'ira@example.com', 'Frontend Developer', 'Cover letter text here.'),
          app(2, 'Jai Mehta', `jai.mailfind${T}@example.com`, 'Frontend Developer', 'Cover letter text.'),
          app(3, 'Om Rao', 'om@example.com', `Jobfind${T} Engineer`, 'Cover letter text here.'),
          app(4, 'Uma Iyer', 'uma@example.com', 'Frontend Developer', `Coverfind${T} only here.`),
        ])
        .execute()
      const comment = (i: number, email: string, text: string, website: string | null) => ({
        id: `cmt-${T}-${i}`,
        blog_id: 'minimalist-ui-ux-benefits',
        email,
        comment: text,
        website,
        status: 'pending' as const,
        created_at: at(i),
      })
      await database(target)
        .insertInto('blog_comments')
        .values([
          comment(1, 'reader1@example.com', `Textfind${T} great post`, null),
          comment(2, `mailfind${T}@example.com`, 'Great post', null),
          comment(3, 'reader3@example.com', 'Great post', `https://webfind${T}.example.com`),
        ])
        .execute()
    })

    it('searches applications on name, email and position, not the cover letter', async () => {
      const ids = async (q: string) => (await list(admin, 'applications', { q })).ids
      expect(await ids(`NAMEFIND${T}`)).toEqual([`app-${T}-1`])
      expect(await ids(`MAILFIND${T}`)).toEqual([`app-${T}-2`])
      expect(await ids(`JOBFIND${T}`)).toEqual([`app-${T}-3`])
      expect(await ids(`coverfind${T}`)).toEqual([])
      expect(await ids(T)).toEqual([`app-${T}-3`, `app-${T}-2`, `app-${T}-1`])
    })

    it('searches comments on text and email, not the website', async () => {
      const ids = async (q: string) => (await list(admin, 'comments', { q })).ids
      expect(await ids(`TEXTFIND${T}`)).toEqual([`cmt-${T}-1`])
      expect(await ids(`MailFind${T}`)).toEqual([`cmt-${T}-2`])
      expect(await ids(`webfind${T}`)).toEqual([])
    })

    it.each([
      ['applications', 'new', 'reviewed'],
      ['comments', 'read', 'rejected'],
    ] as const)('changes a status on %s only to one of its own statuses', async (tab, wrong, right) => {
      const id = `${tab === 'applications' ? 'app' : 'cmt'}-${T}-1`
      const refused = await setStatus(admin, tab, id, wrong)
      expect(refused.status).toBe('error')
      expect((await rowOf(target, tab, id))!.status).toBe('pending')
      expect((await setStatus(admin, tab, id, right)).status).toBe('ok')
      expect((await rowOf(target, tab, id))!.status).toBe(right)
      expect((await list(admin, tab, { q: T, status: right })).ids).toEqual([id])
    })

    it('deletes a comment', async () => {
      const id = `cmt-${T}-3`
      expect((await remove(admin, 'comments', id)).status).toBe('ok')
      expect(await rowOf(target, 'comments', id)).toBeUndefined()
    })

    it('exports applications as CSV with the same search', async () => {
      const res = await admin.send(`/api/admin/applications/export?q=${T}`)
      const lines = (await res.text()).split('\r\n').filter(Boolean)
      expect(lines[0]).toBe(
        'id,created_at,status,job_title,full_name,email,phone,portfolio,cover_letter,future_roles_at,resume_url',
      )
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([`app-${T}-3`, `app-${T}-2`, `app-${T}-1`])
    })
  })

  describe('resumes', () => {
    const secret = async () => (await readFile(path.join(target.dataDir, 'auth-secret'), 'utf8')).trim()
    const sign = async (key: string, expires: number) =>
      createHmac('sha256', await secret())
        .update(`resume:${key}:${expires}`)
        .digest('base64url')
    const linkTo = async (key: string, expires: number) =>
      `/api/admin/resumes/${key.slice('resumes/'.length)}?expires=${expires}&signature=${await sign(key, expires)}`

    async function resumeLink(id: string) {
      const res = await admin.send(`/api/admin/applications/${id}/resume`)
      expect(res.status).toBe(200)
      return (await res.json()) as { url: string; expiresIn: number }
    }

    it('opens the uploaded PDF through a link signed for 60 seconds', async () => {
      const { url, expiresIn } = await resumeLink(resume.id)
      expect(expiresIn).toBe(60)
      const name = resume.key.slice('resumes/'.length)
      expect(url).toMatch(new RegExp(`^/api/admin/resumes/${name}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`))
      const expires = Number(new URL(url, target.url).searchParams.get('expires'))
      expect(expires - Date.now() / 1000).toBeGreaterThan(50)
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(61)

      const res = await admin.send(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await res.arrayBuffer())).toEqual(resume.bytes)
    })

    it('refuses a link whose signature was changed', async () => {
      const { url } = await resumeLink(resume.id)
      const last = url.at(-1) === 'A' ? 'B' : 'A'
      const res = await admin.send(`${url.slice(0, -1)}${last}`)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_INVALID })
    })

    it('refuses a correctly signed link once it has expired', async () => {
      const fresh = await admin.send(await linkTo(resume.key, Math.floor(Date.now() / 1000) + 30))
      expect(fresh.status).toBe(200) // our signature is the server's own
      const res = await admin.send(await linkTo(resume.key, Math.floor(Date.now() / 1000) - 5))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_EXPIRED })
    })

    it('refuses a link signed for another file', async () => {
      const { url } = await resumeLink(resume.id)
      const other = otherResume.key.slice('resumes/'.length)
      const res = await admin.send(url.replace(/\/resumes\/[^?]+\?/, `/resumes/${other}?`))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_INVALID })
    })

    it('deletes an application together with its resume file', async () => {
      const doomed = await apply(target)
      const file = path.join(target.dataDir, doomed.key)
      expect(existsSync(file)).toBe(true)
      expect((await remove(admin, 'applications', doomed.id)).status).toBe('ok')
      expect(await rowOf(target, 'applications', doomed.id)).toBeUndefined()
      expect(existsSync(file)).toBe(false)
      expect((await admin.send(`/api/admin/applications/${doomed.id}/resume`)).status).toBe(404)
    })
  })

  describe('sign-in', () => {
    const signIn = (c: ReturnType<typeof client>, password: string) =>
      c.postJson('/api/auth/sign-in/email', { email: ADMIN.email, password })
    const sessionCookie = (res: Response) =>
      res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))

    it('refuses a wrong password with 401 and no session', async () => {
      const res = await signIn(client(target), 'wrong-horse-battery-staple')
      expect(res.status).toBe(401)
      expect(sessionCookie(res)).toBeUndefined()
    })

    it('slows down guessing: the sixth wrong password within a minute gets 429', async () => {
      const guesser = client(target)
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await signIn(guesser, `guess-number-${i}-xxxx`)).status)
      expect(statuses.at(-1)).toBe(429)
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
      // Even the right password is refused from that address for now.
      const res = await signIn(guesser, ADMIN.password)
      expect(res.status).toBe(429)
      expect(sessionCookie(res)).toBeUndefined()
    })

    it('sets the session cookie HttpOnly and SameSite=Strict, without Secure on http', async () => {
      const res = await signIn(client(target), ADMIN.password)
      expect(res.status).toBe(200)
      const cookie = sessionCookie(res)
      expect(cookie).toBeDefined()
      const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase())
      expect(attrs).toContain('httponly')
      expect(attrs).toContain('samesite=strict')
      expect(attrs).not.toContain('secure')
    })

    it('ends the session on the server at sign-out', async () => {
      const session = await adminClient(target)
      const desk = async () =>
        (await session.send('/admin-dashboard', { headers: { Accept: 'text/html' } })).text()
      expect(await desk()).toContain('Logout')
      const out = await session.send('/api/auth/sign-out', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      })
      expect(out.status).toBe(200)
      const after = await desk()
      expect(after).toContain('Sign In')
      expect(after).not.toContain('Logout')
    })

    it('does not let anyone sign up', async () => {
      const users = async () => {
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from "user"`.execute(
          database(target),
        )
        return Number(rows[0]!.n)
      }
      const before = await users()
      const res = await client(target).postJson('/api/auth/sign-up/email', {
        email: `intruder.${marker(6)}@example.com`,
        password: 'a-long-enough-password-123',
        name: 'Intruder',
      })
      expect(res.status).not.toBe(200)
      expect(sessionCookie(res)).toBeUndefined()
      expect(await users()).toBe(before)
    })
  })
})
