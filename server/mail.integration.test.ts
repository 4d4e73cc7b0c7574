import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { client, database, pdfFile } from '@/tests/integration/client'
import { NOTIFY_EMAIL, type Target } from '@/tests/integration/targets'
import { marker, uniquePhone } from '@/tests/integration/uploads'

type Mail = { to: string[]; subject: string; raw: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls until `check` returns something truthy, or fails after `timeoutMs`. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
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
  const received: Mail[] = []
  let server: SMTPServer | null = null
  return {
    received,
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (server) return resolve()
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          logger: false,
          onData(stream, session, done) {
            const chunks: Buffer[] = []
            stream.on('data', (c: Buffer) => chunks.push(c))
            stream.on('end', () => {
              const raw = Buffer.concat(chunks).toString('utf8')
              const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
              received.push({
                to: session.envelope.rcptTo.map((a) => a.address),
                subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? '',
                raw,
              })
              done()
            })
          },
        })
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve())
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
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
    expect(mail.raw).toContain('We would like a quote for a Shopify store')
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
