import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a receiver got: its headers and its raw body. */
export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number }

/** How a receiver answers one request: a status, with headers, or never (it hangs up nothing). */
export type Reply = { status: number; headers?: Record<string, string>; body?: string } | 'hang'

/**
 * A webhook receiver on 127.0.0.1 (or ::1) started by a test: it keeps every request and answers
 * each with the next of `replies` (the last one again once they run out).
 */
export async function startReceiver(replies: Reply[] = [{ status: 200 }], host = '127.0.0.1', port = 0) {
  const received: Received[] = []
  const waiting: Array<() => void> = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      for (const wake of waiting.splice(0)) wake()
      const reply = replies[Math.min(received.length - 1, replies.length - 1)]!
      if (reply === 'hang') return
      res.writeHead(reply.status, reply.headers).end(reply.body ?? 'ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const listening = (server.address() as AddressInfo).port
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listening}/hook`,
    port: listening,
    received,
    /** The requests whose body contains `text`. */
    about: (text: string) => received.filter((r) => r.body.includes(text)),
    /** Waits until `count` requests whose body contains `text` have come (or fails after `ms`). */
    async waitFor(text: string, count = 1, ms = 10_000) {
      const deadline = Date.now() + ms
      while (received.filter((r) => r.body.includes(text)).length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `Expected ${count} deliveries about ${text}, got ${received.filter((r) => r.body.includes(text)).length}`,
          )
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return received.filter((r) => r.body.includes(text))
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Verifies a delivery as the Standard Webhooks specification tells a receiver to, written here
 * from the specification and not from the sender's code: the key is the base64 after `whsec_`;
 * the signed content is `id.timestamp.body`; any `v1,` signature of the space-separated list may
 * match, compared in constant time; a timestamp more than 5 minutes away is refused.
 */
export function verifyDelivery(secret: string, { headers, body }: Received, now = Date.now()) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false
  if (Math.abs(now / 1000 - Number(timestamp)) > 300) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    const given = Buffer.from(signature ?? '', 'base64')
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
  })
}
