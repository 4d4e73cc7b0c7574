import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed event may be (its `t`), either way, before it is refused as stale. */
export const TOLERANCE_S = 180

/** A verified event's signature (to refuse it when sent again), or why it is refused. */
export type SignatureCheck =
  { ok: true; signature: string } | { ok: false; status: 400 | 401; reason: string }

/**
 * Checks the scheduling provider's `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`: the
 * hex HMAC-SHA256, under the signing key, of `t.body` on the raw body as received, compared in
 * constant time; `t` within TOLERANCE_S of now. A missing or wrong signature is 401 (the sender is
 * not who it says), a stale one 400.
 */
export function checkCalendlySignature(
  header: string | null,
  rawBody: string,
  key: string,
  nowS = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((p) => {
      const at = p.indexOf('=')
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const
    }),
  )
  const t = parts.get('t') ?? ''
  const given = parts.get('v1') ?? ''
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(given))
    return { ok: false, status: 401, reason: 'No readable signature.' }
  const expected = createHmac('sha256', key).update(`${t}.${rawBody}`).digest()
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected))
    return { ok: false, status: 401, reason: 'The signature does not match.' }
  if (Math.abs(nowS - Number(t)) > TOLERANCE_S)
    return { ok: false, status: 400, reason: 'The event is too old (or from the future).' }
  return { ok: true, signature: given.toLowerCase() }
}
