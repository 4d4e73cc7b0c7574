import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { fetchChallenge, solved } from '@/tests/integration/challenge'
import { BANDS } from '@/server/spam/likeness'
import { runScript } from '@/tests/integration/accounts'
import { adminClient, client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'

type Answer = { ok: boolean; message: string; id?: string }

/**
 * An enquiry through the public form, as a browser with JavaScript sends it (with a solved
 * challenge, one that carries no start time so it is not timed: server/spam-challenge covers
 * both), or `plain` as a bot or a browser without JavaScript does; its answer, status and body.
 */
async function enquire(target: Target, fields: Record<string, string>, { plain = false } = {}) {
  const altcha: Record<string, string> = plain
    ? {}
    : { altcha: await solved(await fetchChallenge(target, '/api/contact', '&resumed=1')) }
  const res = await client(target).postForm('/api/contact', { ...fields, ...altcha })
  return { status: res.status, body: (await res.json()) as Answer }
}

/** What a spam run sends: an offer, with links, from a disposable address. */
const offer = (tag: string, email = `seo.${tag}@mailinator.com`) => ({
  name: `Offer ${tag}`,
  email,
  message: `Dear webmaster, we offer SEO services and backlinks (${tag}): https://a.example https://b.example https://c.example`,
})

const rowOf = (target: Target, id: string) =>
  database(target).selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const mailsOf = (target: Target, id: string) =>
  database(target)
    .selectFrom('mail_outbox')
    .select('kind')
    .where('record_type', '=', 'messages')
    .where('record_id', '=', id)
    .orderBy('kind')
    .execute()

describe.each(inject('targets'))('spam kept apart on $name', (target) => {
  it('answers spam as it answers anyone, keeps it with its reasons, and sends nothing about it', async () => {
    const tag = marker(10)
    const spam = await enquire(target, offer(tag), { plain: true })
    const genuine = await enquire(target, {
      name: `Client ${tag}`,
      email: `client.${tag}@example.com`,
      message: `We run three clinics and need online booking (${tag}); our site is https://clinic.example`,
    })
    expect(spam.status).toBe(genuine.status)
    expect({ ...spam.body, id: 'x' }).toEqual({ ...genuine.body, id: 'x' })

    const row = await rowOf(target, spam.body.id!)
    const reasons = JSON.parse(row.spam_reasons!) as Array<{ code: string; weight: number; detail: string }>
    expect(reasons.map((r) => r.code)).toEqual([
      'challenge',
      'links',
      'phrases',
      'disposable',
      'words',
      'offer',
    ])
    expect(reasons.find((r) => r.code === 'words')!.detail).toMatch(/^Reads like spam by its words \(9\d%\)/)
    expect(row).toMatchObject({ status: 'spam', spam_score: reasons.reduce((sum, r) => sum + r.weight, 0) })
    expect(await rowOf(target, genuine.body.id!)).toMatchObject({ status: 'new', spam_score: 0 })
    await new Promise((r) => setTimeout(r, 300))
    expect(await mailsOf(target, spam.body.id!)).toEqual([])
    expect((await mailsOf(target, genuine.body.id!)).map((m) => m.kind)).toContain('notification')

    // Out of the default list, in the spam filter, with its reasons on the record.
    const admin = await adminClient(target)
    const list = await (await admin.send(`/admin-dashboard?tab=messages&q=${tag}`)).text()
    expect(list).toContain(`Client ${tag}`)
    expect(list).not.toContain(`Offer ${tag}`)
    const spamList = await (await admin.send(`/admin-dashboard?tab=messages&status=spam&q=${tag}`)).text()
    expect(spamList).toContain(`Offer ${tag}`)
    expect(spamList).not.toContain(`Client ${tag}`)
    const record = await (await admin.send(`/admin-dashboard/messages/${spam.body.id}`)).text()
    expect(record).toContain(`Held as spam (score ${row.spam_score})`)
    expect(record).toContain('Phrases of spam offers: “seo services”, “backlink”, “dear webmaster”. (+4)')
  })

  it('"Not spam" sends the held e-mails once, and trusts the sender from then on', async () => {
    const tag = marker(10)
    const email = `seo.${tag}@mailinator.com`
    const { body } = await enquire(target, offer(tag, email))
    const id = body.id!
    const admin = await adminClient(target)
    const notSpam = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: id,
      status: 'new',
    })
    expect(notSpam.status).toBe('ok')
    expect((await rowOf(target, id)).status).toBe('new')
    // (The acknowledgement too, unless another test has them switched off for a moment.)
    const held = (await mailsOf(target, id)).map((m) => m.kind)
    expect(held.filter((k) => k === 'notification')).toHaveLength(1)

    // Back to spam and out again: nothing is sent twice.
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'spam' })
    await callAction(admin.send, 'updateStatusAction', { tab: 'messages', ids: id, status: 'read' })
    expect((await mailsOf(target, id)).map((m) => m.kind)).toEqual(held)

    const again = await enquire(target, offer(`${tag}b`, email))
    expect((await rowOf(target, again.body.id!)).status).toBe('new')
    // The trust is kept without the address.
    const trusted = await database(target)
      .selectFrom('spam_senders')
      .select('sender')
      .where('sender', 'like', `%${tag}%`)
      .execute()
    expect(trusted).toEqual([])
  })

  it('notes a message already received from other addresses, without deciding on that alone', async () => {
    const tag = marker(10)
    const message = `Looking for a partner to rebuild our e-commerce store on a modern stack, ref ${tag}.`
    const first = await enquire(target, { name: 'Asha Rao', email: `asha.${tag}@example.com`, message })
    const second = await enquire(target, { name: 'Ravi Rao', email: `ravi.${tag}@example.com`, message })
    expect((await rowOf(target, first.body.id!)).spam_score).toBe(0)
    const row = await rowOf(target, second.body.id!)
    expect(row).toMatchObject({ status: 'new', spam_score: 3 })
    expect(JSON.parse(row.spam_reasons!)).toMatchObject([
      { code: 'duplicate', detail: 'The same message came from 1 other address.' },
    ])
  })

  it('learns from the desk: what the administrator calls spam, the like of it is held; "Not spam" unlearns it', async () => {
    const tag = marker(10)
    const admin = await adminClient(target)
    // Sent without a challenge (2): the words decide whether it reaches the threshold.
    // Worded apart (not near-duplicates of each other: that is a signal of its own), sharing the
    // made-up words the lessons teach.
    const texts = [
      `Good evening. We make ${tag} valves and ${tag} pumps for hotels. Send us your ${tag} catalogue request.`,
      `Hello there, our factory ships ${tag} pumps with ${tag} valves to resorts worldwide; ask for the ${tag} price list.`,
      `Greetings from Ludhiana: ${tag} valves, ${tag} pumps and fittings for hotel kitchens, catalogue on ${tag} request.`,
    ]
    const pitch = (who: string, lot: number) =>
      enquire(
        target,
        { name: `Trader ${who}`, email: `${who}.${tag}@example.com`, message: texts[lot - 1]! },
        { plain: true },
      )
    const first = await pitch('asha', 1)
    expect(await rowOf(target, first.body.id!)).toMatchObject({ status: 'new', spam_lesson: null })

    await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: first.body.id!,
      status: 'spam',
    })
    expect((await rowOf(target, first.body.id!)).spam_lesson).toBe('spam')
    const second = await pitch('ravi', 2)
    const held = await rowOf(target, second.body.id!)
    expect(held.status).toBe('spam')
    const words = (JSON.parse(held.spam_reasons!) as Array<{ code: string; detail: string }>).find(
      (r) => r.code === 'words',
    )
    expect(words?.detail).toContain(tag)

    await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: second.body.id!,
      status: 'new',
    })
    expect((await rowOf(target, second.body.id!)).spam_lesson).toBe('genuine')
    const third = await pitch('meera', 3)
    expect(await rowOf(target, third.body.id!)).toMatchObject({ status: 'new', spam_lesson: null })
  })

  it('notes nearly the same text from other addresses, and a sender the administrator called spam before', async () => {
    const tag = marker(10)
    const admin = await adminClient(target)
    const request = (opening: string, day: string) =>
      `${opening}: the Lodhi Road library ${tag} wants a new catalogue website with search, member logins and an events page. Proposals by ${day}, please.`
    const first = await enquire(target, {
      name: 'Asha',
      email: `one.${tag}@example.com`,
      message: request('Request for proposal', 'Friday'),
    })
    const second = await enquire(target, {
      name: 'Ravi',
      email: `two.${tag}@example.com`,
      message: request('Dear agency', 'Monday'),
    })
    const bandsOf = async (id: string) =>
      (
        await database(target)
          .selectFrom('spam_likeness')
          .select('band')
          .where('record_id', '=', id)
          .execute()
      ).length
    expect(await bandsOf(first.body.id!)).toBe(BANDS)
    const row = await rowOf(target, second.body.id!)
    // One sign short of spam: kept, marked "Might be spam", with the reason on the record.
    expect(row).toMatchObject({ status: 'new', spam_unsure: 1 })
    const reasons = JSON.parse(row.spam_reasons!) as Array<{ code: string; detail: string }>
    expect(reasons.find((r) => r.code === 'similar')?.detail).toMatch(
      /^Nearly the same text \(\d+% alike\) came from 1 other address\.$/,
    )

    // The administrator calls the second spam: what its address sends next says so.
    await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: second.body.id!,
      status: 'spam',
    })
    const third = await enquire(target, {
      name: 'Ravi',
      email: `two.${tag}@example.com`,
      message: `Could you quote for a small booking page, ref ${tag}? We run a physiotherapy clinic in Saket.`,
    })
    const again = JSON.parse((await rowOf(target, third.body.id!)).spam_reasons!) as Array<{
      code: string
      detail: string
    }>
    expect(again).toContainEqual({
      code: 'reported',
      weight: 3,
      detail: 'You called 1 earlier message from this address spam.',
    })

    // Erasing a sender takes their near-duplicate bands along.
    const erased = runScript(target, 'privacy', ['erase', `one.${tag}@example.com`, '--yes'])
    expect(erased.status, erased.output).toBe(0)
    expect(await bandsOf(first.body.id!)).toBe(0)
    expect(await bandsOf(second.body.id!)).toBe(BANDS)
  })
})
