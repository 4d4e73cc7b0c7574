import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { LIKE_COOKIE } from '@/lib/constants'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { startMailCatcher } from '@/tests/helpers/mail-catcher'
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from '@/tests/helpers/private-postgres'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { callAction, type ActionAnswer } from '@/tests/integration/actions'
import { DATABASE_UNAVAILABLE } from './faults'

/**
 * PostgreSQL stopped and started again under load, on a cluster of this test's own (so stopping
 * it disturbs nobody), with one production app process in front of it. Twice: a clean stop
 * ('fast': sessions are told and closed) and a crash-like one ('immediate'). Every request must
 * be answered within seconds, with success or a 503 that says why and when to retry; nothing
 * answered as stored may be missing; the process logs no uncaught error; and the site serves
 * again as soon as PostgreSQL is back, without a restart.
 */
const PG_PORT = 5500 + TEST_PORT_SHIFT
const APP_PORT = 3241 + TEST_PORT_SHIFT
const SMTP_PORT = 2571 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@outage.example', password: 'correct-horse-outage-owner' }
const POST = 'website-security-mistakes'
const NOTE = 'Called back while the database was away: wants a quote.'
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** A request not answered within this is a hang, whatever it was answered with. */
const ANSWER_WITHIN_MS = 5_000
const WORKERS = 6
const UP_BEFORE_MS = 2_000
const DOWN_FOR_MS = 4_000
const UP_AFTER_MS = 5_000
/** Once PostgreSQL accepts connections again, every request started this much later must succeed. */
const RECOVERED_WITHIN_MS = 1_000

type Kind =
  | 'contact'
  | 'contact-html'
  | 'comment'
  | 'comments'
  | 'like'
  | 'like-state'
  | 'like-counts'
  | 'beacon'
  | 'sign-in'

/** The success status of each kind of request. */
const SUCCESS: Record<Kind, number> = {
  contact: 201,
  'contact-html': 200,
  comment: 201,
  comments: 200,
  like: 200,
  'like-state': 200,
  'like-counts': 200,
  beacon: 204,
  'sign-in': 200,
}
/** What each kind is, for the 503 message it must carry. */
const WRITES = new Set<Kind>(['contact', 'contact-html', 'comment', 'like', 'beacon'])
/** The order the workers cycle through. */
const MIX: Kind[] = [
  'contact',
  'comment',
  'like',
  'comments',
  'contact-html',
  'like-state',
  'beacon',
  'contact',
  'like-counts',
  'comment',
  'like',
]
/** Signing in hashes a password (tens of milliseconds of CPU), so one worker of its own does it now and then. */
const SIGN_IN_EVERY_MS = 250

type Answer = {
  kind: Kind
  started: number
  ended: number
  status: number | 'no answer'
  retryAfter: string | null
  type: string
  body: string
  /** Written into an enquiry's or comment's text, to find it in the database. */
  token: string
  /** A like's browser id (its cookie), to find it in the database. */
  visitor?: string
  problem?: string
}

type Cycle = {
  mode: 'fast' | 'immediate'
  stopAsked: number
  down: number
  startAsked: number
  up: number
  answers: Answer[]
  /** The administrator's desk, opened with a session while PostgreSQL was down, and after. */
  deskWhileDown: Page
  deskAfter: Page
  /** A note saved from the desk while PostgreSQL was down. */
  noteWhileDown: ActionAnswer
  /** The health endpoint while PostgreSQL was down, and after. */
  healthWhileDown: Health
  healthAfter: Health
}

type Health = {
  status: number
  retryAfter: string | null
  body: { ok: boolean; database: { ok: boolean; error?: string } }
}

type Page = { status: number; ms: number; text: string }

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

let address = 0
/** Each request comes from its own address (TRUST_PROXY), so no rate limit is reached. */
const nextAddress = () => {
  address++
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`
}

describeOnce(
  'PostgreSQL stopped and started under load',
  () => {
    let cluster: PrivatePostgres | undefined
    let server: RunningServer | undefined
    let stopMail: (() => Promise<void>) | undefined
    let database: pg.Pool | undefined
    let adminCookie = ''

    beforeAll(async () => {
      cluster = await startPrivatePostgres(PG_PORT)
      // Notifications on: the outbox's retry loop runs every 100 ms, through the outage too.
      stopMail = await startMailCatcher(SMTP_PORT, () => {})
      server = await startServer(APP_PORT, {
        DATABASE_URL: cluster.url,
        TRUST_PROXY: '1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        NOTIFY_EMAIL: 'leads@outage.example',
        MAIL_RETRY_MS: '200',
      })
      database = new pg.Pool({ connectionString: cluster.url, max: 2 })
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, 'X-Forwarded-For': nextAddress() },
        body: JSON.stringify(ADMIN),
      })
      expect(res.status).toBe(200)
      adminCookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
    }, 180_000)

    afterAll(async () => {
      await database?.end().catch(() => {})
      await server?.stop()
      await stopMail?.()
      await cluster?.remove()
    })

    async function send(kind: Kind): Promise<Answer> {
      const url = server!.url
      const token = randomBytes(9).toString('base64url')
      const headers: Record<string, string> = {
        'X-Forwarded-For': nextAddress(),
        Origin: url,
        Accept: 'application/json',
        'User-Agent': BROWSER_UA,
      }
      let request: [string, RequestInit]
      const form = (fields: Record<string, string>) => {
        const body = new FormData()
        for (const [k, v] of Object.entries(fields)) body.append(k, v)
        return body
      }
      const enquiry = {
        name: 'Outage Tester',
        email: `tester.${address}@example.com`,
        message: `Please call me back about the project ${token}.`,
      }
      switch (kind) {
        case 'contact':
          request = ['/api/contact', { method: 'POST', body: form(enquiry) }]
          break
        case 'contact-html':
          headers.Accept = 'text/html,application/xhtml+xml'
          headers['Content-Type'] = 'application/x-www-form-urlencoded'
          request = ['/api/contact', { method: 'POST', body: new URLSearchParams(enquiry).toString() }]
          break
        case 'comment':
          request = [
            '/api/comments',
            {
              method: 'POST',
              body: form({ blog_id: POST, comment: `Useful list ${token}.`, email: enquiry.email }),
            },
          ]
          break
        case 'comments':
          request = [`/api/comments?post=${POST}`, {}]
          break
        case 'like':
          request = [`/api/likes?post=${POST}`, { method: 'POST' }]
          break
        case 'like-state':
          request = [`/api/likes?post=${POST}`, {}]
          break
        case 'like-counts':
          request = ['/api/likes', {}]
          break
        case 'beacon':
          headers['Content-Type'] = 'text/plain;charset=UTF-8'
          request = [
            '/insights/event',
            { method: 'POST', body: JSON.stringify({ e: 'view', u: '/', w: 1440 }) },
          ]
          break
        case 'sign-in':
          headers['Content-Type'] = 'application/json'
          request = ['/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify(ADMIN) }]
          break
      }
      const [pathname, init] = request
      const started = Date.now()
      try {
        const res = await fetch(`${url}${pathname}`, {
          ...init,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(4 * ANSWER_WITHIN_MS),
        })
        const body = await res.text()
        const answer: Answer = {
          kind,
          started,
          ended: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          type: res.headers.get('content-type') ?? '',
          body,
          token,
        }
        if (kind === 'like') {
          const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${LIKE_COOKIE}=`))
          answer.visitor = cookie?.split(';')[0]!.slice(LIKE_COOKIE.length + 1)
        }
        return answer
      } catch (error) {
        return {
          kind,
          started,
          ended: Date.now(),
          status: 'no answer',
          retryAfter: null,
          type: '',
          body: '',
          token,
          problem: String(error),
        }
      }
    }

    /** Workers sending the mix back to back, and sign-ins now and then, until told to stop. */
    function startLoad(answers: Answer[]) {
      let running = true
      const workers = Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = w; running; i++) {
          answers.push(await send(MIX[i % MIX.length]!))
          await pause(5)
        }
      })
      workers.push(
        (async () => {
          while (running) {
            answers.push(await send('sign-in'))
            await pause(SIGN_IN_EVERY_MS)
          }
        })(),
      )
      return async () => {
        running = false
        await Promise.all(workers)
      }
    }

    const asAdmin = (pathname: string, init: RequestInit = {}) =>
      fetch(`${server!.url}${pathname}`, {
        ...init,
        headers: {
          Cookie: adminCookie,
          Origin: server!.url,
          'X-Forwarded-For': nextAddress(),
          ...(init.headers as Record<string, string>),
        },
        signal: AbortSignal.timeout(4 * ANSWER_WITHIN_MS),
      })

    /** The desk as the signed-in administrator gets it, as text (streamed, so always a 200). */
    async function desk(): Promise<Page> {
      const started = Date.now()
      const res = await fetch(`${server!.url}/admin-dashboard`, {
        headers: { Cookie: adminCookie, 'X-Forwarded-For': nextAddress() },
        signal: AbortSignal.timeout(4 * ANSWER_WITHIN_MS),
      })
      const html = await res.text()
      const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
      return { status: res.status, ms: Date.now() - started, text: text.replace(/\s+/g, ' ') }
    }

    async function health(): Promise<Health> {
      const res = await fetch(`${server!.url}/api/health`, {
        signal: AbortSignal.timeout(4 * ANSWER_WITHIN_MS),
      })
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }
    }

    async function outage(mode: 'fast' | 'immediate'): Promise<Cycle> {
      const answers: Answer[] = []
      const stopLoad = startLoad(answers)
      await pause(UP_BEFORE_MS)
      const stopAsked = Date.now()
      await cluster!.stop(mode)
      const down = Date.now()
      const deskWhileDown = await desk()
      const noteWhileDown = await callAction(asAdmin, 'saveNoteAction', {
        tab: 'messages',
        id: 'any',
        note: NOTE,
      })
      const healthWhileDown = await health()
      await pause(DOWN_FOR_MS)
      const startAsked = Date.now()
      await cluster!.start()
      const up = Date.now()
      await pause(RECOVERED_WITHIN_MS)
      const deskAfter = await desk()
      const healthAfter = await health()
      await pause(UP_AFTER_MS - RECOVERED_WITHIN_MS)
      await stopLoad()
      return {
        mode,
        stopAsked,
        down,
        startAsked,
        up,
        answers,
        deskWhileDown,
        deskAfter,
        noteWhileDown,
        healthWhileDown,
        healthAfter,
      }
    }

    /** Which of these submissions are stored: enquiries and comments by their token, likes by visitor. */
    async function stored(answers: Answer[]) {
      const tokens = answers.map((a) => a.token)
      const visitors = answers.filter((a) => a.kind === 'like' && a.visitor).map((a) => a.visitor!)
      const contact = await database!.query<{ message: string }>(
        "select message from contact_messages where substring(message from 'about the project (\\S+)\\.$') = any($1)",
        [tokens],
      )
      const comments = await database!.query<{ comment: string }>(
        "select comment from blog_comments where substring(comment from 'Useful list (\\S+)\\.$') = any($1)",
        [tokens],
      )
      const likes = await database!.query<{ visitor_id: string }>(
        'select visitor_id from post_likes where visitor_id = any($1)',
        [visitors],
      )
      const found = new Set([
        ...contact.rows.map((r) => /about the project (\S+)\.$/.exec(r.message)?.[1]),
        ...comments.rows.map((r) => /Useful list (\S+)\.$/.exec(r.comment)?.[1]),
        ...likes.rows.map((r) => r.visitor_id),
      ])
      return (a: Answer) => (a.kind === 'like' ? found.has(a.visitor ?? '') : found.has(a.token))
    }

    const acknowledged = (a: Answer) =>
      a.status === SUCCESS[a.kind] && ['contact', 'contact-html', 'comment', 'like'].includes(a.kind)

    /** Why a 503 is not the answer it should be, or null. */
    function unclear503(a: Answer): string | null {
      const expected = WRITES.has(a.kind) ? DATABASE_UNAVAILABLE.write : DATABASE_UNAVAILABLE.read
      if (!a.retryAfter || !(Number(a.retryAfter) >= 1)) return `Retry-After: ${a.retryAfter}`
      if (a.kind === 'contact-html') {
        if (!a.type.startsWith('text/html')) return `type ${a.type}`
        return a.body.includes(expected.replace(/'/g, '&#39;')) ? null : 'message missing from the page'
      }
      if (a.kind === 'beacon') return a.type.startsWith('text/plain') && a.body === expected ? null : a.body
      if (!a.type.startsWith('application/json')) return `type ${a.type}`
      return (JSON.parse(a.body) as { message?: string }).message === expected ? null : a.body
    }

    it('answers every request within seconds, 503 with a reason while it is away, loses nothing, and recovers without a restart', async () => {
      // Each route's first request loads its code: not part of what is measured.
      for (const kind of new Set([...MIX, 'sign-in' as const]))
        expect((await send(kind)).status).toBe(SUCCESS[kind])
      const cycles = [await outage('fast'), await outage('immediate')]

      for (const cycle of cycles) {
        const { answers, down, startAsked, up, stopAsked } = cycle
        const label = `(${cycle.mode} stop)`
        const isStored = await stored(answers)

        // Answered, and quickly: no reset connection, no hang.
        const unanswered = answers.filter((a) => a.status === 'no answer')
        expect(
          unanswered.map((a) => `${a.kind}: ${a.problem}`),
          label,
        ).toEqual([])
        const slowest = Math.max(...answers.map((a) => a.ended - a.started))
        expect(slowest, label).toBeLessThan(ANSWER_WITHIN_MS)

        // Every answer is a success or a clear 503: never a 500, never a bare error.
        const other = answers.filter((a) => a.status !== SUCCESS[a.kind] && a.status !== 503)
        expect(
          other.map((a) => `${a.kind} ${a.status}: ${a.body.slice(0, 200)}`),
          label,
        ).toEqual([])
        const unavailable = answers.filter((a) => a.status === 503)
        const unclear = unavailable.flatMap((a) => {
          const why = unclear503(a)
          return why ? [`${a.kind}: ${why}`] : []
        })
        expect(unclear, label).toEqual([])

        // While PostgreSQL was away, every request was answered 503.
        const whileDown = answers.filter((a) => a.started >= down && a.ended <= startAsked)
        expect(whileDown.length, label).toBeGreaterThan(50)
        expect(
          whileDown.filter((a) => a.status !== 503).map((a) => `${a.kind} ${a.status}`),
          label,
        ).toEqual([])
        // And before it went, every one succeeded.
        const before = answers.filter((a) => a.ended < stopAsked)
        expect(before.filter((a) => a.status !== SUCCESS[a.kind]).length, label).toBe(0)

        // The administrator is told the database is away, not shown the sign-in form; then the desk.
        expect(cycle.deskWhileDown.ms, label).toBeLessThan(ANSWER_WITHIN_MS)
        expect(cycle.deskWhileDown.text, label).toContain(DATABASE_UNAVAILABLE.read)
        expect(cycle.deskWhileDown.text, label).not.toContain('Sign in to review')
        expect(cycle.deskAfter.text, label).toContain(`Signed in as ${ADMIN.email}`)
        expect(cycle.deskAfter.text, label).not.toContain(DATABASE_UNAVAILABLE.read)
        // A desk action says so too, and hands back what was typed.
        expect(cycle.noteWhileDown, label).toMatchObject({
          status: 'error',
          message: DATABASE_UNAVAILABLE.write,
        })
        expect(cycle.noteWhileDown.body, label).toContain(NOTE)
        // The health endpoint tells a balancer to send visitors elsewhere, then that all is well.
        expect(cycle.healthWhileDown, label).toMatchObject({
          status: 503,
          retryAfter: '5',
          body: { ok: false, database: { ok: false } },
        })
        expect(cycle.healthAfter, label).toMatchObject({
          status: 200,
          body: { ok: true, database: { ok: true } },
        })

        // Nothing acknowledged is missing.
        const acked = answers.filter(acknowledged)
        const lost = acked.filter((a) => !isStored(a))
        expect(
          lost.map((a) => `${a.kind} ${a.visitor ?? a.token}`),
          label,
        ).toEqual([])

        // Back without a restart: everything started shortly after PostgreSQL is up succeeds.
        const after = answers.filter((a) => a.started >= up + RECOVERED_WITHIN_MS)
        expect(after.length, label).toBeGreaterThan(30)
        expect(
          after.filter((a) => a.status !== SUCCESS[a.kind]).map((a) => `${a.kind} ${a.status}`),
          label,
        ).toEqual([])
        // The first request sent after PostgreSQL was up that succeeded, and the last one that did not.
        const sentAfterUp = answers.filter((a) => a.started >= up).sort((a, b) => a.started - b.started)
        const firstSuccess = sentAfterUp.find((a) => a.status === SUCCESS[a.kind])
        const lastFailure = sentAfterUp.filter((a) => a.status !== SUCCESS[a.kind]).at(-1)

        const storedAfter503 = unavailable.filter(
          (a) => ['contact', 'contact-html', 'comment', 'like'].includes(a.kind) && isStored(a),
        ).length
        console.log(
          `${label} ${answers.length} requests, ${acked.length} submissions acknowledged (all stored), ` +
            `${unavailable.length} answered 503 (${whileDown.length} sent while PostgreSQL was down, ` +
            `${storedAfter503} of the 503 submissions stored after all), slowest answer ${slowest} ms, ` +
            `PostgreSQL down ${startAsked - down} ms (stop took ${down - stopAsked} ms, start ${up - startAsked} ms); ` +
            `after it was up, the first request sent ${firstSuccess ? firstSuccess.started - up : '-'} ms later succeeded, ` +
            `the last one that did not was sent ${lastFailure ? `${lastFailure.started - up} ms later` : 'never'}`,
        )
      }

      // The process logged no uncaught error, and did see the connections go.
      const log = server!.output()
      expect(log.match(/uncaughtException|unhandledRejection/g) ?? []).toEqual([])
      expect(log).toMatch(/Database unavailable: connection lost/)
    }, 120_000)
  },
  { skip: !postgresBinDir() },
)
