import { readdirSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database, pdfFile } from '@/tests/integration/client'
import { startReceiver, verifyDelivery, type Received } from '@/tests/integration/receiver'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { newSecret } from '@/server/webhooks/signature'
import { CLAIM_MS } from '@/server/webhooks/post'

const EVERY_EVENT = 'enquiry.created application.created comment.created lead.status_changed'
const article = readdirSync('content/blog')
  .find((f) => f.endsWith('.md'))!
  .replace(/\.md$/, '')

/** Adds an endpoint as the desk's Integrations page would; answers its id and secret. */
async function addEndpoint(
  target: Pick<Target, 'name' | 'databaseUrl' | 'dataDir'>,
  url: string,
  events = EVERY_EVENT,
  kind: 'webhook' | 'chat' = 'webhook',
) {
  const id = `test-${marker(8)}`
  const secret = newSecret()
  const at = new Date().toISOString()
  await database(target as Target)
    .insertInto('webhook_endpoints')
    .values({
      id,
      kind,
      url,
      events,
      secret: kind === 'chat' ? null : secret,
      source: 'desk',
      created_at: at,
      updated_at: at,
    })
    .execute()
  return { id, secret }
}

const endpointRow = (target: Target, id: string) =>
  database(target).selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const deliveriesOf = (target: Target, endpointId: string) =>
  database(target)
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .execute()

/** An enquiry through the public form; its answer and id. */
async function enquire(
  target: { url: string },
  name: string,
  message = `We need an app for our clinics, ${name}.`,
) {
  const res = await client(target as Target).postForm('/api/contact', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    message,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const bodyOf = (r: Received) =>
  JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> }

describe.each(inject('targets'))('outgoing webhooks on $name', (target) => {
  const cleanup: Array<() => Promise<unknown>> = []
  afterEach(async () => {
    for (const undo of cleanup.splice(0)) await undo()
  })
  async function receiverWithEndpoint(...args: Parameters<typeof startReceiver>) {
    const receiver = await startReceiver(...args)
    const endpoint = await addEndpoint(target, receiver.url)
    cleanup.push(
      () => database(target).deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute(),
      () => receiver.close(),
    )
    return { receiver, ...endpoint }
  }

  it('posts each new lead, signed by the specification, with its fields, page and desk link, never a resume', async () => {
    const { receiver, secret } = await receiverWithEndpoint()
    const name = `Client ${marker(8)}`
    const id = await enquire(target, name)
    const [delivery] = await receiver.waitFor(name)
    expect(verifyDelivery(secret, delivery!)).toBe(true)
    // Another secret, or a body changed on the way, does not verify.
    expect(verifyDelivery(newSecret(), delivery!)).toBe(false)
    expect(verifyDelivery(secret, { ...delivery!, body: delivery!.body.replace(name, 'Someone else') })).toBe(
      false,
    )
    expect(delivery!.headers['content-type']).toBe('application/json')
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_[\w-]{22}$/)
    const event = bodyOf(delivery!)
    expect(event.type).toBe('enquiry.created')
    expect(event.data).toMatchObject({
      reference: id,
      kind: 'enquiry',
      status: 'new',
      fields: { name, message: `We need an app for our clinics, ${name}.` },
      link: expect.stringMatching(new RegExp(`/admin-dashboard/messages/${id}$`)),
    })

    const applicant = `Applicant ${marker(8)}`
    const applied = await client(target).postForm('/api/applications', {
      job_title: 'UI/UX Designer',
      full_name: applicant,
      email: 'applicant@example.com',
      phone: `+91 98${String(Date.now()).slice(-8)}`,
      cover_letter: `I design calm dashboards (${applicant}).`,
      resume: pdfFile(),
    })
    expect(applied.status).toBe(201)
    const [application] = await receiver.waitFor(applicant)
    expect(bodyOf(application!)).toMatchObject({
      type: 'application.created',
      data: { fields: { name: applicant } },
    })
    expect(application!.body).not.toMatch(/resume|%PDF/i)

    const words = `A question about the benchmarks, ${marker(8)}`
    const commented = await client(target).postForm('/api/comments', {
      blog_id: article,
      email: 'reader@example.com',
      comment: words,
    })
    expect(commented.status).toBe(201)
    const [comment] = await receiver.waitFor(words)
    expect(bodyOf(comment!)).toMatchObject({
      type: 'comment.created',
      data: { kind: 'comment', fields: { article } },
    })
    expect(receiver.received.every((r) => verifyDelivery(secret, r))).toBe(true)
  })

  it('tells a chat hook of new leads in one line each, several within a second in one message', async () => {
    const hook = await startReceiver()
    const { id: endpoint } = await addEndpoint(
      target,
      hook.url,
      'enquiry.created application.created',
      'chat',
    )
    cleanup.push(
      () => database(target).deleteFrom('webhook_endpoints').where('id', '=', endpoint).execute(),
      () => hook.close(),
    )
    const names = [`Asha ${marker(8)}`, `Bilal ${marker(8)}`, `Chen ${marker(8)}`]
    const message = (name: string) =>
      `We need a booking app for three clinics (${name}).\nOur budget is 6 lakh; call 98110 42763.`
    for (const name of names) await enquire(target, name, message(name))
    const [sent] = await hook.waitFor(names[0]!)
    // One message names all three: they came within a second.
    const { text } = JSON.parse(sent!.body) as { text: string }
    for (const name of names)
      expect(text).toContain(
        `New enquiry from ${name}: “We need a booking app for three clinics \\(${name}\\).” [Open in the desk](`,
      )
    expect(hook.about(names[0]!)).toHaveLength(1)
    // Never the whole message, and no signature: a chat hook is not a webhook receiver.
    expect(text).not.toContain('budget')
    expect(text).not.toContain('98110')
    expect(sent!.headers['webhook-signature']).toBeUndefined()
  })

  it('a receiver answering 500 twice then 200 gets the event three times under one webhook-id', async () => {
    const { receiver, id: endpoint } = await receiverWithEndpoint([
      { status: 500 },
      { status: 500 },
      { status: 200 },
    ])
    const name = `Retry ${marker(8)}`
    await enquire(target, name)
    const attempts = await receiver.waitFor(name, 3)
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1)
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1)
    const [row] = (await deliveriesOf(target, endpoint)).filter((d) => d.body.includes(name))
    await expect
      .poll(async () => (await deliveriesOf(target, endpoint)).find((d) => d.id === row!.id)?.delivered_at)
      .toBeTruthy()
    expect((await deliveriesOf(target, endpoint)).find((d) => d.id === row!.id)).toMatchObject({
      attempts: 3,
      last_status: 200,
      next_attempt_at: null,
    })
  })

  it('410 disables the endpoint: what follows is not sent to it', async () => {
    const { receiver, id: endpoint } = await receiverWithEndpoint([{ status: 410 }])
    const first = `Gone ${marker(8)}`
    await enquire(target, first)
    await receiver.waitFor(first)
    await expect.poll(async () => (await endpointRow(target, endpoint)).disabled_at).toBeTruthy()
    expect((await endpointRow(target, endpoint)).disabled_reason).toMatch(/410/)
    const second = `After ${marker(8)}`
    await enquire(target, second)
    await new Promise((r) => setTimeout(r, 500))
    expect(receiver.about(second)).toEqual([])
  })

  it('a redirect is an answer, never followed', async () => {
    const elsewhere = await startReceiver()
    cleanup.push(() => elsewhere.close())
    const { receiver, id: endpoint } = await receiverWithEndpoint([
      { status: 302, headers: { location: elsewhere.url } },
    ])
    const name = `Redirect ${marker(8)}`
    await enquire(target, name)
    await receiver.waitFor(name)
    await expect.poll(async () => (await deliveriesOf(target, endpoint))[0]?.last_status).toBe(302)
    expect((await deliveriesOf(target, endpoint))[0]!.delivered_at).toBeNull()
    expect(elsewhere.received).toEqual([])
  })

  it('nothing for spam; "Not spam" sends it once; status changes are sent', async () => {
    const { receiver } = await receiverWithEndpoint()
    const admin = await adminClient(target)
    const name = `Offer ${marker(8)}`
    const res = await fetch(`${target.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'x-forwarded-for': `10.9.${Date.now() % 250}.7`,
      },
      body: new URLSearchParams({
        name,
        email: `seo.${marker(6)}@mailinator.com`,
        message: `Dear webmaster, SEO services and backlinks (${name})`,
      }),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect(
      (
        await database(target)
          .selectFrom('contact_messages')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('spam')
    await new Promise((r) => setTimeout(r, 500))
    expect(receiver.about(name)).toEqual([])

    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'new' })
    const [created] = await receiver.waitFor(name)
    expect(bodyOf(created!)).toMatchObject({ type: 'enquiry.created', data: { reference: id } })
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'replied' })
    await receiver.waitFor(id, 2)
    const changed = receiver
      .about(id)
      .map(bodyOf)
      .find((e) => e.type === 'lead.status_changed')
    expect(changed?.data).toMatchObject({ reference: id, kind: 'enquiry', from: 'new', to: 'replied' })
    // Made spam before its chat line left (within its second): the line is not sent.
    const hook = await startReceiver()
    const { id: chatEndpoint } = await addEndpoint(target, hook.url, 'enquiry.created', 'chat')
    cleanup.push(
      () => database(target).deleteFrom('webhook_endpoints').where('id', '=', chatEndpoint).execute(),
      () => hook.close(),
    )
    const hasty = `Hasty ${marker(8)}`
    const hastyId = await enquire(target, hasty)
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: hastyId, status: 'spam' })
    await new Promise((r) => setTimeout(r, 1500))
    expect(hook.about(hasty)).toEqual([])

    // Spam again and back: the lead was sent already, so it is not sent twice.
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'spam' })
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'new' })
    await new Promise((r) => setTimeout(r, 500))
    expect(
      receiver
        .about(id)
        .map(bodyOf)
        .filter((e) => e.type === 'enquiry.created'),
    ).toHaveLength(1)

    // Deleting the lead takes its deliveries (copies of its details) along.
    await callAction(admin.send, 'removeRecordsAction', { tab: 'messages', ids: id })
    expect(
      await database(target)
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('record_id', '=', id)
        .execute(),
    ).toEqual([])
  })
})

/** Servers of their own: one that may not post to private addresses, one killed and restarted. */
describeOnce('webhooks on a server of their own', () => {
  let strict: RunningServer
  beforeAll(async () => {
    strict = await startServer(3291 + TEST_PORT_SHIFT, {
      WEBHOOK_RETRY_SCALE: '0.001',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
  })
  afterAll(async () => strict?.stop())

  it('refuses loopback, private, link-local and metadata addresses at each delivery: nothing is connected', async () => {
    const v4 = await startReceiver()
    const v6 = await startReceiver([{ status: 200 }], '::1')
    try {
      // A name of its own: the test helpers keep one database handle per target name.
      const target = { name: 'strict', dataDir: strict.dataDir, url: strict.url } as unknown as Target
      const urls = [
        v4.url,
        v6.url,
        `http://localhost:${v4.port}/hook`,
        'http://10.0.0.1/hook',
        'http://169.254.169.254/latest/meta-data',
        `http://[::ffff:127.0.0.1]:${v4.port}/hook`,
      ]
      const ids: string[] = []
      for (const url of urls) ids.push((await addEndpoint(target, url)).id)
      const name = `Probe ${marker(8)}`
      await enquire(strict, name)
      // Each delivery was tried, and refused before connecting.
      const errors = async () =>
        Promise.all(ids.map(async (id) => (await deliveriesOf(target, id))[0]?.last_error ?? 'not tried yet'))
      await expect
        .poll(errors, { timeout: 15_000 })
        .toEqual(ids.map(() => expect.stringMatching(/private or local address/)))
      expect(v4.received).toEqual([])
      expect(v6.received).toEqual([])
    } finally {
      await v4.close()
      await v6.close()
    }
  })

  it('the desk refuses to save a loopback, private, link-local or metadata address, and says why', async () => {
    const target = { name: 'strict', dataDir: strict.dataDir, url: strict.url } as unknown as Target
    const admin = await adminClient(target)
    const before = await database(target).selectFrom('webhook_endpoints').select('id').execute()
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/hook',
    ]) {
      const answer = await callAction(admin.send, 'addEndpointAction', {
        kind: 'webhook',
        url,
        events: 'enquiry.created',
      })
      expect(answer.status, url).toBe('error')
      expect(answer.message, url).toMatch(/private or local address/)
    }
    const plain = await callAction(admin.send, 'addEndpointAction', {
      kind: 'chat',
      url: 'http://hooks.example.com/x',
    })
    expect(plain.message).toBe('The address must start with https://')
    expect(await database(target).selectFrom('webhook_endpoints').select('id').execute()).toEqual(before)
  })

  it(
    'a server killed before it could deliver delivers after its restart (WEBHOOK_URL)',
    async () => {
      // The receiver is down when the lead arrives, and the server is killed at once.
      const probe = await startReceiver()
      const port = probe.port
      await probe.close()
      const secret = newSecret()
      const rotated = newSecret()
      const env = {
        SLACK_WEBHOOK_URL: `http://127.0.0.1:${port}/chat`,
        WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
        WEBHOOK_SECRET: secret,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_SCALE: '0.001',
      }
      const first = await startServer(3292 + TEST_PORT_SHIFT, env)
      const name = `Survivor ${marker(8)}`
      let second: RunningServer | undefined
      const receiver = await (async () => {
        try {
          await enquire(first, name)
        } finally {
          first.kill('SIGKILL')
          await first.exited
        }
        const up = await startReceiver([{ status: 200 }], '127.0.0.1', port)
        // Restarted with a new secret: the old one signs alongside for a day (receivers switch over).
        second = await startServer(3292 + TEST_PORT_SHIFT, {
          ...env,
          WEBHOOK_SECRET: rotated,
          DATA_DIR: first.dataDir,
        })
        return up
      })()
      try {
        // Killed mid-attempt, the first server may still hold its claim: the restarted one waits it out.
        await receiver.waitFor(name, 2, CLAIM_MS + 15_000)
        const [delivery] = receiver.about(name).filter((r) => r.headers['webhook-id'])
        expect(verifyDelivery(rotated, delivery!)).toBe(true)
        expect(verifyDelivery(secret, delivery!)).toBe(true)
        expect(String(delivery!.headers['webhook-signature']).split(' ')).toHaveLength(2)
        expect(bodyOf(delivery!).type).toBe('enquiry.created')
        // SLACK_WEBHOOK_URL's hook heard of it too, in a line.
        const [chat] = receiver.about(name).filter((r) => !r.headers['webhook-id'])
        expect(JSON.parse(chat!.body).text).toMatch(new RegExp(`^New enquiry from ${name}: `))
      } finally {
        await receiver.close()
        await second?.stop()
        await first.stop().catch(() => {})
      }
    },
    CLAIM_MS + 45_000,
  )
})
