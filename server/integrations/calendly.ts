import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import { now, writeTransaction, type Executor } from '@/server/db'
import { env } from '@/server/env'
import { recordEvents } from '@/server/leads/events'
import { RECORD_TABLES } from '@/server/db/schema'
import { deskLink } from '@/server/webhooks/events'
import { queueEvent } from '@/server/webhooks/queue'
import type { RecordType } from '@/lib/vocabulary'
import { formatCallTime } from '@/lib/call-time'
import { checkCalendlySignature, TOLERANCE_S } from './calendly-signature'

/** The provider's invitee events this site reads (a reschedule sends both); others are ignored. */
const invitee = z.object({
  event: z.enum(['invitee.created', 'invitee.canceled']),
  payload: z.object({
    uri: z.string().min(1).max(500),
    email: z.string().trim().toLowerCase().min(3).max(254),
    name: z.string().trim().min(1).max(200),
    rescheduled: z.boolean().nullish(),
    tracking: z
      .object({ utm_content: z.string().max(200).nullish() })
      .partial()
      .nullish(),
    scheduled_event: z.object({
      uri: z.string().min(1).max(500),
      name: z.string().trim().min(1).max(200),
      start_time: z.iso.datetime({ offset: true }),
      end_time: z.iso.datetime({ offset: true }),
    }),
  }),
})
type Invitee = z.infer<typeof invitee>['payload']

/** What the route answers: a status and a short message (never what was stored). */
export type Outcome = { status: number; message: string }

const describe = (p: Invitee) => `${p.scheduled_event.name}, ${formatCallTime(p.scheduled_event.start_time)}`

/**
 * The lead a booking belongs to: the one whose reference the site put in the booking link
 * (`utm_content`), else the latest one from the invitee's address (spam aside in both), else a new lead of
 * kind 'booking' in the enquiries.
 */
async function leadFor(trx: Executor, p: Invitee): Promise<{ type: RecordType; id: string }> {
  const reference = p.tracking?.utm_content?.trim()
  const found: Array<{ type: RecordType; id: string; created_at: string }> = []
  for (const type of ['messages', 'applications'] as const) {
    const row = await trx
      .selectFrom(RECORD_TABLES[type])
      .select(['id', 'created_at'])
      .where('status', '<>', 'spam')
      .where((eb) => (reference ? eb('id', '=', reference) : eb(sql<string>`lower(email)`, '=', p.email)))
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    if (row) found.push({ type, ...row })
  }
  // By the reference, else by the address if the reference named no lead.
  const byAddress = reference && !found.length ? await leadFor(trx, { ...p, tracking: null }) : null
  if (byAddress) return byAddress
  const latest = found.sort((x, y) => y.created_at.localeCompare(x.created_at))[0]
  if (latest) return { type: latest.type, id: latest.id }
  const id = randomUUID()
  await trx
    .insertInto('contact_messages')
    .values({
      id,
      kind: 'booking',
      name: p.name,
      email: p.email,
      message: `Booked a call through the scheduling page: ${describe(p)}.`,
      status: 'new',
      created_at: now(),
    })
    .execute()
  return { type: 'messages', id }
}

/** The booking as the webhooks' booking events carry it. */
const bookingData = (lead: { type: RecordType; id: string }, p: Invitee) => ({
  reference: lead.id,
  kind: lead.type === 'messages' ? 'enquiry' : 'application',
  link: deskLink(lead.type, lead.id),
  booking: {
    name: p.name,
    email: p.email,
    event: p.scheduled_event.name,
    start_time: p.scheduled_event.start_time,
    end_time: p.scheduled_event.end_time,
    rescheduled: Boolean(p.rescheduled),
  },
})

/** A booking as stored, scheduled, for the lead it belongs to. */
const bookingRow = (p: Invitee, lead: { type: RecordType; id: string }, at: string) => ({
  id: randomUUID(),
  invitee_uri: p.uri,
  event_uri: p.scheduled_event.uri,
  record_type: lead.type,
  record_id: lead.id,
  name: p.name,
  email: p.email,
  event_name: p.scheduled_event.name,
  start_time: p.scheduled_event.start_time,
  end_time: p.scheduled_event.end_time,
  status: 'scheduled' as const,
  created_at: at,
})

/** Stores one verified invitee event, once: on its lead's timeline, and out to the webhooks. */
async function store(trx: Executor, event: Invitee & { kind: 'invitee.created' | 'invitee.canceled' }) {
  const at = now()
  const existing = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('invitee_uri', '=', event.uri)
    .executeTakeFirst()
  const lead = existing ? { type: existing.record_type, id: existing.record_id } : await leadFor(trx, event)
  if (event.kind === 'invitee.created') {
    if (existing) return
    await trx
      .insertInto('bookings')
      .values(bookingRow(event, lead, at))
      .execute()
    await recordEvents(
      [{ ...lead, kind: 'booking', detail: `Call booked: ${describe(event)}`, actor: null }],
      trx,
    )
    await queueEvent(trx, 'booking.scheduled', bookingData(lead, event), lead)
    return
  }
  if (existing?.status === 'canceled') return
  const rescheduled = Boolean(event.rescheduled)
  if (existing)
    await trx
      .updateTable('bookings')
      .set({ status: 'canceled', canceled_at: at, rescheduled: rescheduled ? 1 : 0 })
      .where('id', '=', existing.id)
      .execute()
  else
    await trx
      .insertInto('bookings')
      .values({
        ...bookingRow(event, lead, at),
        status: 'canceled',
        rescheduled: rescheduled ? 1 : 0,
        canceled_at: at,
      })
      .execute()
  const detail = rescheduled
    ? `Call moved (a new time follows): ${describe(event)}`
    : `Call canceled: ${describe(event)}`
  await recordEvents([{ ...lead, kind: 'booking', detail, actor: null }], trx)
  await queueEvent(trx, 'booking.canceled', bookingData(lead, event), lead)
}

/**
 * Receives one of the scheduling provider's webhook events (POST /api/integrations/calendly): its
 * signature checked on the raw body first, then the event stored once. A bad signature is 401,
 * a stale or replayed event or an unreadable one 400, and each stores nothing; an event of another
 * kind is acknowledged and ignored; without CALENDLY_WEBHOOK_SIGNING_KEY nothing is taken (404).
 */
export async function receiveCalendly(rawBody: string, signatureHeader: string | null): Promise<Outcome> {
  const key = env.CALENDLY_WEBHOOK_SIGNING_KEY
  if (!key) return { status: 404, message: 'Booking events are not taken here.' }
  const checked = checkCalendlySignature(signatureHeader, rawBody, key)
  if (!checked.ok) return { status: checked.status, message: checked.reason }
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { status: 400, message: 'The body is not JSON.' }
  }
  const kind = (body as { event?: unknown } | null)?.event
  if (kind !== 'invitee.created' && kind !== 'invitee.canceled') return { status: 200, message: 'Ignored.' }
  const parsed = invitee.safeParse(body)
  if (!parsed.success) return { status: 400, message: 'Not an invitee event this site can read.' }
  return writeTransaction(async (trx) => {
    // Seen before: a replay, refused, and (in this same transaction) nothing else is stored.
    const seen = await trx
      .insertInto('calendly_seen')
      .values({ signature: checked.signature, seen_at: now() })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst()
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) !== 1)
      return { status: 400, message: 'This event was received before.' }
    await trx
      .deleteFrom('calendly_seen')
      .where('seen_at', '<', new Date(Date.now() - 4 * TOLERANCE_S * 1000).toISOString())
      .execute()
    await store(trx, { ...parsed.data.payload, kind: parsed.data.event })
    return { status: 200, message: 'Stored.' }
  })
}
