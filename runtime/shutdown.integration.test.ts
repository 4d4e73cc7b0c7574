import { request } from 'node:http'
import { connect } from 'node:net'
import { afterAll, afterEach, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { startMailCatcher, type CaughtMail } from '@/tests/helpers/mail-catcher'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'

/**
 * The production server's JSON logs and its graceful shutdown, on servers of their own.
 */
const PORT = 3245 + TEST_PORT_SHIFT
const SMTP_PORT = 2541 + TEST_PORT_SHIFT
const NOTIFY = 'desk@shutdown.example'

const enquiry = (message: string) =>
  JSON.stringify({ name: 'Asha Rao', email: 'asha.rao@visitor.example', company: 'Rao Textiles', message })

/** The server's output as log lines: every line must be a JSON object. */
function logLines(server: RunningServer) {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`Not a JSON log line: ${line}`)
      }
    })
}

/** POSTs `body` in two halves `pauseMs` apart; `afterFirstHalf` runs once the first is sent. */
function slowPost(url: string, body: string, pauseMs: number, afterFirstHalf: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: new URL(url).origin,
          'Sec-Fetch-Site': 'same-origin', // as a browser sends it: a script's post is held as spam
          'X-Forwarded-For': '198.51.100.61',
        },
      },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half), () => {
      afterFirstHalf()
      setTimeout(() => req.end(body.slice(half)), pauseMs)
    })
  })
}

/** Opens a new TCP connection to the server; rejects when it is refused. */
const newConnection = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve()
    })
    socket.once('error', reject)
  })

describeOnce('the production server', () => {
  const started: RunningServer[] = []
  let stopMail: (() => Promise<void>) | undefined
  afterEach(async () => {
    await stopMail?.()
    stopMail = undefined
  })
  afterAll(async () => {
    for (const server of started) await server.stop().catch(() => {})
  })

  it('logs JSON lines, each request with its id, and no address, e-mail or search', async () => {
    const server = await startServer(PORT, { TRUST_PROXY: '1' })
    started.push(server)
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin', // as a browser sends it: the spam screening holds a script's post
        'X-Forwarded-For': '203.0.113.77',
      },
      body: enquiry('A message that names nobody in particular.'),
    })
    expect(res.status).toBe(201)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f]{16}$/)
    await fetch(`${server.url}/admin-dashboard?q=very-private-search`)
    // From a trusted proxy (loopback here), its own request id is kept.
    const proxied = await fetch(`${server.url}/about`, { headers: { 'X-Request-Id': 'nginx-0123abcd' } })
    expect(proxied.headers.get('x-request-id')).toBe('nginx-0123abcd')
    await new Promise((r) => setTimeout(r, 200))

    const lines = logLines(server)
    expect(lines.every((l) => typeof l.time === 'string' && typeof l.level === 'string' && 'msg' in l)).toBe(
      true,
    )
    const requests = lines.filter((l) => l.msg === 'request')
    expect(requests).toContainEqual(
      expect.objectContaining({ requestId: id, method: 'POST', path: '/api/contact', status: 201 }),
    )
    expect(requests).toContainEqual(
      expect.objectContaining({ requestId: 'nginx-0123abcd', path: '/about', status: 200 }),
    )
    expect(requests).toContainEqual(expect.objectContaining({ path: '/admin-dashboard' }))
    const text = server.output()
    for (const personal of [
      '203.0.113.77',
      'asha.rao@visitor.example',
      'very-private-search',
      'Rao Textiles',
    ])
      expect(text).not.toContain(personal)
  })

  it('finishes the request in flight, takes no new one, sends the e-mail it queued, then exits 0', async () => {
    const received: CaughtMail[] = []
    // A slow mail server: the notification is still being sent when the signal comes.
    stopMail = await startMailCatcher(SMTP_PORT, (mail) => received.push(mail), { delayMs: 1500 })
    const server = await startServer(PORT + 1, {
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NOTIFY_EMAIL: NOTIFY,
      MAIL_RETRY_MS: '60000',
    })
    started.push(server)

    let signalled = 0
    const answer = slowPost(
      `${server.url}/api/contact`,
      enquiry('Sent slowly, while the server stops.'),
      1000,
      () => {
        server.kill('SIGTERM')
        signalled = Date.now()
      },
    )
    // Once the server has taken the signal (on a loaded machine that can take a moment), new
    // connections are refused, while the request in flight goes on.
    const deadline = Date.now() + 5000
    while (!logLines(server).some((l) => String(l.msg).startsWith('SIGTERM: shutting down'))) {
      if (Date.now() > deadline) throw new Error('The server never said it was shutting down')
      await new Promise((r) => setTimeout(r, 25))
    }
    // A new connection (not one a client keeps alive from before, which the server closes once idle).
    await expect(newConnection(server.url)).rejects.toThrow(/ECONNREFUSED/)

    expect(await answer).toMatchObject({ status: 201 })
    expect(await server.exited).toBe(0)
    const tookMs = Date.now() - signalled
    expect(tookMs).toBeGreaterThan(1000) // it waited for the request and the mail
    expect(received.map((m) => m.to)).toContainEqual([NOTIFY])

    const messages = logLines(server).map((l) => l.msg)
    expect(messages).toContain('SIGTERM: shutting down; no new connections, finishing requests in flight.')
    expect(messages.at(-1)).toBe('Shut down cleanly.')
  }, 30_000)
})
