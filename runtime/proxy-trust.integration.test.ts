import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'

/**
 * TRUST_PROXY on a server of its own: its proxy is 10.99.0.1, so a client reaching it directly
 * over loopback is not a proxy, and what it writes in X-Forwarded-For must not change who it is.
 */
const PORT = 3231 + TEST_PORT_SHIFT
const LIMIT = 5

describeOnce('a client that reaches the app directly, past the configured proxy', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(PORT, {
      TRUST_PROXY: '10.99.0.1',
      ADMIN_EMAIL: 'owner@proxy.example',
      ADMIN_PASSWORD: 'correct-horse-battery-proxy',
      LOGIN_RATE_LIMIT: String(LIMIT),
      FORM_RATE_LIMIT: String(LIMIT),
    })
  })
  afterAll(() => server?.stop())

  const rotating = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i % 250}`, Origin: server.url })

  it('cannot dodge the sign-in limit with made-up X-Forwarded-For addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...rotating(i) },
        body: JSON.stringify({ email: 'owner@proxy.example', password: `wrong-${i}` }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true)
  })

  it('cannot dodge the form limit either', async () => {
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...rotating(i + 100) },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@rao.example',
          message: `Hello number ${i}, a fine message.`,
        }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201))
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429])
  })
})

describeOnce('a TRUST_PROXY the server cannot read', () => {
  it('stops start-up and names the entry', async () => {
    await expect(startServer(PORT + 1, { TRUST_PROXY: '10.0.0.0/8,proxy.internal' })).rejects.toThrow(
      /TRUST_PROXY: "proxy\.internal" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal/,
    )
  })
})
