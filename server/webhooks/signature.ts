import { createHmac, randomBytes } from 'node:crypto'

/**
 * Signing by the Standard Webhooks specification (standardwebhooks.com): a secret is `whsec_`
 * and the base64 of its key (24 to 64 random bytes); a delivery is signed by HMAC-SHA256 of
 * `id.timestamp.body` under that key, sent as `v1,<base64>`, one such signature per secret in
 * force, separated by spaces (the old secret signs alongside the new for a while after a rotation).
 */
export const SECRET_PREFIX = 'whsec_'
const KEY_BYTES = { min: 24, max: 64, fresh: 32 }

/** A new secret for an endpoint. */
export const newSecret = () => SECRET_PREFIX + randomBytes(KEY_BYTES.fresh).toString('base64')

/** The key a secret stands for, or null when it is not a `whsec_` secret of 24 to 64 bytes. */
export function keyOf(secret: string) {
  if (!secret.startsWith(SECRET_PREFIX)) return null
  const encoded = secret.slice(SECRET_PREFIX.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null
  const key = Buffer.from(encoded, 'base64')
  return key.length >= KEY_BYTES.min && key.length <= KEY_BYTES.max ? key : null
}

/** One signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. */
export function sign(secret: string, id: string, timestamp: number, body: string) {
  const key = keyOf(secret)
  if (!key) throw new Error('Not a whsec_ secret of 24 to 64 bytes')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** The three headers a delivery carries, signed by every secret in force. */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  }
}
