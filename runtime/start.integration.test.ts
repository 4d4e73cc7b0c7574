import net from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { onceOnly } from '@/tests/integration/targets'
import type { Target } from '@/tests/integration/targets'

/** The header timeout of runtime/start.mjs: a browser needs milliseconds, a slow-loris forever. */
const HEADERS_TIMEOUT_MS = 10_000
const SLOW_CLIENTS = 200

type Slow = { closedAfterMs: number; answer: string }

/** A client that sends a request line and then one header line a second, never finishing. */
function slowClient(target: Target, started: number): Promise<Slow> {
  const { hostname, port } = new URL(target.url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (d: string) => (answer += d))
    socket.on('error', () => {})
    socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`)
    const drip = setInterval(() => {
      if (socket.writable) socket.write(`X-Slow-${Date.now()}: 1\r\n`)
    }, 1000)
    socket.on('close', () => {
      clearInterval(drip)
      resolve({ closedAfterMs: Date.now() - started, answer })
    })
    // Should the server never close it, the test still ends (and fails on the time).
    setTimeout(() => socket.destroy(), 4 * HEADERS_TIMEOUT_MS).unref()
  })
}

describe.each(onceOnly(inject('targets')))('slow clients on $name', (target) => {
  it(
    `closes ${SLOW_CLIENTS} connections that send their headers slowly after about 10 s, and keeps answering visitors meanwhile`,
    async () => {
      const started = Date.now()
      const slow = Array.from({ length: SLOW_CLIENTS }, () => slowClient(target, started))
      // A visitor during the attack is answered at once.
      await new Promise((r) => setTimeout(r, 2000))
      const visit = Date.now()
      const res = await fetch(`${target.url}/robots.txt`)
      expect(res.status).toBe(200)
      expect(Date.now() - visit).toBeLessThan(2000)

      const closed = await Promise.all(slow)
      const times = closed.map((c) => c.closedAfterMs)
      // Not before a real browser could have sent its headers; well before Node's 60 s default.
      expect(Math.min(...times)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500)
      expect(Math.max(...times)).toBeLessThan(HEADERS_TIMEOUT_MS + 5000)
      for (const c of closed) expect(c.answer).toMatch(/^HTTP\/1\.1 408 /)
    },
    4 * HEADERS_TIMEOUT_MS,
  )
})
