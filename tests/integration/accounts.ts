import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { expect } from 'vitest'
import { client, database } from './client'
import { freshStep, totpCode } from './totp'
import type { Target } from './targets'

/** `npm run admin -- …` against a test server's database, as the operator would run it there. */
export const runAdmin = (target: Target, args: string[], env: Record<string, string> = {}) =>
  runScript(target, 'admin', args, env)

/** `npm run <script> -- …` with a test server's DATA_DIR and database, as on that server. */
export function runScript(target: Target, script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** A new administrator of its own for a test, made by the CLI. */
export function newAdmin(target: Target, name: string) {
  const account = {
    email: `${name}.${randomBytes(4).toString('hex')}@desk.example`,
    password: `pw-${randomBytes(12).toString('base64url')}`,
  }
  const made = runAdmin(target, ['add', account.email], { ADMIN_PASSWORD: account.password })
  if (made.status !== 0) throw new Error(`admin add failed: ${made.output}`)
  return account
}

/**
 * A browser of one server: its own address and a cookie jar that keeps what the server sets
 * (and drops what it expires), so a test follows sign-in step by step as a browser would.
 */
export function browser(target: Target) {
  const c = client(target)
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!
      const at = pair.indexOf('=')
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)]
      if (!value || /max-age=0\b/i.test(set)) jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }
  const send = async (pathname: string, init: RequestInit = {}) =>
    keep(
      await c.send(pathname, {
        ...init,
        headers: { ...(jar.size ? { Cookie: cookie() } : {}), ...(init.headers as Record<string, string>) },
      }),
    )
  const post = async (pathname: string, data: unknown = {}) => {
    const res = await send(pathname, {
      method: 'POST',
      body: JSON.stringify(data),
      headers: { 'Content-Type': 'application/json' },
    })
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null
    return { res, status: res.status, body }
  }
  return { ...c, jar, cookie, send, post }
}
export type Browser = ReturnType<typeof browser>

/** The session a browser holds now, as the server reads it (null when signed out). */
export async function sessionOf(b: Browser) {
  const res = await b.send('/api/auth/get-session')
  return (await res.json().catch(() => null)) as { user: { email: string; twoFactorEnabled: boolean } } | null
}

/** The audit events one response's request wrote. */
export const eventsOf = (target: Target, res: Response) =>
  database(target)
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', res.headers.get('x-request-id')!)
    .execute()

/** Signs in with the password and turns on an authenticator; its address and backup codes. */
export async function enrol(target: Target, account: { email: string; password: string }) {
  const b = browser(target)
  expect((await b.post('/api/auth/sign-in/email', account)).status).toBe(200)
  const enabled = await b.post('/api/auth/two-factor/enable', { password: account.password })
  expect(enabled.status).toBe(200)
  const uri = String(enabled.body?.totpURI)
  const codes = enabled.body?.backupCodes as string[]
  expect(codes).toHaveLength(10)
  await freshStep()
  const confirm = await b.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })
  expect(confirm.status).toBe(200)
  expect(await eventsOf(target, confirm.res)).toMatchObject([
    { actor: account.email, action: 'two_factor_enabled' },
  ])
  expect((await sessionOf(b))?.user.twoFactorEnabled).toBe(true)
  return { b, uri, codes }
}

/** As if sudo mode's 15 minutes had passed: every grant of the account's sessions ends. */
export const expireSudo = (target: Target, email: string) =>
  sql`update sudo_grants set expires_at = ${new Date(Date.now() - 1000).toISOString()}
      where session_id in (select s.id from "session" s join "user" u on u.id = s."userId" where u.email = ${email})`.execute(
    database(target),
  )
