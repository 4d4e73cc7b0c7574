import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SESSION_COOKIE_PREFIX } from '@/server/auth/options'
import { adminClient, client, database } from '@/tests/integration/client'
import { ADMIN, onceOnly } from '@/tests/integration/targets'
import { describeOnce } from '@/tests/integration/once'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_BUILD_ENV, TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { marker } from '@/tests/integration/uploads'
import { WRONG_ADDRESS_CODE } from '@/lib/vocabulary'

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`
const PORT = 3292 + TEST_PORT_SHIFT

/** Signing in and out: no SQL of the site's own, so once, on SQLite. */
describe.each(onceOnly(inject('targets')))('signing in to the desk on $name', (target) => {
  const signIn = (c: ReturnType<typeof client>, password: string, headers: Record<string, string> = {}) =>
    c.postJson('/api/auth/sign-in/email', { email: ADMIN.email, password }, headers)
  const sessionCookie = (res: Response) =>
    res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))

  it('refuses a wrong password with 401 and no session', async () => {
    const res = await signIn(client(target), 'wrong-horse-battery-staple')
    expect(res.status).toBe(401)
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('slows down guessing: the sixth wrong password within a minute gets 429', async () => {
    const guesser = client(target)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await signIn(guesser, `guess-number-${i}-xxxx`)).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    // Even the right password is refused from that address for now.
    const res = await signIn(guesser, ADMIN.password)
    expect(res.status).toBe(429)
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('sets the session cookie HttpOnly and SameSite=Strict, without Secure on http', async () => {
    const res = await signIn(client(target), ADMIN.password)
    expect(res.status).toBe(200)
    const cookie = sessionCookie(res)
    expect(cookie).toBeDefined()
    const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase())
    expect(attrs).toContain('httponly')
    expect(attrs).toContain('samesite=strict')
    expect(attrs).not.toContain('secure')
  })

  it('ends the session on the server at sign-out', async () => {
    const session = await adminClient(target)
    const desk = async () =>
      (await session.send('/admin-dashboard', { headers: { Accept: 'text/html' } })).text()
    expect(await desk()).toContain('Logout')
    const out = await session.send('/api/auth/sign-out', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(out.status).toBe(200)
    const after = await desk()
    expect(after).toContain('Sign In')
    expect(after).not.toContain('Logout')
  })

  it('does not let anyone sign up', async () => {
    const users = async () => {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from "user"`.execute(
        database(target),
      )
      return Number(rows[0]!.n)
    }
    const before = await users()
    const res = await client(target).postJson('/api/auth/sign-up/email', {
      email: `intruder.${marker(6)}@example.com`,
      password: 'a-long-enough-password-123',
      name: 'Intruder',
    })
    expect(res.status).not.toBe(200)
    expect(sessionCookie(res)).toBeUndefined()
    expect(await users()).toBe(before)
  })
})

/**
 * The desk reached at an address other than SITE_URL (another port, the machine's IP): a server of
 * its own, run as in production. (The shared servers inherit Vitest's TEST=true, under which the
 * auth library skips its origin check.)
 */
describeOnce('signing in at another address of the site', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(PORT, { TEST: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  }, 120_000)
  afterAll(() => server?.stop())

  const signInFrom = (origin: string) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      body: JSON.stringify(ADMIN),
      headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    })

  it('refuses the right password, with a code the sign-in form explains, and the log says what to change', async () => {
    const elsewhere = `http://127.0.0.1:${PORT}`
    const res = await signInFrom(elsewhere)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: WRONG_ADDRESS_CODE })
    expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([])
    expect(server.output()).toContain(
      `the desk was opened at ${elsewhere}, but the site's address (SITE_URL) is ${new URL(TEST_BUILD_ENV.SITE_URL).origin}`,
    )
    // At the site's own address, the same password signs in.
    expect((await signInFrom(new URL(TEST_BUILD_ENV.SITE_URL).origin)).status).toBe(200)
  })
})
