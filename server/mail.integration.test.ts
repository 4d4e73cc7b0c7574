import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { company } from '@/content/company'
import { HONEYPOT_FIELD } from '@/lib/forms/definition'
import { referenceOf } from '@/lib/placeholders'
import { TEST_BUILD_ENV } from '@/tests/build-env.mjs'
import { callAction } from '@/tests/integration/actions'
import { startMailCatcher, type CaughtMail } from '@/tests/helpers/mail-catcher'
import { adminClient, client, database, pdfFile } from '@/tests/integration/client'
import { ADMIN, NOTIFY_EMAIL, type Target } from '@/tests/integration/targets'
import { marker, uniquePhone } from '@/tests/integration/uploads'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Polls until `check` returns something truthy, or fails after `timeoutMs`: a mail waits for the
 * outbox's next pass, and after the mail server was away (a test here stops it) for the retry's
 * back-off, which on a loaded machine took past 10 s.
 */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** A person's name nobody else in the run uses (letters only, so it passes the name rules). */
const uniqueName = (first: string) => {
  const last = marker(10)
  return `${first} ${last[0]!.toUpperCase()}${last.slice(1)}`
}

function outboxRow(target: Target, subjectPart: string) {
  return database(target)
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', 'like', `%${subjectPart}%`)
    .executeTakeFirst()
}

/** A local mail server on the target's SMTP port that keeps what it receives. */
function mailServer(port: number) {
  const received: CaughtMail[] = []
  let stop: (() => Promise<void>) | null = null
  return {
    received,
    start: async () => {
      stop ??= await startMailCatcher(port, (mail) => received.push(mail))
    },
    stop: async () => {
      await stop?.()
      stop = null
    },
  }
}

describe.each(inject('targets'))('lead notifications on $name', (target) => {
  const smtp = mailServer(target.smtpPort)
  afterAll(() => smtp.stop())

  it('keeps an enquiry while the mail server is down and mails it once the server is back', async () => {
    const name = uniqueName('Mira')
    const res = await client(target).postForm('/api/contact', {
      name,
      email: 'mira@example.com',
      message: 'We would like a quote for a Shopify store with about 200 products.',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const stored = await database(target)
      .selectFrom('contact_messages')
      .select(['name', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    expect(stored).toEqual({ name, status: 'new' })

    const failed = await eventually(
      'a failed first attempt',
      async () => {
        const row = await outboxRow(target, name)
        return row && row.attempts >= 1 && row
      },
      5000,
    )
    expect(failed.sent_at).toBeNull()
    expect(failed.last_error).toBeTruthy()
    expect(failed.to_address).toBe(NOTIFY_EMAIL)
    expect(smtp.received).toHaveLength(0)

    await smtp.start()
    const mail = await eventually('the enquiry mail', async () =>
      smtp.received.find((m) => m.subject.includes(name)),
    )
    expect(mail.subject).toBe(`New enquiry from ${name}`)
    expect(mail.to).toEqual([NOTIFY_EMAIL])
    expect(mail.text).toContain('We would like a quote for a Shopify store')
    const sent = await eventually('sent_at on the outbox row', async () => {
      const row = await outboxRow(target, name)
      return row?.sent_at ? row : undefined
    })
    expect(Number.isNaN(Date.parse(sent.sent_at!))).toBe(false)
  })

  it('mails a new job application to the notification address', async () => {
    await smtp.start()
    const name = uniqueName('Ravi')
    const res = await client(target).postForm('/api/applications', {
      job_title: 'UI/UX Designer',
      full_name: name,
      email: 'ravi@example.com',
      phone: uniquePhone(),
      cover_letter: 'I design calm, accessible dashboards and test them with real users.',
      resume: pdfFile(),
    })
    expect(res.status).toBe(201)
    const mail = await eventually('the application mail', async () =>
      smtp.received.find((m) => m.subject.includes(name)),
    )
    expect(mail.subject).toBe(`New application: UI/UX Designer from ${name}`)
    expect(mail.to).toEqual([NOTIFY_EMAIL])
    expect(mail.raw).not.toContain('%PDF-')
    await eventually('sent_at on the outbox row', async () => (await outboxRow(target, name))?.sent_at)
  })
})

/** Mails from the lead desk: acknowledgements of new leads, and replies. */
describe.each(inject('targets'))('lead desk mail on $name', (target) => {
  const smtp = mailServer(target.smtpPort)
  let admin: Awaited<ReturnType<typeof adminClient>>
  beforeAll(async () => {
    admin = await adminClient(target)
    await smtp.start()
  })
  afterAll(() => smtp.stop())

  // A time-out says what the outbox holds for the address (nothing: the lead was not acknowledged).
  const mailTo = async (address: string, what: string) => {
    try {
      return await eventually(what, async () => smtp.received.find((m) => m.to.includes(address)))
    } catch (error) {
      const rows = await outboxTo(address)
      const held = rows.map(
        (r) =>
          `${r.sent_at ? `sent at ${r.sent_at}` : 'unsent'} after ${r.attempts} attempts (${r.last_error ?? 'no error'})`,
      )
      throw new Error(
        `${(error as Error).message}; the outbox holds ${held.length ? held.join('; ') : 'nothing'}`,
      )
    }
  }
  const outboxTo = (address: string) =>
    database(target).selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute()
  const timeline = (id: string) =>
    database(target)
      .selectFrom('lead_events')
      .select(['kind', 'detail', 'actor'])
      .where('record_id', '=', id)
      .orderBy('created_at')
      .execute()

  // Each message its own (the address in it): the same message from many addresses, sent as a
  // script sends it, would be held as spam (server/spam/), and its e-mails with it.
  async function enquire(email: string, extra: Record<string, string> = {}) {
    return client(target).postForm('/api/contact', {
      name: 'Meera Nair',
      email,
      message: `Could you rebuild our clinic booking site? Write to ${email}.`,
      ...extra,
    })
  }

  it('acknowledges a new enquiry with its reference, what happens next and the booking link', async () => {
    const email = `ack.${marker(8)}@example.com`
    const res = await enquire(email)
    const { id } = (await res.json()) as { id: string }
    const mail = await mailTo(email, 'the acknowledgement')
    const reference = referenceOf('messages', id)
    expect(mail.subject).toBe(`We have your enquiry (${reference})`)
    expect(mail.text).toContain('What happens next')
    expect(mail.text).toContain(TEST_BUILD_ENV.SCHEDULING_URL)
    // The booking link carries the lead's reference and prefills the name and address, so the call
    // booked through it lands on this record.
    const link = new URL(/(https?:\/\/\S+utm_content=\S+)/.exec(mail.text)![1]!)
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      name: 'Meera Nair',
      email,
      utm_content: id,
    })
    expect(mail.text).toContain('Hello Meera,')
    expect(mail.replyTo).toContain(company.emails[0])
    expect(await timeline(id)).toEqual([{ kind: 'email', detail: mail.subject, actor: null }])
  })

  it('acknowledges a new application with the position and its reference', async () => {
    const email = `ackapp.${marker(8)}@example.com`
    const res = await client(target).postForm('/api/applications', {
      job_title: 'DevOps Engineer',
      full_name: 'Arjun Das',
      email,
      phone: uniquePhone(),
      cover_letter: 'I run Kubernetes clusters for a living.',
      resume: pdfFile(),
    })
    const { id } = (await res.json()) as { id: string }
    const mail = await mailTo(email, 'the acknowledgement')
    expect(mail.subject).toBe(`Your application for DevOps Engineer (${referenceOf('applications', id)})`)
    expect(mail.text).toContain('What happens next')
  })

  it('acknowledges nothing that was refused or caught by the honeypot', async () => {
    const trapped = `trap.${marker(8)}@example.com`
    expect((await enquire(trapped, { [HONEYPOT_FIELD]: 'https://spam.example' })).status).toBe(201)
    const refused = `refused.${marker(8)}@example.com`
    expect((await enquire(refused, { name: '<b>x</b>' })).status).toBe(400)
    await sleep(500)
    expect(await outboxTo(trapped)).toEqual([])
    expect(await outboxTo(refused)).toEqual([])
  })

  it('sends no acknowledgement while they are switched off in the desk', async () => {
    const off = await callAction(admin.send, 'setAcknowledgementsAction', { enabled: 'off' })
    expect(off).toMatchObject({ status: 'ok', message: 'Acknowledgements switched off.' })
    // The change is in the audit trail, once, as the administrator who made it.
    const events = await database(target)
      .selectFrom('audit_events')
      .select(['actor', 'action', 'target', 'detail'])
      .where('request_id', '=', off.requestId!)
      .execute()
    expect(events).toEqual([
      {
        actor: ADMIN.email,
        action: 'setting_changed',
        target: 'acknowledgements',
        detail: '{"enabled":false}',
      },
    ])
    try {
      const email = `quiet.${marker(8)}@example.com`
      expect((await enquire(email)).status).toBe(201)
      await sleep(300)
      expect(await outboxTo(email)).toEqual([])
      expect(await page(admin, '/templates')).toContain('Off: nothing is sent automatically.')
    } finally {
      expect((await callAction(admin.send, 'setAcknowledgementsAction', { enabled: 'on' })).status).toBe('ok')
    }
  })

  it('sends the desk’s reply from the outbox, answerable to the company, and marks the enquiry replied', async () => {
    const email = `reply.${marker(8)}@example.com`
    const { id } = (await (await enquire(email)).json()) as { id: string }
    await mailTo(email, 'the acknowledgement')
    const answer = await callAction(admin.send, 'sendReplyAction', {
      tab: 'messages',
      id,
      subject: 'Re: your enquiry to Vantage Edge Technologies',
      body: 'Hello Meera,\n\nYes, we can. Here is a slot: {{booking_link}}\n\n> Could you rebuild our clinic booking site?',
    })
    expect(answer).toMatchObject({
      status: 'ok',
      message: 'Reply sent to the outbox; it goes out within a minute.',
    })
    const reply = await eventually('the reply', async () =>
      smtp.received.find((m) => m.to.includes(email) && m.subject.startsWith('Re:')),
    )
    expect(reply.replyTo).toContain(company.emails[0])
    expect(reply.text).toContain('Yes, we can.')
    const row = await database(target)
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row!.status).toBe('replied')
    expect(row!.first_reply_seconds).toBeGreaterThanOrEqual(0)
    const events = await timeline(id)
    expect(events).toContainEqual({ kind: 'email', detail: reply.subject, actor: ADMIN.email })
    expect(events).toContainEqual({ kind: 'status', detail: 'new → replied', actor: ADMIN.email })
  })

  it('refuses an empty reply and sends nothing', async () => {
    const email = `empty.${marker(8)}@example.com`
    const { id } = (await (await enquire(email)).json()) as { id: string }
    const answer = await callAction(admin.send, 'sendReplyAction', {
      tab: 'messages',
      id,
      subject: 'Re: hi',
      body: '  ',
    })
    expect(answer).toMatchObject({ status: 'error', message: 'Write the reply first.' })
    const rows = await outboxTo(email)
    expect(rows.map((r) => r.kind)).toEqual(['acknowledgement'])
  })

  it('refuses a template with a misspelt placeholder, and uses a saved one for the next acknowledgement', async () => {
    const templates = await database(target)
      .selectFrom('reply_templates')
      .selectAll()
      .where('purpose', '=', 'ack-enquiry')
      .execute()
    const ack = templates[0]!
    const typo = await callAction(admin.send, 'saveTemplateAction', {
      id: ack.id,
      name: ack.name,
      subject: ack.subject,
      body: 'Hi {{frist_name}}',
    })
    expect(typo.status).toBe('error')
    expect(typo.message).toContain('Unknown placeholder {{frist_name}}')
    const subject = `Thanks, {{first_name}} ({{reference}}) ${marker(4)}`
    try {
      expect(
        (
          await callAction(admin.send, 'saveTemplateAction', {
            id: ack.id,
            name: ack.name,
            subject,
            body: ack.body,
          })
        ).status,
      ).toBe('ok')
      const email = `tpl.${marker(8)}@example.com`
      const { id } = (await (await enquire(email)).json()) as { id: string }
      const mail = await mailTo(email, 'the edited acknowledgement')
      expect(mail.subject).toBe(
        subject.replace('{{first_name}}', 'Meera').replace('{{reference}}', referenceOf('messages', id)),
      )
    } finally {
      await callAction(admin.send, 'saveTemplateAction', {
        id: ack.id,
        name: ack.name,
        subject: ack.subject,
        body: ack.body,
      })
    }
  })

  it('shows an e-mail that keeps failing with its error, and lets the administrator retry or discard it', async () => {
    await smtp.stop()
    try {
      const email = `failing.${marker(8)}@example.com`
      const { id } = (await (await enquire(email)).json()) as { id: string }
      const failing = await eventually(
        'two failed attempts',
        async () => (await outboxTo(email)).find((r) => r.attempts >= 2),
        8000,
      )
      const html = await page(admin, '/mail')
      expect(html).toContain(failing.subject)
      expect(html).toContain('failing to send')
      const retry = await callAction(admin.send, 'manageOutboxAction', { id: failing.id, op: 'retry' })
      expect(retry).toMatchObject({ status: 'ok', message: 'Trying that e-mail again now.' })
      const discard = await callAction(admin.send, 'manageOutboxAction', { id: failing.id, op: 'discard' })
      expect(discard).toMatchObject({ status: 'ok', message: 'E-mail discarded.' })
      expect(await page(admin, '/mail')).not.toContain(failing.subject)
      expect((await outboxTo(email))[0]!.discarded_at).not.toBeNull()
      void id
    } finally {
      await smtp.start()
    }
  })
})

async function page(admin: Awaited<ReturnType<typeof adminClient>>, address: string) {
  const res = await admin.send(`/admin-dashboard${address}`, { headers: { Accept: 'text/html' } })
  expect(res.status).toBe(200)
  return res.text()
}
