import { randomInt } from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '@/server/db/schema'
import { startMailCatcher, type CaughtMail } from '@/tests/helpers/mail-catcher'
import { startServer } from '@/tests/helpers/server'
import { ADMIN, type Target } from './targets'

/** A made-up visitor address: every test gets its own rate-limit bucket. */
export function visitor() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

/**
 * A browser-like client of one server: same-origin headers (the fetch metadata every browser
 * sends, which the spam screening looks for) and one visitor address.
 */
export function client(target: Target, ip = visitor()) {
  const base = {
    'X-Forwarded-For': ip,
    Origin: target.url,
    Accept: 'application/json',
    'Sec-Fetch-Site': 'same-origin',
    'Sec-Fetch-Mode': 'cors',
  }
  const send = (pathname: string, init: RequestInit = {}) =>
    fetch(`${target.url}${pathname}`, {
      ...init,
      redirect: 'manual',
      headers: { ...base, ...(init.headers as Record<string, string>) },
    })
  return {
    ip,
    send,
    postForm: (
      pathname: string,
      fields: Record<string, string | Blob>,
      headers: Record<string, string> = {},
    ) => {
      const body = new FormData()
      for (const [k, v] of Object.entries(fields)) body.append(k, v)
      return send(pathname, { method: 'POST', body, headers })
    },
    postJson: (pathname: string, data: unknown, headers: Record<string, string> = {}) =>
      send(pathname, {
        method: 'POST',
        body: JSON.stringify(data),
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  }
}

/** Signs in as the test administrator and returns a client that sends the session cookie. */
export async function adminClient(target: Target, account: { email: string; password: string } = ADMIN) {
  const c = client(target)
  const res = await c.postJson('/api/auth/sign-in/email', account)
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((s) => s.split(';')[0])
    .join('; ')
  const send = (pathname: string, init: RequestInit = {}) =>
    c.send(pathname, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } })
  return { ...c, cookie, send }
}

const handles = new Map<string, Kysely<Database>>()

/** Direct read access to a server's database, to check what was (not) stored. */
export function database(target: Target): Kysely<Database> {
  let db = handles.get(target.name)
  if (!db) {
    db = target.databaseUrl
      ? new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: target.databaseUrl, max: 2 }),
          }),
        })
      : new Kysely<Database>({
          dialect: new SqliteDialect({
            database: new SQLite(path.join(target.dataDir, 'site.db'), { fileMustExist: true }),
          }),
        })
    handles.set(target.name, db)
  }
  return db
}

export async function countRows(target: Target, table: keyof Database) {
  const r = await database(target)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** A minimal valid PDF (header, one empty page, trailer). */
export function pdfBytes(extra = '') {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n${extra}trailer<</Root 1 0 R>>\n%%EOF\n`,
  )
}

export const pdfFile = (name = 'resume.pdf', bytes = pdfBytes()) =>
  new File([bytes], name, { type: 'application/pdf' })

/**
 * A server of the test's own (a publish changes pages other files read on the shared one) with its
 * administrator, and that administrator signed in.
 */
export async function ownDeskServer(port: number, account: { email: string; password: string }) {
  const server = await startServer(port, { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password })
  const target: Target = {
    name: 'sqlite',
    url: server.url,
    dataDir: server.dataDir,
    logFile: server.logFile,
    smtpPort: 0,
  }
  return { server, admin: await adminClient(target, account) }
}

/**
 * A server of the test's own whose mail goes to a mail server of the test's own (every mail it
 * sends lands in `mails`): for what the shared servers cannot show, their mail server being opened
 * by the mail tests alone and their settings changed meanwhile by other files. `stop()` stops both.
 */
export async function ownMailedServer(
  port: number,
  smtpPort: number,
  account: { email: string; password: string },
  notify: string,
) {
  const mails: CaughtMail[] = []
  const stopMail = await startMailCatcher(smtpPort, (mail) => mails.push(mail))
  const server = await startServer(port, {
    // As the shared servers: each test client is a visitor of its own (X-Forwarded-For).
    TRUST_PROXY: '1',
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: notify,
    MAIL_RETRY_MS: '200',
  }).catch(async (error: unknown) => {
    await stopMail()
    throw error
  })
  const target: Target = {
    name: 'sqlite',
    url: server.url,
    dataDir: server.dataDir,
    logFile: server.logFile,
    smtpPort,
  }
  const stop = async () => {
    await server.stop()
    await stopMail()
  }
  return { server, target, mails, stop }
}
