import { after } from 'next/server'
import { json } from '@/server/request'
import { receiveCalendly } from '@/server/integrations/calendly'
import { flushOutbox } from '@/server/outbox'

/** The provider's events are small; a larger body is not one of them. */
const MAX_BODY_BYTES = 64 * 1024

/** The body as text, read no further than MAX_BODY_BYTES (null past it, declared or not). */
async function readCapped(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The scheduling provider's webhook (invitee.created and invitee.canceled): verified on the raw
 * body, stored on the timeline of the lead the booking belongs to (server/integrations/calendly.ts),
 * and passed on to the site's own webhooks after the response.
 */
export async function POST(request: Request) {
  const raw = await readCapped(request)
  if (raw === null) return json({ message: 'Too large.' }, 413)
  const outcome = await receiveCalendly(raw, request.headers.get('calendly-webhook-signature'))
  if (outcome.status === 200) after(() => flushOutbox())
  return json({ message: outcome.message }, outcome.status)
}
