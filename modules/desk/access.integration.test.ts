import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ADMIN_REFUSALS } from '@/server/auth/admin-guard'
import { callAction, serverActions } from '@/tests/integration/actions'
import { browser, enrol, newAdmin } from '@/tests/integration/accounts'
import { adminClient, client, database } from '@/tests/integration/client'
import { apply, rowOf, seedOneOfEach, type Admin } from '@/tests/integration/desk'
import { ADMIN, onceOnly } from '@/tests/integration/targets'
import { RECORD_INFO } from './records'
import { DESK_PANELS } from './view'
import { type RecordType } from '@/lib/vocabulary'

/**
 * Who may reach the desk: every admin route and server action refused without a session, to a
 * password without its second step and from another site, each leaving the records as they were.
 * The refusals run no SQL of their own, so this runs once, on SQLite (onceOnly).
 */
describe.each(onceOnly(inject('targets')))('access to the desk on $name', (target) => {
  let admin: Admin
  let seeded: Record<RecordType, string>
  let resume: Awaited<ReturnType<typeof apply>>

  beforeAll(async () => {
    ;[admin, seeded, resume] = await Promise.all([adminClient(target), seedOneOfEach(target), apply(target)])
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
    ['GET', '/api/admin/share-picture?title=Seeded&category=Best%20Practices'],
    ['GET', '/api/admin/media'],
    ['POST', '/api/admin/media', '{}'],
    ['PATCH', '/api/admin/media/00000000-0000-4000-8000-000000000000', '{"alt":"Defaced"}'],
    ['DELETE', '/api/admin/media/00000000-0000-4000-8000-000000000000'],
  ]

  /** A disabled webhook endpoint nobody may change without a session (its secret made up here). */
  const PARKED_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
  const PARKED_AT = '2026-01-01T00:00:00.000Z'

  /** Every page of the desk: the lists, each page beside them, and a record of each type. */
  const deskPages = () => [
    '/admin-dashboard?tab=messages',
    ...DESK_PANELS.map((panel) => `/admin-dashboard/${panel}`),
    '/admin-dashboard/content/media',
    ...(Object.entries(seeded) as [RecordType, string][]).map(
      ([type, id]) => `/admin-dashboard/${type}/${id}`,
    ),
  ]

  /** A page of the desk as a refused visitor sees it: the sign-in form and nothing of the desk. */
  async function expectSignInOnly(send: Admin['send'], pathname: string) {
    const res = await send(pathname, { headers: { Accept: 'text/html' } })
    expect(res.headers.get('cache-control'), pathname).toContain('no-store')
    const html = await res.text()
    expect(html.includes('Sign In') && !html.includes('Logout'), pathname).toBe(true)
    for (const hidden of ['Seeded Sender', 'data-row=', 'Audit trail', 'Record of processing'])
      expect(html, `${pathname} shows ${hidden}`).not.toContain(hidden)
  }

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
    updateStatusAction: { tab: 'messages', ids: seeded.messages, status: 'archived' },
    notSpamAction: { tab: 'messages', ids: seeded.messages },
    removeRecordsAction: { tab: 'comments', ids: seeded.comments },
    saveNoteAction: { tab: 'applications', id: seeded.applications, note: 'Must not be saved.' },
    bulkUpdateAction: { tab: 'messages', op: 'delete', ids: [seeded.messages] },
    sendReplyAction: { tab: 'messages', id: seeded.messages, subject: 'Hello', body: 'Must not be sent.' },
    saveTemplateAction: { name: 'Intruder', subject: 'Hi', body: 'Must not be saved.' },
    saveArticleAction: {
      title: 'Intruder',
      category: 'Security',
      body: 'Must not be saved.',
      intent: 'publish',
    },
    restoreRevisionAction: { id: 'any', revision_id: 'any' },
    saveRoleAction: { title: 'Intruder', type: 'Full-time', intent: 'publish' },
    saveKindAction: { kind: 'faq', question: 'Intruder?', answer: 'Nothing.', intent: 'publish' },
    describeMediaAction: { id: '00000000-0000-4000-8000-000000000000', alt: 'Defaced' },
    removeMediaAction: { id: '00000000-0000-4000-8000-000000000000' },
    removeTemplateAction: { id: untouchable.template },
    setAcknowledgementsAction: { enabled: 'off' },
    manageOutboxAction: { id: untouchable.mail, op: 'discard' },
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
    confirmIdentityAction: { password: ADMIN.password },
    startAuthenticatorAction: { password: ADMIN.password },
    confirmAuthenticatorAction: { code: '123456' },
    regenerateBackupCodesAction: { password: ADMIN.password },
    turnOffTwoFactorAction: { password: ADMIN.password },
    signOutSessionAction: { id: 'any' },
    signOutOtherSessionsAction: {},
    changePasswordAction: {
      current: ADMIN.password,
      next: 'a-new-password-1234',
      repeat: 'a-new-password-1234',
    },
    renamePasskeyAction: { id: 'any', name: 'Intruder' },
    removePasskeyAction: { id: 'any' },
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
      // Each action is posted to a desk page that can run it: on any other, Next.js refuses it first.
      const pageOf = (routes: string[]) => {
        const route = routes.find((r) => r.startsWith('app/admin-dashboard/'))
        if (!route) throw new Error(`no desk page runs this action (${routes.join(', ')})`)
        const folder = route.slice('app/admin-dashboard'.length).replace(/\/page$/, '')
        // A record's page of no record: the seeded ones must stay unopened.
        return folder === '/[type]/[id]'
          ? '/admin-dashboard/messages/no-such-record'
          : `/admin-dashboard${folder}`
      }
      for (const { id, name, routes } of serverActions()) {
        for (const [who, send] of [
          ['anonymous', client(target).send],
          ['admin', admin.send],
        ] as const) {
          const body = new FormData()
          body.append(`$ACTION_ID_${id}`, '')
          for (const [key, value] of Object.entries(actionForms()[name] ?? {}))
            for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
          const res = await send(pageOf(routes), {
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
        for (const pathname of deskPages()) await expectSignInOnly(b.send, pathname)
      }
      await expectSeedsUntouched()
    }, 120_000)

    it('shows the sign-in form, and no record, on every page of the desk without a session', async () => {
      for (const pathname of deskPages()) await expectSignInOnly(client(target).send, pathname)
      // And, signed in, each page is the desk's (a record's page is opened in the lists' tests:
      // opening a seeded record would put it on its timeline).
      for (const pathname of deskPages().filter((p) => !Object.values(seeded).some((id) => p.endsWith(id)))) {
        const res = await admin.send(pathname, { headers: { Accept: 'text/html' } })
        expect(res.status, pathname).toBe(200)
        expect(await res.text(), pathname).toContain('Logout')
      }
    })

    it('sends each address of the earlier form to its page for good, the rest of the query kept', async () => {
      const moved: [string, string][] = [
        ['/admin-dashboard?panel=spam', '/admin-dashboard/spam'],
        ['/admin-dashboard?panel=analytics&range=90', '/admin-dashboard/analytics?range=90'],
        ['/admin-dashboard?panel=audit&action=sign_in', '/admin-dashboard/audit?action=sign_in'],
        ['/admin-dashboard?tab=messages&q=acme&open=abc', '/admin-dashboard/messages/abc?q=acme'],
      ]
      for (const [from, to] of moved) {
        // Without a session too: where a page moved is no secret, and the guard is at the new one.
        const res = await client(target).send(from, { redirect: 'manual' })
        expect(res.status, from).toBe(308)
        const location = new URL(res.headers.get('location') ?? '', target.url)
        expect(`${location.pathname}${location.search}`, from).toBe(to)
      }
    })

    it('says a record that is not there, or of a type the desk does not have, no longer exists', async () => {
      // Not found in the desk's frame, which streams before the record is looked up: the status is
      // the frame's, and the page tells robots to keep out.
      for (const pathname of ['/admin-dashboard/messages/no-such-record', '/admin-dashboard/users/1']) {
        const res = await admin.send(pathname, { headers: { Accept: 'text/html' } })
        const html = await res.text()
        expect(html, pathname).toContain('This item no longer exists.')
        expect(html, pathname).toContain('Logout')
        expect(html, pathname).toMatch(/<meta name="robots" content="noindex/)
      }
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
  })
})
