import { after } from 'next/server'
import { json } from '@/server/request'
import { receiveCalendly } from '@/server/integrations/calendly'
import { flushOutbox } from '@/server/outbox'

/** The provider's events are small; a larger body is not one of them. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * The scheduling provider's webhook (invitee.created and invitee.canceled): verified on the raw
 * body, stored on the timeline of the lead the booking belongs to (server/integrations/calendly.ts),
 * and passed on to the site's own webhooks after the response.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return json({ message: 'Too large.' }, 413)
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return json({ message: 'Too large.' }, 413)
  const outcome = await receiveCalendly(raw, request.headers.get('calendly-webhook-signature'))
  if (outcome.status === 200) after(() => flushOutbox())
  return json({ message: outcome.message }, outcome.status)
}
