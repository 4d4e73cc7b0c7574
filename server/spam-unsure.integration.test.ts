import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNSURE_FILTER, UNSURE_LABEL } from '@/lib/vocabulary'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import type { CaughtMail } from '@/tests/helpers/mail-catcher'
import { callAction } from '@/tests/integration/actions'
import { fetchChallenge, solved } from '@/tests/integration/challenge'
import { adminClient, client, database, ownMailedServer } from '@/tests/integration/client'
import { onceOnly, type Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'

/**
 * "Might be spam" (issue 34): an enquiry typed in a browser (challenge solved) from a disposable
 * address is one soft sign short of spam, so it is kept in the inbox and notified, marked, and its
 * acknowledgement waits. Opening it releases the acknowledgement a few minutes later, and calling
 * it spam meanwhile takes it back; "Not spam" sends it at once, takes the mark off and trusts the
 * sender; answering sends it too. The lists filter the marked ones and say so on their rows. On a
 * server and a mail server of its own: the acknowledgements' switch (which other files turn off
 * for a while on the shared servers) stays on, and what is sent is seen arriving.
 */
const PORT = 3345 + TEST_PORT_SHIFT
const SMTP_PORT = 2583 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@unsure.example', password: 'correct-horse-battery-staple' }
const NOTIFY = 'team@unsure.example'

describe.each(onceOnly(['sqlite']))('"Might be spam" (%s)', () => {
  let target: Target
  let stop: () => Promise<void>
  let mails: CaughtMail[] = []

  beforeAll(async () => {
    ;({ target, mails, stop } = await ownMailedServer(PORT, SMTP_PORT, ADMIN, NOTIFY))
  }, 120_000)
  afterAll(() => stop?.())

  /** An enquiry from `who`, one sign short of spam (a disposable address), typed in a browser. */
  async function doubtful(tag: string, who: string) {
    const altcha = await solved(await fetchChallenge(target, '/api/contact', '&resumed=1'))
    const res = await client(target).postForm('/api/contact', {
      name: `Visitor ${who}`,
      email: `${who}.${tag}@mailinator.com`,
      message: `Hello, we need a booking page for our yoga studio in Pune (${tag}). What would it cost?`,
      altcha,
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: string }).id
  }

  const rowOf = (id: string) =>
    database(target).selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const mailsOf = (id: string) =>
    database(target)
      .selectFrom('mail_outbox')
      .select(['kind', 'next_attempt_at', 'sent_at', 'discarded_at'])
      .where('record_type', '=', 'messages')
      .where('record_id', '=', id)
      .execute()
  const acknowledgementOf = async (id: string) =>
    (await mailsOf(id)).find((m) => m.kind === 'acknowledgement')
  /** The subjects of the mails the sender `who` of `tag` got. */
  const toSender = (tag: string, who: string) =>
    mails.filter((m) => m.to.includes(`${who}.${tag}@mailinator.com`)).map((m) => m.subject)
  const until = async (done: () => boolean) => {
    for (const end = Date.now() + 10_000; !done() && Date.now() < end;)
      await new Promise((r) => setTimeout(r, 100))
  }

  it('keeps and notifies a doubtful enquiry, marked, its acknowledgement held until the desk looks', async () => {
    const tag = marker(10)
    const id = await doubtful(tag, 'opened')
    const row = await rowOf(id)
    expect(row).toMatchObject({ status: 'new', spam_unsure: 1 })
    expect((JSON.parse(row.spam_reasons!) as { code: string }[]).map((r) => r.code)).toContain('disposable')
    await until(() => mails.some((m) => m.to.includes(NOTIFY) && m.text.includes(tag)))
    expect(mails.filter((m) => m.to.includes(NOTIFY) && m.text.includes(tag))).toHaveLength(1)
    expect((await mailsOf(id)).map((m) => m.kind)).toEqual(['notification'])

    const admin = await adminClient(target, ADMIN)
    const list = await (
      await admin.send(`/admin-dashboard?tab=messages&status=${UNSURE_FILTER}&q=${tag}`, {
        headers: { Accept: 'text/html' },
      })
    ).text()
    expect(list).toContain('Visitor opened')
    expect(list).toContain(UNSURE_LABEL)

    // Opened: the acknowledgement is queued, to go in a few minutes.
    const page = await (
      await admin.send(`/admin-dashboard/messages/${id}`, { headers: { Accept: 'text/html' } })
    ).text()
    expect(page).toContain('Might be spam (score')
    const held = await acknowledgementOf(id)
    expect(held).toMatchObject({ sent_at: null, discarded_at: null })
    expect(Date.parse(held!.next_attempt_at) - Date.now()).toBeGreaterThan(4 * 60_000)

    // Called spam before it went: it never goes.
    const spam = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: id,
      status: 'spam',
    })
    expect(spam.status).toBe('ok')
    expect(await acknowledgementOf(id)).toMatchObject({ sent_at: null, discarded_at: expect.any(String) })
    expect(await rowOf(id)).toMatchObject({ status: 'spam', spam_lesson: 'spam' })
    expect(toSender(tag, 'opened')).toEqual([])
  })

  it('"Not spam" sends the held acknowledgement at once, takes the mark off and trusts the sender', async () => {
    const tag = marker(10)
    const id = await doubtful(tag, 'confirmed')
    const admin = await adminClient(target, ADMIN)
    const answer = await callAction(admin.send, 'notSpamAction', { tab: 'messages', ids: id })
    expect(answer.status).toBe('ok')
    expect(await rowOf(id)).toMatchObject({ status: 'new', spam_unsure: 0, spam_lesson: 'genuine' })
    await until(() => toSender(tag, 'confirmed').length > 0)
    expect(toSender(tag, 'confirmed')).toHaveLength(1)
    // Trusted now: the same sender's next doubtful message is not marked, and acknowledged at once.
    const again = await doubtful(tag, 'confirmed')
    expect(await rowOf(again)).toMatchObject({ status: 'new', spam_unsure: 0 })
    await until(() => toSender(tag, 'confirmed').length > 1)
    expect(toSender(tag, 'confirmed')).toHaveLength(2)
    // A record not marked has nothing to confirm.
    const unmarked = await callAction(admin.send, 'notSpamAction', { tab: 'messages', ids: again })
    expect(unmarked.status).toBe('error')
  })

  it('answering a marked enquiry sends its acknowledgement with the reply', async () => {
    const tag = marker(10)
    const id = await doubtful(tag, 'answered')
    const admin = await adminClient(target, ADMIN)
    const reply = await callAction(admin.send, 'sendReplyAction', {
      tab: 'messages',
      id,
      subject: 'Your booking page',
      body: 'Hello, a booking page like that takes about two weeks. Shall we talk on Monday?',
    })
    expect(reply.status).toBe('ok')
    await until(() => toSender(tag, 'answered').length > 1)
    expect(toSender(tag, 'answered')).toHaveLength(2)
    expect(toSender(tag, 'answered')).toContain('Your booking page')
  })

  it('counts on the Spam link what the screening held since the administrator last looked', async () => {
    const admin = await adminClient(target, ADMIN)
    const held = async (path = '/admin-dashboard') => {
      const html = await (await admin.send(path, { headers: { Accept: 'text/html' } })).text()
      return Number(/>(\d+)<span class="sr-only"> held since you last looked/.exec(html)?.[1] ?? 0)
    }
    /** An offer posted as a script posts it: held as spam. */
    const pitch = async () => {
      const tag = marker(10)
      const res = await client(target).postForm('/api/contact', {
        name: `Offer ${tag}`,
        email: `seo.${tag}@mailinator.com`,
        message: `Dear webmaster, we offer SEO services and backlinks (${tag}): https://a.example https://b.example https://c.example`,
      })
      expect(res.status).toBe(201)
    }
    // The one the first test moved to spam by hand is not counted: the administrator saw it.
    expect(await held('/admin-dashboard/spam')).toBe(0)
    await pitch()
    await pitch()
    expect(await held()).toBe(2)
    // The Spam page is looking: from then on it counts again from nothing.
    expect(await held('/admin-dashboard/spam')).toBe(0)
    expect(await held()).toBe(0)
    await pitch()
    expect(await held()).toBe(1)
    // So is a list's Spam filter (its count follows on the next page).
    await held('/admin-dashboard?tab=messages&status=spam')
    expect(await held()).toBe(0)
  })
})
