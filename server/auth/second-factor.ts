import 'server-only'
import { db } from '@/server/db'
import { keyedHash } from '@/server/secret'

/**
 * What the auth library's two-factor plugin leaves to us: backup codes kept as hashes (its own
 * choice is encryption with the site's secret, which a dump together with the secret would undo),
 * authenticator codes that work once, and finding whose second step a request is.
 */

const HASHED = 'h1:'
/** A backup code as stored, and as looked for: a keyed hash, never the code. */
export const backupCodeHash = (code: string) => `${HASHED}${keyedHash('backup-code', code.trim())}`

/**
 * The plugin's `storeBackupCodes` hooks. It hands `encrypt` the list to store (new codes as
 * shown, or the hashes left after one was used) and compares a typed code with what `decrypt`
 * returns, so a code is hashed before the plugin sees it (see authRequestBody) and a stored list
 * is returned as it is.
 */
export const backupCodeStore = {
  encrypt: async (json: string) =>
    JSON.stringify(
      (JSON.parse(json) as string[]).map((code) => (code.startsWith(HASHED) ? code : backupCodeHash(code))),
    ),
  decrypt: async (stored: string) => stored,
}

/** Seconds a code is remembered after it was accepted: its window either side, and then some. */
const TOTP_MEMORY_MS = 3 * 60_000

/**
 * Takes an authenticator code for an account: false when that code was already taken within its
 * time window (a replay, or the same code sent twice at once). Inserted before the code is
 * checked, so two requests can never both use it; a code that then proves wrong is given back.
 */
export async function claimTotpCode(userId: string, code: string, at = new Date()) {
  const now = at.toISOString()
  await db.deleteFrom('used_totp_codes').where('expires_at', '<', now).execute()
  const inserted = await db
    .insertInto('used_totp_codes')
    .values({
      user_id: userId,
      code_hash: keyedHash('totp-code', code.trim()),
      expires_at: new Date(at.getTime() + TOTP_MEMORY_MS).toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'code_hash']).doNothing())
    .returning('user_id')
    .executeTakeFirst()
  return inserted !== undefined
}

export async function releaseTotpCode(userId: string, code: string) {
  await db
    .deleteFrom('used_totp_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', keyedHash('totp-code', code.trim()))
    .execute()
}

/** A cookie's value from a request's Cookie header (URL-decoded), or null. */
export function cookieOf(headers: Headers, name: string) {
  for (const part of headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/** A signed cookie's value without its signature (`value.signature`). */
export const unsigned = (value: string | null) =>
  value && value.includes('.') ? value.slice(0, value.lastIndexOf('.')) : null
