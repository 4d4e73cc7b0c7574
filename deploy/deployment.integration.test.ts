import { randomBytes } from 'node:crypto'
import { request } from 'node:https'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { DEPLOYED_HTTPS_PORT, TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { startMailCatcher, type CaughtMail } from '@/tests/helpers/mail-catcher'
import { startSiteProxy } from '@/tests/helpers/nginx.mjs'
import { createTestSchema } from '@/tests/helpers/pg-schema'
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { database, pdfBytes } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { applicationForm, marker } from '@/tests/integration/uploads'

/**
 * The site as several machines run it: two app processes on one database (PostgreSQL when
 * TEST_DATABASE_URL is set, else one SQLite file) and one S3-compatible bucket, behind nginx with
 * the documented config (docs/deploying.md, deploy/nginx.conf) over https, built as deployed (tests/build-env.mjs).
 */
const APP_PORTS = [3281 + TEST_PORT_SHIFT, 3282 + TEST_PORT_SHIFT]
const HTTP_PORT = 3271 + TEST_PORT_SHIFT
const SMTP_PORT = 2551 + TEST_PORT_SHIFT
const ORIGIN = `https://127.0.0.1:${DEPLOYED_HTTPS_PORT}`
const OWNER = { email: 'owner@deployed.example', password: 'correct-horse-deployed-owner' }
const NOTIFY = 'leads@deployed.example'
const LIMIT = 5
/** How long a visitor of these tests waits for an answer before giving up. */
const REQUEST_WAIT_MS = 20_000

type Answer = { status: number; headers: Headers; body: string }

describeOnce(
  `two app processes behind nginx on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
  () => {
    const apps: RunningServer[] = []
    const mails: CaughtMail[] = []
    let proxy: Awaited<ReturnType<typeof startSiteProxy>>
    let s3: S3TestServer
    let stopMail: () => Promise<void>
    let dropSchema = async () => {}
    let target: Target
    let ownerCookie = ''

    beforeAll(async () => {
      s3 = await startS3Server()
      stopMail = await startMailCatcher(SMTP_PORT, (mail) => mails.push(mail))
      const env: Record<string, string> = {
        TRUST_PROXY: '1',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        NOTIFY_EMAIL: NOTIFY,
        MAIL_RETRY_MS: '500',
        FORM_RATE_LIMIT: String(LIMIT),
        ...s3.env,
      }
      if (process.env.TEST_DATABASE_URL) {
        const schema = await createTestSchema('deployed')
        dropSchema = schema.drop
        env.DATABASE_URL = schema.url
      }
      apps.push(await startServer(APP_PORTS[0]!, env, { deployed: true }))
      // On SQLite the second process opens the first one's database file.
      apps.push(await startServer(APP_PORTS[1]!, { ...env, DATA_DIR: apps[0]!.dataDir }, { deployed: true }))
      proxy = await startSiteProxy({
        httpPort: HTTP_PORT,
        httpsPort: DEPLOYED_HTTPS_PORT,
        appPorts: APP_PORTS,
      })
      target = {
        name: env.DATABASE_URL ? 'postgres' : 'sqlite',
        url: apps[0]!.url,
        dataDir: apps[0]!.dataDir,
        logFile: apps[0]!.logFile,
        databaseUrl: env.DATABASE_URL,
        smtpPort: SMTP_PORT,
      }
    }, 240_000)

    // The app that was not killed sends the e-mail queued by the load test before it stops (up to
    // 15 s on a loaded machine), so the parts stop side by side, with two minutes for it all.
    afterAll(async () => {
      await Promise.all([proxy?.stop(), ...apps.map((app) => app.stop())])
      await Promise.all([database(target).destroy(), stopMail?.(), s3?.stop()])
      await dropSchema()
    }, 120_000)

    /**
     * A request through nginx over https, from a loopback address of our choosing (the visitor).
     * A visitor who waits REQUEST_WAIT_MS without an answer gives up: the request fails, named.
     */
    function secure(
      method: string,
      pathname: string,
      from: string,
      body?: Buffer,
      headers: Record<string, string> = {},
    ) {
      return new Promise<Answer>((resolve, reject) => {
        const req = request(
          `${ORIGIN}${pathname}`,
          {
            method,
            ca: proxy.ca,
            localAddress: from,
            // As a browser sends it (the spam screening holds a post no browser sent).
            headers: {
              Origin: ORIGIN,
              Accept: 'application/json',
              'Sec-Fetch-Site': 'same-origin',
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => {
              const all = new Headers()
              for (let i = 0; i < res.rawHeaders.length; i += 2)
                all.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
              resolve({
                status: res.statusCode ?? 0,
                headers: all,
                body: Buffer.concat(chunks).toString('utf8'),
              })
            })
          },
        )
        req.setTimeout(REQUEST_WAIT_MS, () =>
          req.destroy(new Error(`${method} ${pathname}: no answer within ${REQUEST_WAIT_MS / 1000} s`)),
        )
        req.on('error', reject)
        req.end(body)
      })
    }

    const enquiry = (from: string, text: string) =>
      secure(
        'POST',
        '/api/contact',
        from,
        Buffer.from(JSON.stringify({ name: 'Asha Rao', email: 'asha@rao.example', message: text })),
        { 'Content-Type': 'application/json' },
      )

    /** The requests a process logged for a path (its JSON request lines). */
    const served = (app: RunningServer, path: string) =>
      app
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"request"') && l.includes(`"path":"${path}"`)).length

    it('keeps a session made through one process valid on the other', async () => {
      const signIn = await secure(
        'POST',
        '/api/auth/sign-in/email',
        '127.0.0.10',
        Buffer.from(JSON.stringify(OWNER)),
        { 'Content-Type': 'application/json' },
      )
      expect(signIn.status).toBe(200)
      const cookies = signIn.headers.getSetCookie()
      expect(cookies.every((c) => /; Secure/i.test(c))).toBe(true)
      ownerCookie = cookies.map((c) => c.split(';')[0]).join('; ')
      for (const app of apps) {
        const desk = await fetch(`${app.url}/admin-dashboard`, { headers: { Cookie: ownerCookie } })
        const text = (await desk.text())
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
        expect(text, app.url).toContain(`Signed in as ${OWNER.email}`)
      }
    })

    const limited: string[] = []
    it('enforces one form limit through both processes', async () => {
      const statuses = []
      for (let i = 0; i < LIMIT + 2; i++) {
        const text = `Limit check ${i} ${marker()}`
        const res = await enquiry('127.0.0.20', text)
        statuses.push(res.status)
        if (res.status === 201) limited.push(text)
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(201), 429, 429])
      // nginx sent them to both.
      expect(apps.map((app) => served(app, '/api/contact') > 0)).toEqual([true, true])
    })

    it('sends each notification once, whichever process stored the enquiry', async () => {
      expect(limited).toHaveLength(LIMIT)
      const deadline = Date.now() + 15_000
      const count = (text: string) =>
        mails.filter((m) => m.to.includes(NOTIFY) && m.text.includes(text)).length
      while (limited.some((text) => count(text) === 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200))
      // A little longer, for a second copy to show up if one were sent.
      await new Promise((r) => setTimeout(r, 1500))
      expect(limited.map(count)).toEqual(Array(LIMIT).fill(1))
    })

    it('opens a resume uploaded through one process from the other', async () => {
      const resume = pdfBytes(`% two processes ${marker()}\n`)
      const form = applicationForm(resume)
      const upload = await fetch(`${apps[0]!.url}/api/applications`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          Accept: 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': '127.0.0.30',
        },
        body: form,
      })
      expect(upload.status).toBe(201)
      const { id } = (await upload.json()) as { id: string }
      expect((await s3.keys()).length).toBeGreaterThan(0)

      const other = apps[1]!
      const link = await fetch(`${other.url}/api/admin/applications/${id}/resume`, {
        headers: { Cookie: ownerCookie },
      })
      expect(link.status).toBe(200)
      const { url } = (await link.json()) as { url: string }
      const pdf = await fetch(`${other.url}${url}`, { headers: { Cookie: ownerCookie } })
      expect(pdf.status).toBe(200)
      expect(Buffer.from(await pdf.arrayBuffer()).equals(resume)).toBe(true)
    })

    it('loses no acknowledged enquiry when one process is killed mid-load', async () => {
      const answers: {
        text: string
        status: number
        id?: string
        startedAfterKill: boolean
        error?: string
      }[] = []
      const KILL_AT = 80
      const MAX = 2000
      let next = 0
      let killedAt = 0
      // Until 3 s after the kill: nginx notices the process gone on its first failed connection.
      const worker = async () => {
        for (;;) {
          const i = next++
          if (i >= MAX || (killedAt && Date.now() > killedAt + 3000)) return
          if (i === KILL_AT) {
            apps[1]!.kill('SIGKILL')
            killedAt = Date.now()
          }
          const started = Date.now()
          const text = `Load ${i} ${marker()}: a new website, please.`
          // Each from its own address, so the form limit is never reached.
          const from = `127.0.${1 + Math.floor(i / 200)}.${1 + (i % 200)}`
          try {
            const res = await enquiry(from, text)
            const id = res.status === 201 ? (JSON.parse(res.body) as { id: string }).id : undefined
            answers.push({
              text,
              status: res.status,
              id,
              startedAfterKill: killedAt > 0 && started > killedAt + 1000,
            })
          } catch (error) {
            // Cut off with the process (or, in flight at the kill, left unanswered: nginx waits for
            // its upstream longer than a visitor does). Never acknowledged, so nothing to find.
            answers.push({
              text,
              status: 0,
              startedAfterKill: killedAt > 0 && started > killedAt + 1000,
              error: String(error),
            })
          }
        }
      }
      await Promise.all(Array.from({ length: 8 }, worker))
      expect(await apps[1]!.exited).not.toBe(0)

      const acknowledged = answers.filter((a) => a.status === 201)
      const rows = await database(target)
        .selectFrom('contact_messages')
        .select(['id', 'message'])
        .where(
          'id',
          'in',
          acknowledged.map((a) => a.id!),
        )
        .execute()
      expect(rows.length).toBe(acknowledged.length)
      // Nothing refused, and once nginx has seen the process gone, everything goes to the other.
      expect(answers.filter((a) => a.status !== 201 && a.status !== 502 && a.status !== 0)).toEqual([])
      const after = answers.filter((a) => a.startedAfterKill)
      expect(after.length).toBeGreaterThan(20)
      expect(after.filter((a) => a.status !== 201)).toEqual([])
      console.log(
        `Killed one process after ${KILL_AT} of ${answers.length} enquiries (8 at a time): ${acknowledged.length} acknowledged, all stored; ` +
          `${answers.length - acknowledged.length} answered 502 or cut off while nginx found it gone.`,
      )

      // No notification was sent twice.
      for (const { text } of acknowledged)
        expect(
          mails.filter((m) => m.to.includes(NOTIFY) && m.text.includes(text)).length,
          text,
        ).toBeLessThanOrEqual(1)
    }, 120_000)
  },
)
