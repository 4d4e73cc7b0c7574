import 'server-only'
import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { company } from '@/content/company'
import { authOptions } from '@/server/auth-options'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { accountKey, clearSignInAttempts } from '@/server/sign-in-guard'

const globalForAuth = globalThis as unknown as { __auth?: ReturnType<typeof betterAuth<typeof authOptions>> }
export const auth = (globalForAuth.__auth ??= betterAuth(authOptions))

export type AdminSession = { userId: string; email: string }

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
  return { userId: session.user.id, email: session.user.email }
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
  const address = email ?? `admin@${company.emails[0]!.split('@')[1]}`
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
