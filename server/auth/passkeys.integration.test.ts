import { sql } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { TEST_BUILD_ENV } from '@/tests/build-env.mjs'
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
import {
  softAuthenticator,
  type AuthenticationOptions,
  type RegistrationOptions,
  type SoftAuthenticator,
} from '@/tests/integration/webauthn'

/** The site's own origin, which every passkey is bound to (the server checks it). */
const ORIGIN = new URL(TEST_BUILD_ENV.SITE_URL).origin

async function addPasskey(b: Browser, device: SoftAuthenticator, name: string, options = {}) {
  const offered = await b.send('/api/auth/passkey/generate-register-options')
  expect(offered.status).toBe(200)
  const response = device.register((await offered.json()) as RegistrationOptions, options)
  return b.post('/api/auth/passkey/verify-registration', { response, name })
}

async function usePasskey(b: Browser, device: SoftAuthenticator, options = {}) {
  const offered = await b.send('/api/auth/passkey/generate-authenticate-options')
  expect(offered.status).toBe(200)
  const response = device.authenticate((await offered.json()) as AuthenticationOptions, options)
  return { response, ...(await b.post('/api/auth/passkey/verify-authentication', { response })) }
}

const passkeysOf = async (target: Target, email: string) =>
  (
    await sql<{ id: string; name: string }>`select p.id, p.name from passkey p
      join "user" u on u.id = p."userId" where u.email = ${email}`.execute(database(target))
  ).rows

/**
 * Passkeys through the auth endpoints (better-auth's passkey plugin, wrapped by
 * server/auth/flow.ts), answered by a software authenticator: added beside the authenticator app
 * in sudo mode, a sign-in by themselves or the second step, a confirmation for sudo mode, and
 * removed with the other factors.
 */
describe.each(inject('targets'))('passkeys on $name', (target) => {
  it('are added only with two-step sign-in on and in sudo mode, and each addition is on the trail', async () => {
    const account = newAdmin(target, 'passkey-add')
    const device = softAuthenticator(ORIGIN)
    const plain = browser(target)
    expect((await plain.post('/api/auth/sign-in/email', account)).status).toBe(200)
    const early = await addPasskey(plain, device, 'Too early')
    expect(early.status).toBe(403)
    expect(early.body?.code).toBe('TWO_FACTOR_REQUIRED')

    const { b, codes } = await enrol(target, account)
    await expireSudo(target, account.email)
    const refused = await addPasskey(b, device, 'Without confirmation')
    expect(refused.status).toBe(403)
    expect(refused.body?.code).toBe('SUDO_REQUIRED')
    expect(await passkeysOf(target, account.email)).toEqual([])

    const fresh = browser(target)
    const signedIn = await fresh.post('/api/auth/sign-in/email', account)
    expect(signedIn.body).toMatchObject({ twoFactorRedirect: true })
    // The password's pending step can't add a passkey either: there is no session yet.
    expect((await fresh.send('/api/auth/passkey/generate-register-options')).status).toBe(401)

    const confirmed = await signedInWithBackup(target, account, codes[0]!)
    const added = await addPasskey(confirmed, device, 'Work laptop')
    expect(added.status).toBe(200)
    const stored = await passkeysOf(target, account.email)
    expect(stored).toEqual([{ id: added.body?.id, name: 'Work laptop' }])
    expect(await eventsOf(target, added.res)).toMatchObject([
      {
        actor: account.email,
        action: 'passkey_added',
        target: `passkey:${String(added.body?.id)}`,
        detail: JSON.stringify({ name: 'Work laptop' }),
      },
    ])
    const list = await confirmed.send('/api/auth/passkey/list-user-passkeys')
    expect(((await list.json()) as unknown[]).length).toBe(1)
  }, 60_000)

  it('signs in by itself, completes the second step, and refuses a replay, an unverified user and a removed passkey', async () => {
    const account = newAdmin(target, 'passkey-sign-in')
    const device = softAuthenticator(ORIGIN)
    const { b, codes } = await enrol(target, account)
    expect((await addPasskey(b, device, 'Phone')).status).toBe(200)

    // Alone: no password, no code.
    const alone = browser(target)
    const first = await usePasskey(alone, device)
    expect(first.status).toBe(200)
    expect((await sessionOf(alone))?.user.email).toBe(account.email)
    expect(await eventsOf(target, first.res)).toMatchObject([
      { actor: account.email, action: 'sign_in', detail: JSON.stringify({ passkey: true }) },
    ])
    expect((await alone.send('/api/admin/messages/export')).status).toBe(200)

    // The same signed answer again: its challenge was used up.
    const replayer = browser(target)
    await replayer.send('/api/auth/passkey/generate-authenticate-options')
    const replay = await replayer.post('/api/auth/passkey/verify-authentication', {
      response: first.response,
    })
    expect(replay.status).toBe(400)
    expect(await sessionOf(replayer)).toBeNull()
    expect(await eventsOf(target, replay.res)).toMatchObject([
      { actor: null, action: 'sign_in_failed', detail: JSON.stringify({ method: 'passkey' }) },
    ])

    // Without the person checked (only presence): refused.
    const unverified = await usePasskey(browser(target), device, { userVerified: false })
    expect(unverified.status).toBe(401)
    expect(unverified.body?.code).toBe('PASSKEY_NOT_VERIFIED')

    // After the password, in place of the code: the second step's cookie goes with it.
    const second = browser(target)
    expect((await second.post('/api/auth/sign-in/email', account)).body).toMatchObject({
      twoFactorRedirect: true,
    })
    expect(second.jar.has('ve.two_factor')).toBe(true)
    const step = await usePasskey(second, device)
    expect(step.status).toBe(200)
    expect((await sessionOf(second))?.user.email).toBe(account.email)
    expect(second.jar.has('ve.two_factor')).toBe(false)
    expect(await eventsOf(target, step.res)).toMatchObject([
      { actor: account.email, action: 'sign_in', detail: JSON.stringify({ secondStep: 'passkey' }) },
    ])

    // Removed (in sudo mode): it no longer signs in.
    const [key] = await passkeysOf(target, account.email)
    await expireSudo(target, account.email)
    const unconfirmed = await b.post('/api/auth/passkey/delete-passkey', { id: key!.id })
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.body?.code).toBe('SUDO_REQUIRED')
    const owner = await signedInWithBackup(target, account, codes[0]!)
    const removed = await owner.post('/api/auth/passkey/delete-passkey', { id: key!.id })
    expect(removed.status).toBe(200)
    expect(await eventsOf(target, removed.res)).toMatchObject([
      { actor: account.email, action: 'passkey_removed', target: `passkey:${key!.id}` },
    ])
    const gone = await usePasskey(browser(target), device)
    expect(gone.status).toBe(401)
    expect(await sessionOf(browser(target))).toBeNull()
  }, 60_000)

  it('confirms sudo mode from a signed-in browser, replacing its session', async () => {
    const account = newAdmin(target, 'passkey-sudo')
    const device = softAuthenticator(ORIGIN)
    const { b } = await enrol(target, account)
    expect((await addPasskey(b, device, 'Security key')).status).toBe(200)
    await expireSudo(target, account.email)
    expect((await b.send('/api/admin/messages/export')).status).toBe(403)
    const before = b.cookie()

    const confirmed = await usePasskey(b, device)
    expect(confirmed.status).toBe(200)
    expect(await eventsOf(target, confirmed.res)).toMatchObject([
      { actor: account.email, action: 'sudo_opened', detail: JSON.stringify({ method: 'passkey' }) },
    ])
    expect((await b.send('/api/admin/messages/export')).status).toBe(200)
    // The session it replaced has ended.
    const old = await b.send('/api/auth/get-session', { headers: { Cookie: before } })
    expect(await old.json()).toBeNull()
  }, 60_000)

  it('all go when two-step sign-in is turned off, and with reset-2fa', async () => {
    const account = newAdmin(target, 'passkey-off')
    const device = softAuthenticator(ORIGIN)
    const { b } = await enrol(target, account)
    expect((await addPasskey(b, device, 'One')).status).toBe(200)
    expect((await addPasskey(b, device, 'Two')).status).toBe(200)
    const off = await b.post('/api/auth/two-factor/disable', { password: account.password })
    expect(off.status).toBe(200)
    expect(await eventsOf(target, off.res)).toMatchObject([
      { action: 'two_factor_disabled', detail: JSON.stringify({ passkeysRemoved: 2 }) },
    ])
    expect(await passkeysOf(target, account.email)).toEqual([])
    expect((await usePasskey(browser(target), device)).status).toBe(401)

    const { b: again } = await enrol(target, account)
    expect((await addPasskey(again, device, 'Three')).status).toBe(200)
    const reset = runAdmin(target, ['reset-2fa', account.email])
    expect(reset.status, reset.output).toBe(0)
    expect(await passkeysOf(target, account.email)).toEqual([])
  }, 90_000)
})

/** A browser signed in with the password and a backup code (so in sudo mode). */
async function signedInWithBackup(
  target: Target,
  account: { email: string; password: string },
  code: string,
) {
  const b = browser(target)
  expect((await b.post('/api/auth/sign-in/email', account)).body).toMatchObject({ twoFactorRedirect: true })
  expect((await b.post('/api/auth/two-factor/verify-backup-code', { code })).status).toBe(200)
  return b
}
