import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { ADMIN_REFUSALS } from '@/server/auth/admin-guard'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { browser, enrol } from '@/tests/integration/accounts'
import { callAction, serverActions } from '@/tests/integration/actions'
import type { Target } from '@/tests/integration/targets'

/**
 * REQUIRE_2FA=true: an administrator without a second factor is signed in only to set one up.
 * Until then the desk shows nothing of the leads (not even their counts), and every admin route
 * and every desk action but the account's own refuses; once the authenticator is on, the desk
 * opens as usual.
 */
const PORT = 3275 + TEST_PORT_SHIFT
const OWNER = { email: 'owner@require2fa.example', password: 'correct-horse-require-2fa' }
const ACCOUNT_ACTIONS = new Set([
  'confirmIdentityAction',
  'startAuthenticatorAction',
  'confirmAuthenticatorAction',
  'regenerateBackupCodesAction',
  'turnOffTwoFactorAction',
  'signOutSessionAction',
  'signOutOtherSessionsAction',
  'changePasswordAction',
  'renamePasskeyAction',
  'removePasskeyAction',
])

describeOnce('REQUIRE_2FA', () => {
  let server: RunningServer
  let target: Target
  beforeAll(async () => {
    server = await startServer(PORT, {
      TRUST_PROXY: '1',
      REQUIRE_2FA: 'true',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    })
    // A target of its own (its own name, so its database handle is its own).
    target = {
      name: 'require-2fa' as Target['name'],
      url: server.url,
      dataDir: server.dataDir,
      logFile: server.logFile,
      smtpPort: 0,
    }
  }, 120_000)
  afterAll(() => server?.stop())

  it('sends an administrator without a second factor to set one up before any lead is shown', async () => {
    const b = browser(target)
    expect((await b.post('/api/auth/sign-in/email', OWNER)).status).toBe(200)
    const desk = await (
      await b.send('/admin-dashboard?tab=messages', { headers: { Accept: 'text/html' } })
    ).text()
    expect(desk.includes('This site requires two-step sign-in.')).toBe(true)
    expect(desk.includes('Set up an authenticator app')).toBe(true)
    expect(desk.includes('data-testid="count-messages"')).toBe(false)
    expect(desk.includes('Contact Messages')).toBe(false)
    for (const path of ['/api/admin/messages/export', '/api/admin/audit/export', '/api/admin/sudo']) {
      const res = await b.send(path)
      expect(res.status, path).toBe(403)
      expect(await res.json()).toEqual({ message: ADMIN_REFUSALS.mustEnrol })
    }
    for (const { name } of serverActions().filter((a) => !ACCOUNT_ACTIONS.has(a.name))) {
      const answer = await callAction(b.send, name, {})
      expect(answer, name).toMatchObject({ status: 'error', message: ADMIN_REFUSALS.mustEnrol })
    }

    const { b: enrolled } = await enrol(target, OWNER)
    const open = await (
      await enrolled.send('/admin-dashboard?tab=messages', { headers: { Accept: 'text/html' } })
    ).text()
    expect(open.includes('data-testid="count-messages"')).toBe(true)
    expect((await enrolled.send('/api/admin/messages/export')).status).toBe(200)
  }, 60_000)
})
