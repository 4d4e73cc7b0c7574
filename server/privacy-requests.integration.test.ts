import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database, visitor } from '@/tests/integration/client'
import { ADMIN } from '@/tests/integration/targets'
import { applicationForm, marker, uniquePhone } from '@/tests/integration/uploads'
import { pdfBytes } from '@/tests/integration/client'

import { ask, confirmationPath, press, privacyMails, requestsOf } from '@/tests/integration/privacy'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const DAY = 24 * 60 * 60_000

describe.each(inject('targets'))('privacy requests on $name', (target) => {
  it('answers byte for byte alike whether or not anything is held for the address, and mails a link either way', async () => {
    const known = `known.${marker(8)}@example.com`
    const unknown = `unknown.${marker(8)}@example.com`
    const enquiry = await client(target).postForm('/api/contact', {
      name: 'Kavya Rao',
      email: known,
      phone: uniquePhone(),
      message: 'Please quote for a clinic booking website with reminders.',
    })
    expect(enquiry.status).toBe(201)

    for (const html of [false, true]) {
      const answers = await Promise.all(
        [known, unknown].map((email) => ask(target, { kind: 'copy', email }, { html })),
      )
      const [a, b] = await Promise.all(answers.map(async (r) => ({ status: r.status, body: await r.text() })))
      expect(a!.status).toBe(html ? 200 : 201)
      expect(a).toEqual(b)
      expect(a!.body).toContain('confirmation link is on its way')
    }
    for (const email of [known, unknown]) {
      const rows = await requestsOf(target, email)
      expect(rows.map((r) => [r.kind, r.status, r.confirmed_at])).toEqual([
        ['copy', 'unconfirmed', null],
        ['copy', 'unconfirmed', null],
      ])
      const mails = await privacyMails(target, email)
      expect(mails).toHaveLength(2)
      expect(mails[0]!.subject).toBe('Confirm your request to Vantage Edge Technologies')
      expect(confirmationPath(mails[0]!.body).r).toBe(rows[0]!.id)
    }
  })

  it('refuses a request without a choice or with a bad address, saying why, and stores nothing', async () => {
    const email = `refused.${marker(8)}@example.com`
    const noKind = await ask(target, { kind: '', email })
    expect(noKind.status).toBe(400)
    expect(await noKind.json()).toMatchObject({
      fieldErrors: { kind: 'Choose what you would like us to do.' },
    })
    const badAddress = await ask(target, { kind: 'erasure', email: 'not-an-address' })
    expect(badAddress.status).toBe(400)
    expect(await badAddress.json()).toMatchObject({
      fieldErrors: { email: 'Enter a valid email, like name@company.com.' },
    })
    expect(await requestsOf(target, email)).toEqual([])
  })

  it('reaches the desk only once confirmed: the link works once, for its own request and address, for 24 hours', async () => {
    const email = `confirm.${marker(8)}@example.com`
    const other = `other.${marker(8)}@example.com`
    expect((await ask(target, { kind: 'erasure', email, details: 'All of it, please.' })).status).toBe(201)
    expect((await ask(target, { kind: 'copy', email: other })).status).toBe(201)
    const [request] = await requestsOf(target, email)
    const [otherRequest] = await requestsOf(target, other)
    const link = confirmationPath((await privacyMails(target, email))[0]!.body)
    const otherLink = confirmationPath((await privacyMails(target, other))[0]!.body)

    // Opening the link shows what it confirms and changes nothing (mail scanners open links too).
    const opened = await client(target).send(link.path, { headers: { Accept: 'text/html' } })
    expect(opened.status).toBe(200)
    const page = await opened.text()
    expect(page).toContain('Confirm your request')
    expect(page).toContain('Confirm: Erase my data')
    expect(page).not.toContain(email)
    expect((await requestsOf(target, email))[0]!.status).toBe('unconfirmed')

    // Another request's signature, or a changed one, does nothing to this request.
    for (const wrong of [
      { r: request!.id, s: otherLink.s },
      { r: otherRequest!.id, s: link.s },
      { r: request!.id, s: `${link.s.slice(0, -2)}AA` },
    ]) {
      const refused = await press(target, wrong)
      expect(await refused.text()).toContain('This link does not work')
    }
    expect((await requestsOf(target, email))[0]!.status).toBe('unconfirmed')
    expect((await requestsOf(target, other))[0]!.status).toBe('unconfirmed')

    const before = Date.now()
    const confirmed = await press(target, link)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Request confirmed')
    const [open] = await requestsOf(target, email)
    expect(open).toMatchObject({ status: 'open', kind: 'erasure', details: 'All of it, please.' })
    const due = Date.parse(open!.due_at!) - Date.parse(open!.confirmed_at!)
    expect(due).toBe(30 * DAY)
    expect(Date.parse(open!.confirmed_at!)).toBeGreaterThanOrEqual(before - 1000)
    const mails = await privacyMails(target, email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your request to Vantage Edge Technologies',
      'We have your request: erase my data',
    ])
    const trail = await database(target)
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('target', '=', `request:${request!.id}`)
      .execute()
    expect(trail).toEqual([
      { action: 'privacy_request_confirmed', detail: '{"kind":"erasure","via":"confirmation link"}' },
    ])

    // A second press is answered as already done, and changes nothing.
    expect(await (await press(target, link)).text()).toContain('Already confirmed')
    expect(await privacyMails(target, email)).toHaveLength(2)

    // Past its 24 hours a link does nothing.
    await database(target)
      .updateTable('privacy_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', otherRequest!.id)
      .execute()
    expect(await (await press(target, otherLink)).text()).toContain('This link has expired')
    expect((await requestsOf(target, other))[0]!.status).toBe('unconfirmed')
  })

  it('takes three requests an address a day from one network and ten from all, answering the rest just the same', async () => {
    const email = `often.${marker(8)}@example.com`
    const ip = visitor()
    const answers: string[] = []
    for (let i = 0; i < 4; i++)
      answers.push(await (await ask(target, { kind: 'copy', email }, { ip })).text())
    expect(new Set(answers).size).toBe(1)
    expect(await requestsOf(target, email)).toHaveLength(3)
    // A stranger's requests do not use up the person's own: from another network it is taken...
    for (let i = 0; i < 8; i++) answers.push(await (await ask(target, { kind: 'copy', email })).text())
    expect(new Set(answers).size).toBe(1)
    // ...up to ten for the address in all, so nobody can fill its inbox from many networks.
    expect(await requestsOf(target, email)).toHaveLength(10)
    expect(await privacyMails(target, email)).toHaveLength(10)
  })

  it('confirms at once through the personal link in an acknowledgement, for that address only', async () => {
    const email = `personal.${marker(8)}@example.com`
    // The acknowledgement (another test file may switch them off for a moment: try again).
    let body = ''
    for (let attempt = 0; attempt < 5 && !body; attempt++) {
      const sent = await client(target).postForm('/api/contact', {
        name: 'Dev Malhotra',
        email,
        message: 'We would like a maintenance contract for our store.',
      })
      expect(sent.status).toBe(201)
      await sleep(300)
      const ack = await database(target)
        .selectFrom('mail_outbox')
        .select('body')
        .where('to_address', '=', email)
        .where('kind', '=', 'acknowledgement')
        .executeTakeFirst()
      body = ack?.body ?? ''
    }
    const link = /(https?:\/\/\S+\/privacy\/request\?from=(\S+))/.exec(body)
    expect(link, body).not.toBeNull()
    expect(link![1]).not.toContain(email.split('@')[0])
    const token = link![2]!

    // Someone else's address with this link: the usual answer, and a confirmation to that address.
    const stranger = `stranger.${marker(8)}@example.com`
    const plain = await ask(target, { kind: 'erasure', email: stranger, from: token })
    expect(await plain.text()).toContain('confirmation link is on its way')
    expect((await requestsOf(target, stranger))[0]!.status).toBe('unconfirmed')

    const direct = await ask(target, { kind: 'withdrawal', email: email.toUpperCase(), from: token })
    expect(direct.status).toBe(201)
    expect(((await direct.json()) as { message: string }).message).toContain('nothing more to confirm')
    const [request] = await requestsOf(target, email)
    expect(request).toMatchObject({ kind: 'withdrawal', status: 'open' })
    expect(request!.due_at).not.toBeNull()
    expect((await privacyMails(target, email)).map((m) => m.subject)).toEqual([
      'We have your request: withdraw a consent',
    ])

    // Past the day's limit the link's owner is told plainly, and nothing more is stored.
    const ip = visitor()
    for (let i = 0; i < 3; i++)
      expect((await ask(target, { kind: 'copy', email, from: token }, { ip })).status).toBe(201)
    const over = await ask(target, { kind: 'copy', email, from: token }, { ip })
    expect(((await over.json()) as { message: string }).message).toContain('We already have several requests')
    expect(await requestsOf(target, email)).toHaveLength(4)
  })

  it('keeps the consent to future roles, with its time, only when the box is ticked', async () => {
    const stored = async (tick: boolean) => {
      const form = applicationForm(pdfBytes())
      const email = `roles.${marker(8)}@example.com`
      form.set('email', email)
      if (tick) form.set('future_roles', 'yes')
      const res = await client(target).send('/api/applications', { method: 'POST', body: form })
      expect(res.status).toBe(201)
      return database(target)
        .selectFrom('job_applications')
        .select(['created_at', 'future_roles_at'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    }
    const given = await stored(true)
    expect(given.future_roles_at).toBe(given.created_at)
    expect((await stored(false)).future_roles_at).toBeNull()
    const form = applicationForm(pdfBytes())
    form.set('future_roles', 'please')
    const odd = await client(target).send('/api/applications', { method: 'POST', body: form })
    expect(odd.status).toBe(400)
  })

  it('shows a confirmed request in the desk with its due date and what is held, and answers it once', async () => {
    const email = `desk.${marker(8)}@example.com`
    const enquiry = await client(target).postForm('/api/contact', {
      name: 'Ira Sen',
      email,
      message: 'Please send a quote for a small brochure website in Hindi and English.',
    })
    expect(enquiry.status).toBe(201)
    const messageId = ((await enquiry.json()) as { id: string }).id
    expect((await ask(target, { kind: 'copy', email, details: 'Everything, please.' })).status).toBe(201)
    const unconfirmed = `later.${marker(8)}@example.com`
    expect((await ask(target, { kind: 'erasure', email: unconfirmed })).status).toBe(201)
    const link = confirmationPath((await privacyMails(target, email))[0]!.body)
    expect(await (await press(target, link)).text()).toContain('Request confirmed')

    const admin = await adminClient(target)
    const res = await admin.send('/admin-dashboard/requests', { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(email)
    expect(html).toContain('Due in 30 days')
    expect(html).toContain('For this e-mail address we hold 1 enquiry')
    expect(html).toContain(`/admin-dashboard/messages/${messageId}`)
    // Only a confirmed request reaches the desk.
    expect(html).not.toContain(unconfirmed)

    const tooShort = await callAction(admin.send, 'answerRequestAction', { id: link.r, outcome: 'Done.' })
    expect(tooShort).toMatchObject({
      status: 'error',
      message: 'Write what was done, or why not (at least 10 characters).',
    })
    const outcome = `We sent you a copy of the ${marker(6)} enquiry today.`
    const answered = await callAction(admin.send, 'answerRequestAction', { id: link.r, outcome })
    expect(answered).toMatchObject({ status: 'ok', message: 'Answer sent; the request is done.' })
    const [request] = await requestsOf(target, email)
    expect(request).toMatchObject({ status: 'done', outcome, closed_by: ADMIN.email })
    const mail = (await privacyMails(target, email)).at(-1)!
    expect(mail.subject).toBe('Your request to Vantage Edge Technologies: a copy of my data')
    expect(mail.body).toContain(outcome)
    expect(mail.body).toContain('Data Protection Board of India')
    const trail = await database(target)
      .selectFrom('audit_events')
      .select(['actor', 'action', 'detail'])
      .where('request_id', '=', answered.requestId!)
      .execute()
    expect(trail).toEqual([
      { actor: ADMIN.email, action: 'privacy_request_answered', detail: '{"kind":"copy"}' },
    ])

    const again = await callAction(admin.send, 'answerRequestAction', { id: link.r, outcome })
    expect(again).toMatchObject({ status: 'error', message: 'That request was already answered.' })
    expect(await privacyMails(target, email)).toHaveLength(3)
  })

  it('keeps the record of processing in the desk, made from the forms, the periods and the settings the site runs on', async () => {
    const admin = await adminClient(target)
    const res = await admin.send('/admin-dashboard/privacy', { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Record of processing')
    for (const words of [
      'Enquiries',
      'Job applications',
      'Blog comments',
      'Portfolio URL, Cover Letter, Keep my application for future roles, Resume (PDF)',
      '24 months after the last activity',
      '12 months after the last activity; 24 months with the consent to future roles',
      'The next purge',
    ])
      expect(html).toContain(words)
    expect(html).toContain(target.name === 'postgres' ? 'PostgreSQL at 127.0.0.1:5432' : 'SQLite file')
    // Where data is, never the credentials a setting carries.
    expect(html).not.toContain('postgres://')
    expect(html).not.toContain('smtp://')
  })
})
