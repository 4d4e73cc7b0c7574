import 'server-only'
import { recordAudit } from '@/server/audit'
import {
  auth,
  authCookieName,
  forgetTrustedBrowsers,
  pendingSignIn,
  removePasskeys,
  sessionOf,
  signOutOthers,
} from '@/server/auth'
import { accountTarget, jsonOf, setCookieOf, withBody, type Handle } from '@/server/auth/http'
import { passkeyOf, passkeyStep } from '@/server/auth/passkeys'
import { json } from '@/server/request'
import {
  backupCodeHash,
  claimTotpCode,
  cookieOf,
  releaseTotpCode,
  unsigned,
} from '@/server/auth/second-factor'
import { emailOf } from '@/server/auth/sign-in-guard'
import { closeSudo, openSudo, spendSudo } from '@/server/auth/sudo'

const AUTH_PATH = '/api/auth'

/** The auth library's endpoints that change the account's security: each needs sudo mode. */
export const SUDO_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-password',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
])
export const SUDO_REFUSAL = {
  code: 'SUDO_REQUIRED',
  message: 'Confirm it is you to continue: enter a code from your authenticator app.',
} as const

const SECOND_STEPS = {
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'backup_code',
} as const
type SecondStep = (typeof SECOND_STEPS)[keyof typeof SECOND_STEPS]

/** A passkey is added beside the authenticator app, never instead of it (see docs/operating.md). */
export const PASSKEY_NEEDS_TWO_FACTOR = {
  code: 'TWO_FACTOR_REQUIRED',
  message: 'Turn on two-step sign-in with an authenticator app first; passkeys are added beside it.',
} as const

const REPLAYED = { code: 'INVALID_CODE', message: 'That code was already used. Wait for the next one.' }

/**
 * What our account security adds around the auth library's endpoints, for the browser and any
 * other client alike (the desk's own server actions come through here too, see
 * server/auth/call.ts): the audit trail of each step, an authenticator code that works once,
 * backup codes compared as hashes, a trusted browser that stays trusted at most 30 days after its
 * second step, and sudo mode before any change to the account's security.
 */
export async function authFlow(request: Request, handle: Handle) {
  if (request.method !== 'POST') return handle(request)
  const path = new URL(request.url).pathname.slice(AUTH_PATH.length)
  if (path === '/sign-in/email') return signIn(request, handle)
  if (path === '/sign-out') return signOut(request, handle)
  if (path in SECOND_STEPS)
    return secondStep(request, handle, SECOND_STEPS[path as keyof typeof SECOND_STEPS])
  if (path === '/passkey/verify-authentication') return passkeyStep(request, handle)
  if (SUDO_PATHS.has(path)) return changeSecurity(request, handle, path)
  return handle(request)
}

/**
 * The password step. A right password with a second factor enrolled is not yet a sign-in (the
 * library answers `twoFactorRedirect`); a trusted browser's sign-in renews its trust, which must
 * not reach further than 30 days after the second step it was given for.
 */
async function signIn(request: Request, handle: Handle) {
  const email = (await emailOf(request))?.trim().toLowerCase() ?? null
  const trustName = await authCookieName('trust_device')
  const ctx = await auth.$context
  const trust = unsigned(cookieOf(request.headers, trustName))?.split('!')[1]
  const trusted = trust ? await ctx.internalAdapter.findVerificationValue(trust) : null
  const response = await handle(request)
  if (response.status === 401) {
    await recordAudit(request.headers, {
      actor: null,
      action: 'sign_in_failed',
      target: email ? accountTarget(email) : null,
    })
  }
  if (!response.ok || !email) return response
  if ((await jsonOf(response))?.twoFactorRedirect) return response
  const renewed = setCookieOf(response, trustName)?.split('!')[1]
  if (renewed && trusted)
    await ctx.internalAdapter.updateVerificationByIdentifier(renewed, { expiresAt: trusted.expiresAt })
  await recordAudit(request.headers, {
    actor: email,
    action: 'sign_in',
    detail: renewed ? { trustedBrowser: true } : undefined,
  })
  return response
}

async function signOut(request: Request, handle: Handle) {
  const session = await sessionOf(request.headers)
  const response = await handle(request)
  if (response.ok && session) {
    await closeSudo(session.session.id)
    await recordAudit(request.headers, { actor: session.user.email, action: 'sign_out' })
  }
  return response
}

/**
 * A code from the authenticator app or a backup code: the second step of a sign-in (no session
 * yet), the confirmation of a new authenticator (a session without a second factor), or a
 * confirmation that opens sudo mode (a session with one).
 */
async function secondStep(request: Request, handle: Handle, method: SecondStep) {
  const session = await sessionOf(request.headers)
  const pending = session ? null : await pendingSignIn(request.headers)
  const user = session ? { id: session.user.id, email: session.user.email } : pending
  const body = (await jsonOf(request)) ?? {}
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  const failed = async (detail: Record<string, string | boolean>) => {
    if (pending)
      await recordAudit(request.headers, {
        actor: null,
        action: 'second_step_failed',
        target: accountTarget(pending.email),
        detail: { method, ...detail },
      })
  }

  let forward = request
  if (method === 'backup_code' && code) forward = withBody(request, { ...body, code: backupCodeHash(code) })
  const claimed = method === 'totp' && user !== null && code !== ''
  if (claimed && !(await claimTotpCode(user.id, code))) {
    await failed({ replayed: true })
    return json(REPLAYED, 401)
  }
  const response = await handle(forward)
  if (!response.ok) {
    if (claimed) await releaseTotpCode(user.id, code)
    if (response.status === 401) await failed({})
    return response
  }
  if (pending) {
    await recordAudit(request.headers, {
      actor: pending.email,
      action: 'sign_in',
      detail: { secondStep: method, trustBrowser: body.trustDevice === true },
    })
  } else if (session && !session.user.twoFactorEnabled) {
    // The authenticator is confirmed: sessions that only ever had the password end now.
    const kept = setCookieOf(response, await authCookieName('session_token'))
    const ended = await signOutOthers(session.user.id, kept ?? session.session.token)
    await recordAudit(request.headers, {
      actor: session.user.email,
      action: 'two_factor_enabled',
      detail: { method, otherSessionsEnded: ended },
    })
  } else if (session) {
    await openSudo(session.session.id)
    await recordAudit(request.headers, {
      actor: session.user.email,
      action: 'sudo_opened',
      detail: { method },
    })
  }
  return response
}

const SECURITY_EVENTS = {
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'backup_codes_regenerated',
  '/revoke-session': 'session_revoked',
  '/revoke-sessions': 'session_revoked',
  '/revoke-other-sessions': 'session_revoked',
  '/change-password': 'password_changed',
  '/passkey/verify-registration': 'passkey_added',
  '/passkey/delete-passkey': 'passkey_removed',
} as const

/**
 * A change to the account's security: refused without sudo mode (which each one extends), and
 * recorded once done. A new password always signs out every other session; turning two-step
 * sign-in off removes the passkeys too.
 */
async function changeSecurity(request: Request, handle: Handle, path: string) {
  const session = await sessionOf(request.headers)
  // Without a session the library gives its own 401.
  if (!session) return handle(request)
  if (path === '/passkey/verify-registration' && !session.user.twoFactorEnabled)
    return json(PASSKEY_NEEDS_TWO_FACTOR, 403)
  if (!(await spendSudo(session.session.id))) return json(SUDO_REFUSAL, 403)
  const body = (await jsonOf(request)) ?? {}
  const forward =
    path === '/change-password' ? withBody(request, { ...body, revokeOtherSessions: true }) : request
  const removing = path === '/passkey/delete-passkey' ? await passkeyOf(session.user.id, body.id) : null
  const response = await handle(forward)
  if (!response.ok) return response
  let target: string | undefined
  let detail: Record<string, string | number | boolean | null> | undefined
  if (path === '/two-factor/disable') {
    await forgetTrustedBrowsers(session.user.id)
    detail = { passkeysRemoved: await removePasskeys(session.user.id) }
  } else if (path === '/passkey/verify-registration') {
    const added = (await jsonOf(response)) ?? {}
    target = `passkey:${String(added.id)}`
    detail = { name: typeof added.name === 'string' ? added.name : null }
  } else if (removing) {
    target = `passkey:${removing.id}`
    detail = { name: removing.name ?? null }
  } else if (path.includes('revoke-')) detail = { scope: path.slice(1) }
  const action = SECURITY_EVENTS[path as keyof typeof SECURITY_EVENTS]
  if (action) await recordAudit(request.headers, { actor: session.user.email, action, target, detail })
  return response
}
