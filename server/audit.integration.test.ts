import { createHash } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { client, database } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'

/** The events of the audit trail a request wrote (by the id the server gave it). */
const eventsOf = (target: Target, response: Response) =>
  database(target)
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', response.headers.get('x-request-id')!)
    .execute()

describe.each(inject('targets'))('audit trail of signing in and out on $name', (target) => {
  it('records a sign-in and a sign-out, once each, with the administrator and a keyed client', async () => {
    const browser = client(target)
    const signIn = await browser.postJson('/api/auth/sign-in/email', ADMIN)
    expect(signIn.status).toBe(200)
    const [event, ...more] = await eventsOf(target, signIn)
    expect(more).toEqual([])
    expect(event).toMatchObject({ actor: ADMIN.email, action: 'sign_in', target: null })
    expect(event!.client).toMatch(/^[\w-]{22}$/)
    expect(event!.client).not.toContain(browser.ip)

    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const signOut = await browser.postJson('/api/auth/sign-out', {}, { Cookie: cookie })
    expect(signOut.status).toBe(200)
    const out = await eventsOf(target, signOut)
    expect(out).toMatchObject([{ actor: ADMIN.email, action: 'sign_out', client: event!.client }])
  })

  it('records a refused password with the account as its hash, and nothing typed', async () => {
    const email = `nobody.${Date.now()}@example.com`
    const password = `wrong-${Date.now()}-password`
    const res = await client(target).postJson('/api/auth/sign-in/email', { email, password })
    expect(res.status).toBe(401)
    const events = await eventsOf(target, res)
    const account = createHash('sha256').update(email).digest('hex').slice(0, 16)
    expect(events).toMatchObject([{ actor: null, action: 'sign_in_failed', target: `account:${account}` }])
    const stored = JSON.stringify(await database(target).selectFrom('audit_events').selectAll().execute())
    expect(stored).not.toContain(password)
    expect(stored).not.toContain(email)
  })
})
