import { createHmac } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32(text: string) {
  let bits = ''
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = ALPHABET.indexOf(char)
    if (value < 0) throw new Error(`not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/**
 * What an authenticator app shows for an `otpauth://` address at a time (RFC 6238: HMAC-SHA1,
 * 30-second steps, 6 digits), written here from the RFC so the tests check the site against the
 * standard rather than against the library it uses.
 */
export function totpCode(uri: string, at = Date.now()) {
  const url = new URL(uri)
  const key = base32(url.searchParams.get('secret') ?? '')
  const period = Number(url.searchParams.get('period') ?? 30)
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0xf
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return number.toString().padStart(6, '0')
}

/** Waits, if need be, until the current 30-second step has at least `seconds` left. */
export async function freshStep(seconds = 8) {
  const left = 30 - ((Date.now() / 1000) % 30)
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200))
}
