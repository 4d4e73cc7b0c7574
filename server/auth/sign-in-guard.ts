import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import { SESSION_COOKIE_PREFIX } from '@/server/auth/options'
import { db } from '@/server/db'
import { env } from '@/server/env'
import { rateLimit } from '@/server/rate-limit'
import { clientAddress, json } from '@/server/request'
import { keyedHash } from '@/server/secret'

/** Attempts on one account that are evaluated at once; after these each waits its turn. */
export const SIGN_IN_FREE_ATTEMPTS = 10
/** The attempt that locks the account (for every browser it has not signed in from before). */
export const SIGN_IN_LOCK_AT = 20
export const SIGN_IN_LOCK_MS = 15 * 60_000
/** The longest wait between two attempts before the lock. */
export const SIGN_IN_MAX_DELAY_MS = 60_000
/** An account nobody has tried for this long starts again with its free attempts. */
export const SIGN_IN_QUIET_RESET_MS = 60 * 60_000
/** All requests to the auth endpoints per address per minute (sign-in has LOGIN_RATE_LIMIT). */
export const AUTH_REQUESTS_PER_MINUTE = 120
export const KNOWN_DEVICE_COOKIE = `${SESSION_COOKIE_PREFIX}.known_device`
export const KNOWN_DEVICE_DAYS = 180

export const SIGN_IN_PATH = '/api/auth/sign-in/email'
const SWEEP_EVERY_MS = 60_000
let lastSweep = 0
const NEVER = new Date(0).toISOString()
export const SIGN_IN_REFUSAL = 'Too many sign-in attempts. Please wait and try again.'

/** The account an attempt names, as stored: a hash of the address typed, known or not. */
export function accountKey(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/** The wait before the attempt after `attempts`: 1 s after the free ones, doubling, capped. */
export function delayAfter(attempts: number) {
  if (attempts < SIGN_IN_FREE_ATTEMPTS) return 0
  return Math.min(SIGN_IN_MAX_DELAY_MS, 1000 * 2 ** (attempts - SIGN_IN_FREE_ATTEMPTS))
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Takes the account's next turn, or says how long until there is one. Up to
 * SIGN_IN_FREE_ATTEMPTS go at once; then each attempt must wait for the one before plus a delay
 * that doubles; the SIGN_IN_LOCK_AT-th locks the account for SIGN_IN_LOCK_MS. After a lock the
 * account is straight back to waiting between attempts, so guessing stays slow; the lock ends by
 * itself, a right password (or an hour of quiet) clears it all, and a browser that has signed in
 * to the account before is never held back by it (see KNOWN_DEVICE_COOKIE), so an attacker can
 * slow the owner down but not lock them out. Unknown accounts are counted exactly like known
 * ones, so the answers tell nobody which exist.
 *
 * The turn is one UPDATE that counts the attempt only while the account is not waiting, and,
 * from the first attempt that must wait, holds the account for the longest wait until the exact
 * one is written: concurrent attempts from any number of addresses and app processes can
 * neither share a turn nor slip in between.
 */
export async function claimSignInAttempt(account: string, at = new Date()): Promise<Claim> {
  const now = at.toISOString()
  const quietSince = new Date(at.getTime() - SIGN_IN_QUIET_RESET_MS).toISOString()
  const hold = new Date(at.getTime() + SIGN_IN_LOCK_MS).toISOString()
  for (let tries = 0; tries < 3; tries++) {
    await db
      .insertInto('sign_in_attempts')
      .values({ account, attempts: 0, last_attempt_at: NEVER, next_attempt_at: NEVER })
      .onConflict((oc) => oc.column('account').doNothing())
      .execute()
    const counted = sql<number>`case when last_attempt_at <= ${quietSince} then 1 else attempts + 1 end`
    const taken = await db
      .updateTable('sign_in_attempts')
      .set({
        attempts: counted,
        last_attempt_at: now,
        next_attempt_at: sql<string>`case when ${counted} >= ${SIGN_IN_FREE_ATTEMPTS} then ${hold} else ${NEVER} end`,
      })
      .where('account', '=', account)
      .where('next_attempt_at', '<=', now)
      .returning('attempts')
      .executeTakeFirst()
    if (!taken) {
      const row = await db
        .selectFrom('sign_in_attempts')
        .select('next_attempt_at')
        .where('account', '=', account)
        .executeTakeFirst()
      // Gone (swept) or free again in between: try again.
      if (!row || row.next_attempt_at <= now) continue
      return { allowed: false, retryAfterSeconds: secondsUntil(row.next_attempt_at, at) }
    }
    const attempts = Number(taken.attempts)
    if (attempts < SIGN_IN_FREE_ATTEMPTS) return { allowed: true }
    const locks = attempts >= SIGN_IN_LOCK_AT
    const wait = locks ? SIGN_IN_LOCK_MS : delayAfter(attempts)
    await db
      .updateTable('sign_in_attempts')
      .set({
        attempts: locks ? SIGN_IN_FREE_ATTEMPTS : attempts,
        next_attempt_at: new Date(at.getTime() + wait).toISOString(),
      })
      .where('account', '=', account)
      .where('last_attempt_at', '=', now)
      .execute()
    const who = `Sign-in: account ${account.slice(0, 12)}`
    if (locks)
      console.warn(
        `${who} locked for ${SIGN_IN_LOCK_MS / 60_000} min after ${attempts} attempts without the right password.`,
      )
    else if (attempts === SIGN_IN_FREE_ATTEMPTS)
      console.warn(`${who} slowed down after ${attempts} attempts without the right password.`)
    return { allowed: true }
  }
  return { allowed: false, retryAfterSeconds: 1 }
}

/** A right password: the account starts afresh. (Reset, not deleted, so a turn being taken
 * at the same moment by another request still finds its row.) */
export async function clearSignInAttempts(account: string) {
  await db
    .updateTable('sign_in_attempts')
    .set({ attempts: 0, next_attempt_at: NEVER })
    .where('account', '=', account)
    .execute()
}

/** Accounts nobody has tried for an hour and that are not waiting: nothing left to remember. */
export async function sweepSignInAttempts(at = new Date()) {
  await db
    .deleteFrom('sign_in_attempts')
    .where('last_attempt_at', '<=', new Date(at.getTime() - SIGN_IN_QUIET_RESET_MS).toISOString())
    .where('next_attempt_at', '<=', at.toISOString())
    .execute()
}

function secondsUntil(iso: string, at: Date) {
  return Math.max(1, Math.ceil((Date.parse(iso) - at.getTime()) / 1000))
}

const signature = (account: string, expires: number) => keyedHash('known-device', `${account}:${expires}`)

/** The cookie a browser gets when it signs in: it then skips the account's wait and lock. */
export function knownDeviceCookie(account: string, at = new Date()) {
  const maxAge = KNOWN_DEVICE_DAYS * 24 * 60 * 60
  const expires = Math.floor(at.getTime() / 1000) + maxAge
  const secure = env.SITE_URL.startsWith('https://') ? '; Secure' : ''
  return `${KNOWN_DEVICE_COOKIE}=${expires}.${signature(account, expires)}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`
}

export function isKnownDevice(request: Request, account: string, at = new Date()) {
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
  const [expiresText, mac] = cookie?.slice(KNOWN_DEVICE_COOKIE.length + 1).split('.') ?? []
  const expires = Number(expiresText)
  if (!mac || !Number.isInteger(expires) || expires * 1000 <= at.getTime()) return false
  const expected = Buffer.from(signature(account, expires))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function tooMany(retryAfterSeconds: number) {
  return json({ code: 'TOO_MANY_REQUESTS', message: SIGN_IN_REFUSAL }, 429, {
    'Retry-After': String(retryAfterSeconds),
  })
}

/** The e-mail address a sign-in request names, if its body can be read as JSON or a form. */
export async function emailOf(request: Request) {
  try {
    const type = request.headers.get('content-type') ?? ''
    const value = type.includes('application/json')
      ? ((await request.clone().json()) as { email?: unknown }).email
      : (await request.clone().formData()).get('email')
    return typeof value === 'string' && value.trim() ? value : null
  } catch {
    return null
  }
}

/**
 * The second step of a sign-in (or a confirmation from a signed-in browser): counted against the
 * account like its password. A passkey used to sign in by itself names no account before it is
 * checked, so it is limited per address only.
 */
export const SECOND_STEP_PATHS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/passkey/verify-authentication',
])

/** Whether an answer completed a sign-in (not a right password still waiting for its second step). */
async function signedIn(response: Response) {
  if (response.status !== 200) return false
  try {
    const body = (await response.clone().json()) as { twoFactorRedirect?: unknown } | null
    return !body?.twoFactorRedirect
  } catch {
    return true
  }
}

/**
 * Every request to the auth library passes here first: a limit per address on all of them, and
 * on sign-in, both its steps, a tighter one per address (LOGIN_RATE_LIMIT a minute) plus the
 * account's turn. All are kept in the database, so every app process shares them. The library's
 * own limiter is off (server/auth/options.ts): it counts in each process's memory. The account a
 * second step is for is found by `secondStepAccount` (its session, or its pending sign-in).
 * Attempts are cleared only by a completed sign-in: a right password alone does not give a
 * guesser of the second step fresh turns.
 */
export async function guardAuthRequest(
  request: Request,
  handle: (request: Request) => Promise<Response>,
  secondStepAccount?: (headers: Headers) => Promise<string | null>,
) {
  const address = clientAddress(request)
  const all = await rateLimit(`auth:${address}`, AUTH_REQUESTS_PER_MINUTE)
  if (!all.allowed) return tooMany(all.retryAfterSeconds)
  const pathname = new URL(request.url).pathname
  const secondStep = SECOND_STEP_PATHS.has(pathname)
  if (request.method !== 'POST' || (pathname !== SIGN_IN_PATH && !secondStep)) return handle(request)

  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now()
    await sweepSignInAttempts()
  }
  const perAddress = await rateLimit(`login:${address}`, env.LOGIN_RATE_LIMIT)
  if (!perAddress.allowed) return tooMany(perAddress.retryAfterSeconds)
  const email = secondStep ? ((await secondStepAccount?.(request.headers)) ?? null) : await emailOf(request)
  const account = email ? accountKey(email) : null
  // The owner's own browser neither waits nor, signing in, gives an attacker fresh attempts.
  const counted = account !== null && !isKnownDevice(request, account)
  if (counted) {
    const claim = await claimSignInAttempt(account)
    if (!claim.allowed) return tooMany(claim.retryAfterSeconds)
  }

  const response = await handle(request)
  if (!account || !(await signedIn(response))) return response
  if (counted) await clearSignInAttempts(account)
  const answered = new Response(response.body, response)
  answered.headers.append('Set-Cookie', knownDeviceCookie(account))
  return answered
}
