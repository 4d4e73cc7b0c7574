import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkCalendlySignature, TOLERANCE_S } from './calendly-signature'

const KEY = 'a-signing-key-for-the-test'
const BODY = '{"event":"invitee.created","payload":{}}'
const signed = (t: number, body = BODY, key = KEY) =>
  `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`

describe("the scheduling provider's signature", () => {
  const now = 1_790_000_000

  it('takes the hex HMAC-SHA256 of t.body under the key, within 3 minutes either way', () => {
    expect(checkCalendlySignature(signed(now), BODY, KEY, now)).toMatchObject({ ok: true })
    expect(checkCalendlySignature(signed(now - TOLERANCE_S), BODY, KEY, now).ok).toBe(true)
    expect(checkCalendlySignature(signed(now + TOLERANCE_S), BODY, KEY, now).ok).toBe(true)
    expect(TOLERANCE_S).toBe(180)
  })

  it('a stale event is 400; a wrong key, a changed body or no signature is 401', () => {
    expect(checkCalendlySignature(signed(now - TOLERANCE_S - 1), BODY, KEY, now)).toEqual({
      ok: false,
      status: 400,
      reason: 'The event is too old (or from the future).',
    })
    expect(checkCalendlySignature(signed(now, BODY, 'another key'), BODY, KEY, now)).toMatchObject({
      status: 401,
    })
    expect(checkCalendlySignature(signed(now), `${BODY} `, KEY, now)).toMatchObject({ status: 401 })
    for (const header of [null, '', 't=1', `v1=${'0'.repeat(64)}`, `t=${now},v1=xyz`])
      expect(checkCalendlySignature(header, BODY, KEY, now)).toMatchObject({ ok: false, status: 401 })
  })
})
