import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDatabase } from '@/tests/integration/targets'
import { createTestSchema } from '@/tests/helpers/pg-schema'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { SIGN_IN_FREE_ATTEMPTS } from './auth/sign-in-guard'

/**
 * Two app processes on one database (one SQLite file, or one PostgreSQL schema), as behind a load
 * balancer: the form and sign-in limits are one limit between them, and guessing one account's
 * password from many addresses is slowed down for the attacker and not for the owner's browser.
 * The lock that follows, 15 minutes in, is in limits.test.ts with the clock passed in.
 */
const PORT = 3235 + TEST_PORT_SHIFT
const LIMIT = 5
const OWNER = { email: 'owner@limits.example', password: 'correct-horse-limits-owner' }
/** This run's database: the servers of this file's own use it. */
const kinds = [runDatabase()]

describe.each(kinds)('two app processes on one %s database', (kind) => {
  const servers: RunningServer[] = []
  let drop = async () => {}
  beforeAll(async () => {
    const shared: Record<string, string> = {
      TRUST_PROXY: '1',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      FORM_RATE_LIMIT: String(LIMIT),
      LOGIN_RATE_LIMIT: String(LIMIT),
    }
    if (kind === 'postgres') {
      const schema = await createTestSchema('limits')
      drop = schema.drop
      shared.DATABASE_URL = schema.url
    }
    const port = PORT + (kind === 'sqlite' ? 0 : 2)
    servers.push(await startServer(port, shared))
    // On SQLite the second process opens the first one's database file.
    servers.push(await startServer(port + 1, { ...shared, DATA_DIR: servers[0]!.dataDir }))
  }, 180_000)
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop()
    await drop()
  })

  /** Requests alternate between the two processes, as a round-robin balancer would send them. */
  const post = (i: number, pathname: string, address: string, body: unknown, cookie?: string) => {
    const server = servers[i % 2]!
    return fetch(`${server.url}${pathname}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: server.url,
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    })
  }
  const signIn = (i: number, address: string, email: string, password: string, cookie?: string) =>
    post(i, '/api/auth/sign-in/email', address, { email, password }, cookie)

  it('enforces one form limit between them', async () => {
    const statuses = []
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await post(i, '/api/contact', '203.0.113.10', {
        name: 'Asha Rao',
        email: 'asha@rao.example',
        message: `Enquiry number ${i}, about a new website.`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429, 429, 429])
  })

  it('refuses a revoked session on its very next request, through the other process', async () => {
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
    const first = cookieOf(await signIn(0, '198.51.100.20', OWNER.email, OWNER.password))
    const second = cookieOf(await signIn(1, '198.51.100.21', OWNER.email, OWNER.password))
    const sessionThrough = async (i: number, cookie: string) =>
      (await fetch(`${servers[i]!.url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()
    expect(await sessionThrough(0, second)).toMatchObject({ user: { email: OWNER.email } })
    const token = decodeURIComponent(/ve\.session_token=([^;]+)/.exec(second)![1]!).split('.')[0]
    const revoked = await post(0, '/api/auth/revoke-session', '198.51.100.20', { token }, first)
    expect(revoked.status).toBe(200)
    expect(await sessionThrough(1, second)).toBeNull()
    const exported = await fetch(`${servers[1]!.url}/api/admin/messages/export`, {
      headers: { Cookie: second, Origin: servers[1]!.url },
    })
    expect(exported.status).toBe(401)
    expect(await sessionThrough(1, first)).toMatchObject({ user: { email: OWNER.email } })
  })

  it('enforces one sign-in limit per address between them', async () => {
    const statuses = []
    for (let i = 0; i < LIMIT + 3; i++)
      statuses.push(
        (await signIn(i, '203.0.113.11', `nobody-${i}@limits.example`, 'wrong-password-here')).status,
      )
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429, 429])
  })

  /**
   * Wrong passwords for one account from 30 addresses, through both processes, one every 40 ms,
   * until the account has to wait at least 3 s: what each attempt was told.
   */
  async function guess(email: string, firstAddress: number) {
    const told: { status: number; body: string; retryAfter: number }[] = []
    for (let i = 0; i < 150; i++) {
      const address = `198.51.${firstAddress + (i % 30)}.7`
      const res = await signIn(i, address, email, `guess-${i}-${randomBytes(4).toString('hex')}`)
      const retryAfter = Number(res.headers.get('retry-after') ?? 0)
      told.push({ status: res.status, body: await res.text(), retryAfter })
      if (res.status === 429 && retryAfter >= 3) break
      await new Promise((r) => setTimeout(r, 40))
    }
    return told
  }

  it('evaluates only a few of many guesses at one account, and answers alike for an unknown one', async () => {
    const logFrom = servers.map((s) => s.output().length)
    const owner = await signIn(0, '192.0.2.50', OWNER.email, OWNER.password)
    expect(owner.status).toBe(200)
    const ownerCookie = owner.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(ownerCookie).toContain('ve.known_device=')

    const known = await guess(OWNER.email, 100)
    const evaluated = known.filter((t) => t.status === 401)
    // The free attempts, then one after a 1 s wait and one after a 2 s wait.
    expect(evaluated).toHaveLength(SIGN_IN_FREE_ATTEMPTS + 2)
    expect(known.slice(0, SIGN_IN_FREE_ATTEMPTS).every((t) => t.status === 401)).toBe(true)
    expect(known.every((t) => t.status === 401 || (t.status === 429 && t.retryAfter >= 1))).toBe(true)

    // Right now even the right password is refused from a browser that has not signed in before …
    const stranger = await signIn(1, '192.0.2.51', OWNER.email, OWNER.password)
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThanOrEqual(2)
    // … while the owner's own browser gets in, through the other process.
    expect((await signIn(1, '192.0.2.50', OWNER.email, OWNER.password, ownerCookie)).status).toBe(200)

    // An account that does not exist is told exactly the same things.
    const unknown = await guess('nobody-at-all@limits.example', 140)
    expect(unknown.filter((t) => t.status === 401)).toHaveLength(SIGN_IN_FREE_ATTEMPTS + 2)
    expect(new Set([...known, ...unknown].filter((t) => t.status === 401).map((t) => t.body)).size).toBe(1)
    expect(new Set([...known, ...unknown].filter((t) => t.status === 429).map((t) => t.body)).size).toBe(1)

    // Logged, by a hash of the account, never the address typed.
    const log = servers.map((s, i) => s.output().slice(logFrom[i])).join('')
    expect(log).toMatch(/Sign-in: account [0-9a-f]{12} slowed down after 10 attempts/)
    expect(log).not.toContain(OWNER.email)
    expect(log).not.toContain('nobody-at-all')
  }, 60_000)
})
