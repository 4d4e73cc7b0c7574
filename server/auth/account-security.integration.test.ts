import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import {
  browser,
  enrol,
  eventsOf,
  expireSudo,
  newAdmin,
  runAdmin,
  sessionOf,
  type Browser,
} from '@/tests/integration/accounts'
import { database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { totpCode } from '@/tests/integration/totp'
import { accountKey } from './sign-in-guard'

const TRUST_COOKIE = 've.trust_device'

async function signIn(b: Browser, account: { email: string; password: string }) {
  return b.post('/api/auth/sign-in/email', account)
}

/** Two-step sign-in through the auth endpoints, as a browser (or a script) uses them. */
describe.each(inject('targets'))('two-step sign-in on $name', (target) => {
  it('asks for the second step once enrolled; a code works once, a backup code once, and a password alone never reaches the desk', async () => {
    const account = newAdmin(target, 'twostep')
    const { uri, codes } = await enrol(target, account)

    // The password alone: no session, no sign-in on the trail, and the desk stays shut.
    const b = browser(target)
    const password = await signIn(b, account)
    expect(password.status).toBe(200)
    expect(password.body).toMatchObject({ twoFactorRedirect: true })
    expect(await eventsOf(target, password.res)).toEqual([])
    expect(await sessionOf(b)).toBeNull()
    expect((await b.send('/api/admin/messages/export')).status).toBe(401)
    const desk = await (await b.send('/admin-dashboard', { headers: { Accept: 'text/html' } })).text()
    expect(desk.includes('Logout')).toBe(false)

    // The code accepted at enrolment is refused for the rest of its window, and the refusal counts.
    const before = await attemptsOf(target, account.email)
    const replay = await b.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })
    expect(replay.status).toBe(401)
    expect(replay.body?.message).toBe('That code was already used. Wait for the next one.')
    expect(await eventsOf(target, replay.res)).toMatchObject([
      {
        actor: null,
        action: 'second_step_failed',
        target: `account:${accountKey(account.email).slice(0, 16)}`,
      },
    ])
    const wrong = await b.post('/api/auth/two-factor/verify-totp', {
      code: '000000' === totpCode(uri) ? '111111' : '000000',
    })
    expect(wrong.status).toBe(401)
    expect(await attemptsOf(target, account.email)).toBe(before + 2)
    expect(await sessionOf(b)).toBeNull()

    // A backup code completes it, once.
    const backup = await b.post('/api/auth/two-factor/verify-backup-code', { code: codes[0] })
    expect(backup.status).toBe(200)
    expect((await sessionOf(b))?.user.email).toBe(account.email)
    expect(await eventsOf(target, backup.res)).toMatchObject([{ actor: account.email, action: 'sign_in' }])
    expect(await attemptsOf(target, account.email)).toBe(0)
    const again = browser(target)
    await signIn(again, account)
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code: codes[0] })).status).toBe(401)
    expect(await sessionOf(again)).toBeNull()

    // The stored codes are hashes: no code is in the database.
    const stored = JSON.stringify(
      await database(target)
        .selectFrom('twoFactor' as never)
        .selectAll()
        .execute(),
    )
    for (const code of codes) expect(stored.includes(code)).toBe(false)
  }, 60_000)

  it('lets a trusted browser skip the second step, without ever extending its 30 days, until 2FA is reset', async () => {
    const account = newAdmin(target, 'trusted')
    const { codes } = await enrol(target, account)
    const b = browser(target)
    await signIn(b, account)
    const trusted = await b.post('/api/auth/two-factor/verify-backup-code', {
      code: codes[1],
      trustDevice: true,
    })
    expect(trusted.status).toBe(200)
    const trustOf = async () => {
      const identifier = decodeURIComponent(b.jar.get(TRUST_COOKIE) ?? '')
        .split('!')[1]!
        .replace(/\.[^.]*$/, '')
      return database(target)
        .selectFrom('verification' as never)
        .select(['expiresAt' as never])
        .where('identifier' as never, '=', identifier as never)
        .executeTakeFirst() as Promise<{ expiresAt: string | Date } | undefined>
    }
    const first = await trustOf()
    expect(first).toBeDefined()

    // Signed out, then in with the password alone: the trusted browser skips the second step.
    await b.post('/api/auth/sign-out')
    const skip = await signIn(b, account)
    expect(skip.status).toBe(200)
    expect(skip.body?.twoFactorRedirect).toBeUndefined()
    expect((await sessionOf(b))?.user.email).toBe(account.email)
    expect(new Date((await trustOf())!.expiresAt).getTime()).toBe(new Date(first!.expiresAt).getTime())

    // reset-2fa on the server: the factors and the trust go; once set up again, the browser must
    // take the second step again.
    const reset = runAdmin(target, ['reset-2fa', account.email])
    expect(reset.status, reset.output).toBe(0)
    expect(await sessionOf(b)).toBeNull()
    const resetEvents = await database(target)
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'two_factor_reset')
      .where('target', '=', account.email)
      .execute()
    expect(resetEvents).toHaveLength(1)
    await enrol(target, account)
    const after = await signIn(b, account)
    expect(after.body).toMatchObject({ twoFactorRedirect: true })
  }, 90_000)
})

async function attemptsOf(target: Target, email: string) {
  const row = await database(target)
    .selectFrom('sign_in_attempts')
    .select('attempts')
    .where('account', '=', accountKey(email))
    .executeTakeFirst()
  return Number(row?.attempts ?? 0)
}

/** Replacing the backup codes and turning two-step sign-in off: each once on the trail. */
describe.each(inject('targets'))('changing the second factor on $name', (target) => {
  it('replaces the backup codes (the old ones stop working) and turns two-step sign-in off', async () => {
    const account = newAdmin(target, 'change')
    const { b, codes } = await enrol(target, account)
    const fresh = await b.post('/api/auth/two-factor/generate-backup-codes', { password: account.password })
    expect(fresh.status).toBe(200)
    expect(await eventsOf(target, fresh.res)).toMatchObject([
      { actor: account.email, action: 'backup_codes_regenerated' },
    ])
    const replaced = fresh.body?.backupCodes as string[]
    expect(replaced).toHaveLength(10)
    const old = browser(target)
    await signIn(old, account)
    expect((await old.post('/api/auth/two-factor/verify-backup-code', { code: codes[2] })).status).toBe(401)
    expect((await old.post('/api/auth/two-factor/verify-backup-code', { code: replaced[0] })).status).toBe(
      200,
    )

    const off = await b.post('/api/auth/two-factor/disable', { password: account.password })
    expect(off.status).toBe(200)
    expect(await eventsOf(target, off.res)).toMatchObject([
      { actor: account.email, action: 'two_factor_disabled' },
    ])
    expect((await sessionOf(b))?.user.twoFactorEnabled).toBe(false)
    const after = await signIn(browser(target), account)
    expect(after.body?.twoFactorRedirect).toBeUndefined()
  }, 60_000)
})

/** Sudo mode: what can hurt needs a fresh confirmation; signing in counts as one. */
describe.each(inject('targets'))('sudo mode on $name', (target) => {
  const expire = (email: string) => expireSudo(target, email)

  it('refuses every guarded action without a fresh confirmation, and does each after one', async () => {
    const account = newAdmin(target, 'sudo')
    const b = browser(target)
    expect((await signIn(b, account)).status).toBe(200)
    // Signing in counted as a confirmation.
    expect((await b.send('/api/admin/messages/export')).status).toBe(200)
    await expire(account.email)

    const exports = [
      '/api/admin/messages/export',
      '/api/admin/analytics/export?table=days&range=30',
      '/api/admin/audit/export',
    ]
    for (const path of exports) {
      const refused = await b.send(path)
      expect(refused.status, path).toBe(403)
      expect(((await refused.json()) as { code: string }).code).toBe('SUDO_REQUIRED')
    }
    // Opened in the browser: sent to the confirmation, which comes back to it.
    const page = await b.send(exports[0]!, { headers: { Accept: 'text/html' } })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(
      `/admin-dashboard/confirm?next=${encodeURIComponent(exports[0]!)}`,
    )
    expect((await b.send('/api/admin/applications/nope/resume')).status).toBe(403)
    for (const [path, body] of [
      ['/api/auth/two-factor/enable', { password: account.password }],
      [
        '/api/auth/change-password',
        { currentPassword: account.password, newPassword: `${account.password}-new` },
      ],
      ['/api/auth/revoke-other-sessions', {}],
    ] as const) {
      const refused = await b.post(path, body)
      expect(refused.status, path).toBe(403)
      expect(refused.body?.code).toBe('SUDO_REQUIRED')
    }
    const setting = await callAction(b.send, 'setAcknowledgementsAction', { enabled: 'on' })
    expect(setting.status).toBe('error')
    expect(setting.body).toContain('"sudo":true')

    // A wrong password confirms nothing; the right one opens sudo mode, once on the trail.
    const wrong = await callAction(b.send, 'confirmIdentityAction', { password: 'not-the-password' })
    expect(wrong.status).toBe('error')
    expect((await b.send(exports[0]!)).status).toBe(403)
    const confirmed = await callAction(b.send, 'confirmIdentityAction', { password: account.password })
    expect(confirmed.status).toBe('ok')
    const opened = await database(target)
      .selectFrom('audit_events')
      .selectAll()
      .where('request_id', '=', confirmed.requestId!)
      .execute()
    expect(opened).toMatchObject([{ actor: account.email, action: 'sudo_opened' }])
    for (const path of exports) expect((await b.send(path)).status, path).toBe(200)
    expect((await callAction(b.send, 'setAcknowledgementsAction', { enabled: 'on' })).status).toBe('ok')
    expect((await b.post('/api/auth/revoke-other-sessions')).status).toBe(200)
  }, 60_000)

  it('confirms with the authenticator once one is enrolled', async () => {
    const account = newAdmin(target, 'sudo2fa')
    const { b, uri } = await enrol(target, account)
    await expire(account.email)
    expect((await b.send('/api/admin/messages/export')).status).toBe(403)
    // The enrolment's own code is spent; the next step's code (an app whose clock runs a little
    // ahead) confirms, and the password no longer does.
    expect((await callAction(b.send, 'confirmIdentityAction', { code: totpCode(uri) })).status).toBe('error')
    expect((await b.send('/api/admin/messages/export')).status).toBe(403)
    const confirmed = await callAction(b.send, 'confirmIdentityAction', {
      code: totpCode(uri, Date.now() + 30_000),
    })
    expect(confirmed.status, confirmed.message).toBe('ok')
    expect((await b.send('/api/admin/messages/export')).status).toBe(200)
  }, 90_000)
})

/** Sessions: listed, signed out one by one or all but this one; a new password ends the others. */
describe.each(inject('targets'))('sessions on $name', (target) => {
  it('lists the sessions, signs one out, and a password change signs out the rest', async () => {
    const account = newAdmin(target, 'sessions')
    const [a, b, c] = [browser(target), browser(target), browser(target)]
    for (const x of [a, b, c]) expect((await signIn(x, account)).status).toBe(200)
    const listed = await a.send('/api/auth/list-sessions')
    const sessions = (await listed.json()) as { token: string; id: string }[]
    expect(sessions).toHaveLength(3)
    const current = await sessionOf(b)
    expect(current).not.toBeNull()
    const bToken = decodeURIComponent(b.jar.get('ve.session_token')!).split('.')[0]
    const revoked = await a.post('/api/auth/revoke-session', { token: bToken })
    expect(revoked.status).toBe(200)
    expect(await eventsOf(target, revoked.res)).toMatchObject([
      { actor: account.email, action: 'session_revoked' },
    ])
    expect(await sessionOf(b)).toBeNull()

    const changed = await a.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: `${account.password}-next`,
    })
    expect(changed.status).toBe(200)
    expect(await eventsOf(target, changed.res)).toMatchObject([
      { actor: account.email, action: 'password_changed' },
    ])
    expect(await sessionOf(c)).toBeNull()
    expect((await sessionOf(a))?.user.email).toBe(account.email)
  }, 60_000)
})
