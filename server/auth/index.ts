import 'server-only'
import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { companyFactsOrSeed } from '@/server/content/collections'
import { authOptions } from '@/server/auth/options'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { env } from '@/server/env'
import { cookieOf, unsigned } from '@/server/auth/second-factor'
import { accountKey, clearSignInAttempts } from '@/server/auth/sign-in-guard'

const globalForAuth = globalThis as unknown as { __auth?: ReturnType<typeof betterAuth<typeof authOptions>> }
export const auth = (globalForAuth.__auth ??= betterAuth(authOptions))

export type AdminSession = {
  userId: string
  email: string
  sessionId: string
  /** Whether the account has a second factor enrolled. */
  twoFactor: boolean
  /** REQUIRE_2FA is on and the account has no second factor: only enrolment is open to it. */
  mustEnrol: boolean
}

/**
 * The one access check for admin reads and writes: a live session from our own database.
 * Accounts exist only through ADMIN_EMAIL/ADMIN_PASSWORD or the CLI (sign-up is off), so every
 * signed-in user is an administrator. A database that is away is thrown, not taken for "signed
 * out": the administrator is told to try again instead of being shown the sign-in form.
 */
export async function requireAdmin(headers: Headers): Promise<AdminSession | null> {
  const session = await auth.api.getSession({ headers }).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error
    return null
  })
  if (!session) return null
  const twoFactor = Boolean(session.user.twoFactorEnabled)
  return {
    userId: session.user.id,
    email: session.user.email,
    sessionId: session.session.id,
    twoFactor,
    mustEnrol: env.REQUIRE_2FA && !twoFactor,
  }
}

/** The session a request carries, read from the database (never a cached copy), or null. */
export async function sessionOf(headers: Headers) {
  return auth.api.getSession({ headers, query: { disableCookieCache: true } }).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error
    return null
  })
}

/** A cookie's name as the auth library writes it (its prefix, and `__Secure-` over HTTPS). */
export async function authCookieName(name: 'two_factor' | 'trust_device' | 'session_token') {
  return (await auth.$context).createAuthCookie(name).name
}

/**
 * The account whose second step a request is taking: the password was right, and the request
 * carries the short-lived cookie the library set for the second step. Null otherwise.
 */
export async function pendingSignIn(headers: Headers) {
  const identifier = unsigned(cookieOf(headers, await authCookieName('two_factor')))
  if (!identifier) return null
  const ctx = await auth.$context
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier)
  if (!challenge || challenge.expiresAt.getTime() <= Date.now()) return null
  const user = await ctx.internalAdapter.findUserById(challenge.value)
  return user ? { id: user.id, email: user.email } : null
}

/** The e-mail of the account a second-step request is for: signed in, or halfway through. */
export async function secondStepEmail(headers: Headers) {
  const session = await sessionOf(headers)
  return session?.user.email ?? (await pendingSignIn(headers))?.email ?? null
}

/** Signs the account out everywhere but the session whose token is `keep`. */
export async function signOutOthers(userId: string, keep: string | null) {
  const ctx = await auth.$context
  const sessions = await ctx.internalAdapter.listSessions(userId)
  const others = sessions.filter((s) => s.token !== keep).map((s) => s.token)
  if (others.length) await ctx.internalAdapter.deleteSessions(others)
  return others.length
}

/**
 * Removes an account's second factors: the authenticator and its backup codes, its passkeys, and
 * every browser trusted to skip the second step. Returns whether there was any. `npm run admin --
 * reset-2fa` ends here (turning two-step sign-in off in the desk removes the same, through the
 * auth library's endpoint: server/auth/flow.ts).
 */
export async function removeSecondFactors(userId: string) {
  const ctx = await auth.$context
  const had = await ctx.adapter.count({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
  await ctx.adapter.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
  const passkeys = await removePasskeys(userId)
  await forgetTrustedBrowsers(userId)
  await ctx.internalAdapter.updateUser(userId, { twoFactorEnabled: false })
  return had + passkeys > 0
}

/** Removes every passkey of the account; how many there were. */
export async function removePasskeys(userId: string) {
  const ctx = await auth.$context
  const where = [{ field: 'userId', value: userId }]
  const count = await ctx.adapter.count({ model: 'passkey', where })
  if (count) await ctx.adapter.deleteMany({ model: 'passkey', where })
  return count
}

/** Every browser trusted to skip the account's second step must take it again. */
export async function forgetTrustedBrowsers(userId: string) {
  const ctx = await auth.$context
  await ctx.adapter.deleteMany({
    model: 'verification',
    where: [
      { field: 'value', value: userId },
      { field: 'identifier', operator: 'starts_with', value: 'trust-device-' },
    ],
  })
}

/**
 * Create an admin, or set the password of an existing one (which also lifts any sign-in wait or
 * lock on the account). Returns whether it was created.
 */
export async function upsertAdmin(email: string, password: string) {
  const ctx = await auth.$context
  await clearSignInAttempts(accountKey(email))
  const hash = await ctx.password.hash(password)
  const existing = await ctx.internalAdapter.findUserByEmail(email.toLowerCase())
  if (existing) {
    const credential = await ctx.internalAdapter.findCredentialAccount(existing.user.id)
    if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, hash)
    else await linkCredential(existing.user.id, hash)
    return false
  }
  const user = await ctx.internalAdapter.createUser(
    { email: email.toLowerCase(), name: 'Administrator', emailVerified: true },
    { method: 'admin' },
  )
  await linkCredential(user.id, hash)
  return true
}

async function linkCredential(userId: string, hash: string) {
  const ctx = await auth.$context
  await ctx.internalAdapter.linkAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: hash,
  })
}

export async function findAdmin(email: string) {
  const ctx = await auth.$context
  return (await ctx.internalAdapter.findUserByEmail(email.toLowerCase()))?.user ?? null
}

export async function countAdmins() {
  const ctx = await auth.$context
  return ctx.internalAdapter.countTotalUsers()
}

export function randomPassword() {
  return randomBytes(18).toString('base64url')
}

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD create or update that account. With no admin at all,
 * one is created with a random password that is printed once.
 */
export async function ensureAdmins(
  email: string | undefined,
  password: string | undefined,
  log = console.log,
) {
  if (email && password) {
    const created = await upsertAdmin(email, password)
    log(`Admin ${email} ${created ? 'created' : 'updated'} from ADMIN_EMAIL/ADMIN_PASSWORD.`)
    return
  }
  if ((await countAdmins()) > 0) return
  const company = await companyFactsOrSeed()
  const address = email ?? `admin@${company.emails[0].split('@')[1]}`
  const generated = randomPassword()
  await upsertAdmin(address, generated)
  log(
    [
      '',
      '  No administrator existed, so one was created. This password is shown only once:',
      `    e-mail:   ${address}`,
      `    password: ${generated}`,
      '  Change it with: npm run admin -- add <email>',
      '',
    ].join('\n'),
  )
}
