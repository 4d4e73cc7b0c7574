import { existsSync } from 'node:fs'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import { confirmedRequest, privacyMails, requestsOf } from '@/tests/integration/privacy'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker, submitApplication, uniquePhone } from '@/tests/integration/uploads'

/** An enquiry from `email` through the public form; its id. */
async function enquire(target: Target, email: string, phrase = marker(10)) {
  const res = await client(target).postForm('/api/contact', {
    name: 'Meera Iyer',
    email,
    phone: uniquePhone(),
    message: `We need a booking portal for our ${phrase} clinics.`,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** The events an action left on the audit trail (by its request id). */
const trailOf = (target: Target, requestId: string) =>
  database(target)
    .selectFrom('audit_events')
    .select(['actor', 'action', 'target', 'detail'])
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .execute()

const timeline = (target: Target, id: string) =>
  database(target)
    .selectFrom('lead_events')
    .select(['kind', 'detail', 'actor'])
    .where('record_id', '=', id)
    .where('kind', '=', 'privacy')
    .execute()

describe.each(inject('targets'))('answering data requests on $name', (target) => {
  it('sends a copy in one press: a ZIP of theirs behind a link that works for 3 days', async () => {
    const email = `copy.${marker(8)}@example.com`
    const phrase = marker(12)
    await enquire(target, email, phrase)
    const other = `copy.${marker(8)}@example.com`
    await enquire(target, other, 'neighbour')
    const id = await confirmedRequest(target, 'copy', email)

    const admin = await adminClient(target)
    const sent = await callAction(admin.send, 'sendCopyAction', { id })
    expect(sent).toMatchObject({ status: 'ok', message: 'Copy made and its link sent; the request is done.' })
    const [request] = await requestsOf(target, email)
    expect(request).toMatchObject({ status: 'done', closed_by: ADMIN.email })
    expect(Date.parse(request!.archive_expires_at!) - Date.parse(request!.closed_at!)).toBe(
      3 * 24 * 60 * 60_000,
    )
    const answer = (await privacyMails(target, email)).at(-1)!
    const link = /(https?:\/\/\S+\/privacy\/request\/copy\?\S+)/.exec(answer.body)?.[1]
    expect(link, answer.body).toBeDefined()
    expect(answer.body).toContain('1 enquiry')
    expect((await trailOf(target, sent.requestId!)).map((e) => e.action).sort()).toEqual([
      'personal_data_exported',
      'privacy_request_answered',
    ])

    const url = new URL(link!)
    const download = await client(target).send(`${url.pathname}${url.search}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    expect(download.headers.get('cache-control')).toContain('no-store')
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()))
    const data = strFromU8(files['data.json']!)
    expect(data).toContain(phrase)
    expect(data).not.toContain(other)

    // A changed signature, or the link after its days, gives no file.
    const forged = await client(target).send(`${url.pathname}?r=${id}&s=${'A'.repeat(43)}`)
    expect(forged.status).toBe(404)
    await database(target)
      .updateTable('privacy_requests')
      .set({ archive_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    const late = await client(target).send(`${url.pathname}${url.search}`)
    expect(late.status).toBe(410)
    expect(await late.text()).toContain('This copy is no longer here')

    // Answered once only, and an erasure's press does nothing to a copy request.
    for (const action of ['sendCopyAction', 'eraseForRequestAction'])
      expect(await callAction(admin.send, action, { id })).toMatchObject({
        status: 'error',
        message: 'That request is answered already, or asks for something else.',
      })
    const complaint = await confirmedRequest(target, 'complaint', email, 'About the forms.')
    expect(await callAction(admin.send, 'eraseForRequestAction', { id: complaint })).toMatchObject({
      status: 'error',
    })
    expect(
      await database(target).selectFrom('contact_messages').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1)
  })

  it('erases in one press all but a held record, says why that one stays, and keeps only a hash of the request', async () => {
    const email = `erase.${marker(8)}@example.com`
    const kept = await enquire(target, email)
    const gone = await enquire(target, email)
    const application = await submitApplication(target, email)
    const admin = await adminClient(target)
    const hold = await callAction(admin.send, 'setHoldAction', {
      tab: 'messages',
      id: kept,
      reason: 'Unpaid invoice under dispute',
    })
    expect(hold).toMatchObject({ status: 'ok' })
    expect(await trailOf(target, hold.requestId!)).toEqual([
      {
        actor: ADMIN.email,
        action: 'legal_hold_changed',
        target: `messages:${kept}`,
        detail: '{"held":true}',
      },
    ])
    // An earlier copy, still downloadable, and its request: both go with the erasure.
    const copyId = await confirmedRequest(target, 'copy', email)
    expect(await callAction(admin.send, 'sendCopyAction', { id: copyId })).toMatchObject({ status: 'ok' })
    const archive = (
      await database(target)
        .selectFrom('privacy_requests')
        .select('archive_key')
        .where('id', '=', copyId)
        .executeTakeFirstOrThrow()
    ).archive_key!
    const copyLink = /(\/privacy\/request\/copy\?\S+)/.exec(
      (await privacyMails(target, email)).at(-1)!.body,
    )![1]!
    expect((await client(target).send(copyLink)).status).toBe(200)
    const id = await confirmedRequest(target, 'erasure', email, 'Please remove everything.')

    const erased = await callAction(admin.send, 'eraseForRequestAction', { id })
    expect(erased).toMatchObject({
      status: 'ok',
      message: 'Erased, but for 1 held record; the answer says why.',
    })
    const db = database(target)
    expect(await db.selectFrom('contact_messages').select('id').where('email', '=', email).execute()).toEqual(
      [{ id: kept }],
    )
    expect(
      await db.selectFrom('job_applications').select('id').where('id', '=', application).execute(),
    ).toEqual([])
    expect(await db.selectFrom('contact_messages').select('id').where('id', '=', gone).execute()).toEqual([])
    const request = await db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(request).toMatchObject({ status: 'done', email: '', details: null })
    expect(
      await db
        .selectFrom('privacy_requests')
        .select(['email', 'archive_key'])
        .where('id', '=', copyId)
        .executeTakeFirst(),
    ).toEqual({ email: '', archive_key: null })
    expect(existsSync(path.join(target.dataDir, archive))).toBe(false)
    expect((await client(target).send(copyLink)).status).toBe(410)
    expect(await db.selectFrom('mail_outbox').select('id').where('record_id', '=', copyId).execute()).toEqual(
      [],
    )
    expect(request.outcome).toContain('Unpaid invoice under dispute')
    // The answer is the only e-mail of the request left, addressed to them until it is sent.
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body', 'sent_at'])
      .where('record_id', '=', id)
      .execute()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to_address: email,
      subject: 'Your request to Vantage Edge Technologies: erase my data',
    })
    expect(mails[0]!.body).toContain('We had to keep one record')
    expect((await trailOf(target, erased.requestId!)).map((e) => e.action).sort()).toEqual([
      'personal_data_erased',
      'privacy_request_answered',
    ])

    // Lifting the hold is on the trail too.
    const lifted = await callAction(admin.send, 'setHoldAction', { tab: 'messages', id: kept, reason: '' })
    expect(lifted).toMatchObject({ status: 'ok', message: 'Hold lifted.' })
    expect(
      (await db.selectFrom('contact_messages').select('legal_hold').where('id', '=', kept).executeTakeFirst())
        ?.legal_hold,
    ).toBeNull()
  })

  it('corrects contact fields at the person’s request, by the form’s own rules, each change on the timeline', async () => {
    const email = `correct.${marker(8)}@example.com`
    const id = await enquire(target, email)
    const admin = await adminClient(target)
    const fields = {
      tab: 'messages',
      id,
      name: 'Meera Iyer-Rao',
      email,
      phone: '+91 98111 22233',
      company: '',
      website: '',
    }
    const refused = await callAction(admin.send, 'correctRecordAction', {
      ...fields,
      email: 'not-an-address',
    })
    expect(refused).toMatchObject({ status: 'error', message: 'Enter a valid email, like name@company.com.' })
    const done = await callAction(admin.send, 'correctRecordAction', fields)
    expect(done).toMatchObject({ status: 'ok', message: 'Corrected: name, phone.' })
    const row = await database(target)
      .selectFrom('contact_messages')
      .select(['name', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Meera Iyer-Rao', phone: '+91 98111 22233' })
    expect(await timeline(target, id)).toEqual([
      { kind: 'privacy', detail: "name corrected at the person's request", actor: ADMIN.email },
      { kind: 'privacy', detail: "phone corrected at the person's request", actor: ADMIN.email },
    ])
    expect(await trailOf(target, done.requestId!)).toEqual([
      {
        actor: ADMIN.email,
        action: 'personal_data_corrected',
        target: `messages:${id}`,
        detail: '{"fields":"name,phone"}',
      },
    ])
    expect(await callAction(admin.send, 'correctRecordAction', fields)).toMatchObject({
      status: 'error',
      message: 'Nothing was changed: the fields are as they were.',
    })
  })

  it('withdraws the consent to future roles once, on the timeline and the trail', async () => {
    const email = `withdraw.${marker(8)}@example.com`
    const id = await submitApplication(target, email)
    await database(target)
      .updateTable('job_applications')
      .set({ future_roles_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    const admin = await adminClient(target)
    const done = await callAction(admin.send, 'withdrawConsentAction', { id })
    expect(done).toMatchObject({ status: 'ok' })
    const row = await database(target)
      .selectFrom('job_applications')
      .select('future_roles_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.future_roles_at).toBeNull()
    expect((await timeline(target, id)).map((e) => e.detail)).toEqual([
      "Consent to be kept for future roles withdrawn at the person's request",
    ])
    expect((await trailOf(target, done.requestId!)).map((e) => e.action)).toEqual(['consent_withdrawn'])
    expect(await callAction(admin.send, 'withdrawConsentAction', { id })).toMatchObject({
      status: 'error',
      message: 'That consent was already withdrawn.',
    })
  })

  it('copies and erases a person from any of their records, only for an administrator', async () => {
    const email = `record.${marker(8)}@example.com`
    const phrase = marker(12)
    const id = await enquire(target, email, phrase)
    expect((await client(target).send(`/api/admin/messages/${id}/person`)).status).toBe(401)
    const admin = await adminClient(target)
    const copy = await admin.send(`/api/admin/messages/${id}/person`)
    expect(copy.status).toBe(200)
    expect(strFromU8(unzipSync(new Uint8Array(await copy.arrayBuffer()))['data.json']!)).toContain(phrase)

    const erased = await callAction(admin.send, 'erasePersonAction', { tab: 'messages', id })
    expect(erased).toMatchObject({ status: 'ok', message: 'Everything held for this person is erased.' })
    expect(
      await database(target).selectFrom('contact_messages').select('id').where('id', '=', id).execute(),
    ).toEqual([])
    expect((await trailOf(target, erased.requestId!)).map((e) => e.action)).toEqual(['personal_data_erased'])
  })
})
