import { createHmac } from 'node:crypto'
import http from 'node:http'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, inject, it } from 'vitest'
import { adminClient, client, database } from '@/tests/integration/client'
import { CALENDLY_KEY, type Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'
import { startReceiver } from '@/tests/integration/receiver'
import { newSecret } from '@/server/webhooks/signature'
import { formatCallTime } from '@/lib/call-time'

/**
 * An invitee event as the scheduling provider documents it (webhook payload v2: the event, and
 * the invitee with its scheduled event and the UTM tracking of the booking link), as raw JSON.
 */
function inviteeEvent(
  event: 'invitee.created' | 'invitee.canceled',
  invitee: {
    uri: string
    email: string
    name: string
    utm_content?: string
    start?: string
    rescheduled?: boolean
  },
) {
  const start = invitee.start ?? '2026-12-03T05:30:00.000000Z'
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString()
  return JSON.stringify({
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/TEST',
    event,
    payload: {
      uri: invitee.uri,
      email: invitee.email,
      name: invitee.name,
      status: event === 'invitee.created' ? 'active' : 'canceled',
      rescheduled: invitee.rescheduled ?? false,
      timezone: 'Asia/Kolkata',
      tracking: {
        utm_campaign: null,
        utm_source: 'site',
        utm_medium: 'booking',
        utm_content: invitee.utm_content ?? null,
        utm_term: null,
        salesforce_uuid: null,
      },
      questions_and_answers: [],
      scheduled_event: {
        uri: `https://api.calendly.com/scheduled_events/${marker(10)}`,
        name: '30 Minute Consultation',
        start_time: start,
        end_time: end,
        status: event === 'invitee.created' ? 'active' : 'canceled',
      },
    },
  })
}

/** Posts a body signed as the provider signs it (`t=…,v1=<hex HMAC-SHA256 of "t.body">`). */
async function post(
  target: Target,
  body: string,
  { t = Math.floor(Date.now() / 1000), key = CALENDLY_KEY } = {},
) {
  const signature = `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`
  return send(target, body, signature)
}

const send = (target: Target, body: string, signature: string) =>
  fetch(`${target.url}/api/integrations/calendly`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature },
    body,
  })

const bookingsOf = (target: Target, recordId: string) =>
  database(target)
    .selectFrom('bookings')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('created_at')
    .execute()

const timelineOf = async (target: Target, recordId: string) =>
  (
    await database(target)
      .selectFrom('lead_events')
      .select('detail')
      .where('record_id', '=', recordId)
      .where('kind', '=', 'booking')
      .orderBy('created_at')
      .execute()
  ).map((e) => e.detail)

async function enquire(target: Target, name: string, email: string) {
  const res = await client(target).postForm('/api/contact', {
    name,
    email,
    message: `Can we talk about an app? (${name})`,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const invitee = () => `https://api.calendly.com/scheduled_events/E/invitees/${marker(12)}`

describe.each(inject('targets'))('bookings from the scheduling provider on $name', (target) => {
  it('joins a booking to the enquiry whose reference its link carried, and shows it on the record', async () => {
    const tag = marker(8)
    const id = await enquire(target, `Ref ${tag}`, `ref.${tag}@example.com`)
    // Booked under another address: the reference decides.
    const body = inviteeEvent('invitee.created', {
      uri: invitee(),
      email: `other.${tag}@example.com`,
      name: `Ref ${tag}`,
      utm_content: id,
    })
    const res = await post(target, body)
    expect(res.status).toBe(200)
    expect(await bookingsOf(target, id)).toMatchObject([
      { status: 'scheduled', record_type: 'messages', event_name: '30 Minute Consultation' },
    ])
    expect(await timelineOf(target, id)).toEqual([
      'Call booked: 30 Minute Consultation, 3 Dec 2026, 11:00 am IST',
    ])
    const admin = await adminClient(target)
    const record = await (await admin.send(`/admin-dashboard/messages/${id}`)).text()
    expect(record).toContain('Call booked: 30 Minute Consultation, 3 Dec 2026, 11:00 am IST')
  })

  it('shows a call still to come at the top of the record, until it is canceled', async () => {
    const tag = marker(8)
    const email = `soon.${tag}@example.com`
    const id = await enquire(target, `Soon ${tag}`, email)
    const soon = new Date(Date.now() + 7 * 86_400_000)
    soon.setUTCSeconds(0, 0)
    const uri = invitee()
    const event = (kind: 'invitee.created' | 'invitee.canceled') =>
      inviteeEvent(kind, { uri, email, name: 'S', utm_content: id, start: soon.toISOString() })
    await post(target, event('invitee.created'))
    const when = formatCallTime(soon.toISOString())
    const admin = await adminClient(target)
    const page = async () => (await admin.send(`/admin-dashboard/messages/${id}`)).text()
    expect(await page()).toMatch(
      new RegExp(
        `aria-label="Calls booked".*Call booked: 30 Minute Consultation, ${when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`,
        's',
      ),
    )
    await post(target, event('invitee.canceled'))
    expect(await page()).not.toContain('aria-label="Calls booked"')
  })

  it('else by the invitee’s address; else as a new lead of kind booking', async () => {
    const tag = marker(8)
    // Typed with capitals on the form, and by the provider in lower case: still the same person.
    const id = await enquire(target, `Mail ${tag}`, `Mail.${tag}@Example.com`)
    expect(
      (
        await post(
          target,
          inviteeEvent('invitee.created', { uri: invitee(), email: `mail.${tag}@example.com`, name: 'M' }),
        )
      ).status,
    ).toBe(200)
    expect(await bookingsOf(target, id)).toHaveLength(1)

    const stranger = `new.${tag}@example.com`
    expect(
      (
        await post(
          target,
          inviteeEvent('invitee.created', { uri: invitee(), email: stranger, name: `New ${tag}` }),
        )
      ).status,
    ).toBe(200)
    const lead = await database(target)
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', stranger)
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({ kind: 'booking', name: `New ${tag}`, status: 'new' })
    expect(lead.message).toBe(
      'Booked a call through the scheduling page: 30 Minute Consultation, 3 Dec 2026, 11:00 am IST.',
    )
    expect(await bookingsOf(target, lead.id)).toHaveLength(1)
  })

  it('a reschedule cancels the old time and books the new; a cancellation cancels', async () => {
    const tag = marker(8)
    const email = `move.${tag}@example.com`
    const id = await enquire(target, `Move ${tag}`, email)
    const [first, second] = [invitee(), invitee()]
    await post(target, inviteeEvent('invitee.created', { uri: first, email, name: 'M', utm_content: id }))
    // What the provider sends for a reschedule: the old invitee canceled, a new one created.
    await post(
      target,
      inviteeEvent('invitee.canceled', { uri: first, email, name: 'M', utm_content: id, rescheduled: true }),
    )
    await post(
      target,
      inviteeEvent('invitee.created', {
        uri: second,
        email,
        name: 'M',
        utm_content: id,
        start: '2026-12-04T09:00:00.000000Z',
      }),
    )
    expect((await bookingsOf(target, id)).map((b) => [b.invitee_uri, b.status, b.rescheduled])).toEqual([
      [first, 'canceled', 1],
      [second, 'scheduled', 0],
    ])
    await post(
      target,
      inviteeEvent('invitee.canceled', {
        uri: second,
        email,
        name: 'M',
        utm_content: id,
        start: '2026-12-04T09:00:00.000000Z',
      }),
    )
    expect((await bookingsOf(target, id)).map((b) => b.status)).toEqual(['canceled', 'canceled'])
    expect(await timelineOf(target, id)).toEqual([
      'Call booked: 30 Minute Consultation, 3 Dec 2026, 11:00 am IST',
      'Call moved (a new time follows): 30 Minute Consultation, 3 Dec 2026, 11:00 am IST',
      'Call booked: 30 Minute Consultation, 4 Dec 2026, 2:30 pm IST',
      'Call canceled: 30 Minute Consultation, 4 Dec 2026, 2:30 pm IST',
    ])
  })

  it('passes bookings on to the webhooks as booking.scheduled and booking.canceled', async () => {
    const receiver = await startReceiver()
    const endpoint = `test-${marker(8)}`
    const at = new Date().toISOString()
    await database(target)
      .insertInto('webhook_endpoints')
      .values({
        id: endpoint,
        kind: 'webhook',
        url: receiver.url,
        events: 'booking.scheduled booking.canceled',
        secret: newSecret(),
        source: 'desk',
        created_at: at,
        updated_at: at,
      })
      .execute()
    try {
      const tag = marker(8)
      const uri = invitee()
      const email = `hook.${tag}@example.com`
      await post(target, inviteeEvent('invitee.created', { uri, email, name: `Hook ${tag}` }))
      await post(target, inviteeEvent('invitee.canceled', { uri, email, name: `Hook ${tag}` }))
      const events = (await receiver.waitFor(email, 2)).map((r) => JSON.parse(r.body))
      expect(events.map((e) => e.type)).toEqual(['booking.scheduled', 'booking.canceled'])
      expect(events[0].data).toMatchObject({
        kind: 'enquiry',
        booking: { email, event: '30 Minute Consultation', start_time: '2026-12-03T05:30:00.000000Z' },
      })
      // The person's copy of their data names the call, and where their lead was sent (the host).
      const booking = await database(target)
        .selectFrom('bookings')
        .select(['record_type', 'record_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const admin = await adminClient(target)
      const copy = await admin.send(`/api/admin/${booking.record_type}/${booking.record_id}/person`)
      expect(copy.status).toBe(200)
      const data = JSON.parse(
        strFromU8(unzipSync(new Uint8Array(await copy.arrayBuffer()))['data.json']!),
      ) as {
        bookings: Array<{ status: string; event_name: string }>
        deliveries: Array<{ event: string; sent_to: string }>
      }
      expect(data.bookings).toMatchObject([{ status: 'canceled', event_name: '30 Minute Consultation' }])
      expect(data.deliveries.map((d) => [d.event, d.sent_to])).toEqual([
        ['booking.scheduled', new URL(receiver.url).host],
        ['booking.canceled', new URL(receiver.url).host],
      ])
    } finally {
      await database(target).deleteFrom('webhook_endpoints').where('id', '=', endpoint).execute()
      await receiver.close()
    }
  })

  it('refuses a body past 64 KB, declared or streamed without a length', async () => {
    const big = 'x'.repeat(70 * 1024)
    expect((await post(target, big)).status).toBe(413)
    // Streamed without a length, on a connection of its own (nothing else shares what is left of it).
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${target.url}/api/integrations/calendly`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'calendly-webhook-signature': 't=1,v1=00' },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
          req.destroy()
        },
      )
      req.on('error', reject)
      for (let i = 0; i < 80; i++) req.write('y'.repeat(1024))
      req.end()
    })
    expect(streamed).toBe(413)
  })

  it('a forged, stale or replayed event is refused and stores nothing', async () => {
    const tag = marker(8)
    const email = `forged.${tag}@example.com`
    const body = inviteeEvent('invitee.created', { uri: invitee(), email, name: `Forged ${tag}` })
    const stored = () =>
      database(target).selectFrom('bookings').select('id').where('email', '=', email).execute()

    expect((await post(target, body, { key: 'not the signing key' })).status).toBe(401)
    expect((await send(target, body, '')).status).toBe(401)
    expect((await post(target, body, { t: Math.floor(Date.now() / 1000) - 200 })).status).toBe(400)
    expect(await stored()).toEqual([])

    const t = Math.floor(Date.now() / 1000)
    expect((await post(target, body, { t })).status).toBe(200)
    const replayed = await post(target, body, { t })
    expect(replayed.status).toBe(400)
    expect(await replayed.json()).toEqual({ message: 'This event was received before.' })
    expect(await stored()).toHaveLength(1)
    // The same booking sent again later (the provider retrying, signed anew) is stored once.
    expect((await post(target, body, { t: t + 1 })).status).toBe(200)
    expect(await stored()).toHaveLength(1)
  })
})
