import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTempDatabase, tempDatabaseKinds } from '@/tests/helpers/temp-sqlite'

/**
 * The limits kept in the database (server/rate-limit.ts, server/auth/sign-in-guard.ts) against a real
 * SQLite file, and PostgreSQL when TEST_DATABASE_URL is set, with the clock passed in. Two app
 * processes sharing them over HTTP: limits.integration.test.ts.
 */
describe.each(tempDatabaseKinds)('limits on %s', (kind) => {
  let temp: Awaited<ReturnType<typeof openTempDatabase>>
  let limits: typeof import('./rate-limit')
  let guard: typeof import('./auth/sign-in-guard')

  beforeAll(async () => {
    temp = await openTempDatabase(kind)
    limits = await import('./rate-limit')
    guard = await import('./auth/sign-in-guard')
  })
  afterAll(() => temp.close())

  const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

  describe('rateLimit', () => {
    it('allows max hits per window, then says when the window ends, then opens a new one', async () => {
      const start = new Date('2026-03-01T10:00:00.000Z')
      const key = 'contact:203.0.113.1'
      const results = []
      for (let i = 0; i < 7; i++) results.push(await limits.rateLimit(key, 5, 60_000, at(start, i * 1000)))
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false])
      expect(results[5]!.retryAfterSeconds).toBe(55)
      expect(results[6]!.retryAfterSeconds).toBe(54)
      expect((await limits.rateLimit(key, 5, 60_000, at(start, 60_000))).allowed).toBe(true)
      // Another key has a window of its own.
      expect((await limits.rateLimit('contact:203.0.113.2', 5, 60_000, at(start, 6_000))).allowed).toBe(true)
    })

    it('counts concurrent hits exactly: 40 at once with a limit of 10 let 10 through', async () => {
      const when = new Date('2026-03-02T10:00:00.000Z')
      const results = await Promise.all(
        Array.from({ length: 40 }, () => limits.rateLimit('burst:198.51.100.9', 10, 60_000, when)),
      )
      expect(results.filter((r) => r.allowed)).toHaveLength(10)
    })

    it('forgets finished windows', async () => {
      const when = new Date('2026-03-03T10:00:00.000Z')
      await limits.rateLimit('old:192.0.2.1', 5, 1_000, when)
      // A minute later the next call sweeps it.
      await limits.rateLimit('new:192.0.2.1', 5, 60_000, at(when, 120_000))
      const keys = await temp.db.selectFrom('rate_limits').select('key').execute()
      expect(keys.map((k) => k.key)).toContain(limits.storedKey('new:192.0.2.1'))
      expect(keys.map((k) => k.key)).not.toContain(limits.storedKey('old:192.0.2.1'))
      // No address in the table, only keyed hashes of it.
      expect(keys.some((k) => k.key.includes('192.0.2'))).toBe(false)
    })
  })

  describe('sign-in attempts per account', () => {
    const key = (name: string) => guard.accountKey(`${name}@limits.example`)

    /** Takes turns at the given times (ms after `start`); returns what each was told. */
    async function attempts(account: string, start: Date, offsets: number[]) {
      const told = []
      for (const ms of offsets) told.push(await guard.claimSignInAttempt(account, at(start, ms)))
      return told
    }

    it('lets the free attempts through at once, then makes each wait a doubling delay', async () => {
      const account = key('owner')
      const start = new Date('2026-04-01T09:00:00.000Z')
      const free = await attempts(account, start, Array(guard.SIGN_IN_FREE_ATTEMPTS - 1).fill(0))
      expect(free.every((c) => c.allowed)).toBe(true)
      // The tenth goes through and starts the wait: 1 s, then 2 s, then 4 s …
      expect((await guard.claimSignInAttempt(account, start)).allowed).toBe(true)
      expect(await guard.claimSignInAttempt(account, at(start, 500))).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      })
      expect((await guard.claimSignInAttempt(account, at(start, 1000))).allowed).toBe(true)
      expect(await guard.claimSignInAttempt(account, at(start, 2000))).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      })
      expect((await guard.claimSignInAttempt(account, at(start, 3000))).allowed).toBe(true)
      expect(await guard.claimSignInAttempt(account, at(start, 3000))).toEqual({
        allowed: false,
        retryAfterSeconds: 4,
      })
      expect(guard.delayAfter(guard.SIGN_IN_FREE_ATTEMPTS + 10)).toBe(guard.SIGN_IN_MAX_DELAY_MS)
    })

    it('locks the account for 15 minutes at the twentieth attempt, then slows it down again', async () => {
      const account = key('locked')
      const start = new Date('2026-04-02T09:00:00.000Z')
      let t = 0
      for (let n = 1; n < guard.SIGN_IN_LOCK_AT; n++) {
        expect((await guard.claimSignInAttempt(account, at(start, t))).allowed, `attempt ${n}`).toBe(true)
        t += guard.delayAfter(n)
      }
      expect((await guard.claimSignInAttempt(account, at(start, t))).allowed).toBe(true) // the 20th
      const locked = await guard.claimSignInAttempt(account, at(start, t + 1000))
      expect(locked).toEqual({ allowed: false, retryAfterSeconds: guard.SIGN_IN_LOCK_MS / 1000 - 1 })
      expect(
        (await guard.claimSignInAttempt(account, at(start, t + guard.SIGN_IN_LOCK_MS - 1))).allowed,
      ).toBe(false)
      // The lock ends by itself; the next attempt is allowed but waiting starts again at once.
      const after = t + guard.SIGN_IN_LOCK_MS
      expect((await guard.claimSignInAttempt(account, at(start, after))).allowed).toBe(true)
      expect((await guard.claimSignInAttempt(account, at(start, after + 100))).allowed).toBe(false)
    })

    it('starts afresh after a right password, and after an hour of quiet', async () => {
      const start = new Date('2026-04-03T09:00:00.000Z')
      const cleared = key('cleared')
      await attempts(cleared, start, Array(guard.SIGN_IN_FREE_ATTEMPTS).fill(0))
      expect((await guard.claimSignInAttempt(cleared, at(start, 10))).allowed).toBe(false)
      await guard.clearSignInAttempts(cleared)
      const again = await attempts(cleared, start, Array(guard.SIGN_IN_FREE_ATTEMPTS - 1).fill(20))
      expect(again.every((c) => c.allowed)).toBe(true)

      const quiet = key('quiet')
      await attempts(quiet, start, Array(guard.SIGN_IN_FREE_ATTEMPTS).fill(0))
      const later = await attempts(
        quiet,
        start,
        Array(guard.SIGN_IN_FREE_ATTEMPTS - 1).fill(guard.SIGN_IN_QUIET_RESET_MS),
      )
      expect(later.every((c) => c.allowed)).toBe(true)
    })

    it('gives 60 attempts at once no more turns than the rules allow', async () => {
      const account = key('stormed')
      const when = new Date('2026-04-04T09:00:00.000Z')
      const told = await Promise.all(
        Array.from({ length: 60 }, () => guard.claimSignInAttempt(account, when)),
      )
      expect(told.filter((c) => c.allowed)).toHaveLength(guard.SIGN_IN_FREE_ATTEMPTS)
      const row = await temp.db
        .selectFrom('sign_in_attempts')
        .selectAll()
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
      expect(row.attempts).toBe(guard.SIGN_IN_FREE_ATTEMPTS)
      expect(row.next_attempt_at).toBe(at(when, 1000).toISOString())
    })

    it('stores a hash of the address typed, never the address', async () => {
      const rows = await temp.db.selectFrom('sign_in_attempts').select('account').execute()
      expect(rows.length).toBeGreaterThan(0)
      for (const { account } of rows) expect(account).toMatch(/^[0-9a-f]{64}$/)
      expect(guard.accountKey(' Owner@Limits.Example ')).toBe(guard.accountKey('owner@limits.example'))
    })

    it('forgets accounts quiet for an hour that are not waiting', async () => {
      const start = new Date('2026-04-05T09:00:00.000Z')
      await guard.claimSignInAttempt(key('forgotten'), start)
      await guard.sweepSignInAttempts(at(start, guard.SIGN_IN_QUIET_RESET_MS + 1))
      const left = await temp.db
        .selectFrom('sign_in_attempts')
        .select('account')
        .where('account', '=', key('forgotten'))
        .execute()
      expect(left).toEqual([])
    })
  })

  describe('the known-device cookie', () => {
    const cookieHeader = (setCookie: string) => new Headers({ cookie: `other=1; ${setCookie.split(';')[0]}` })
    const request = (headers: Headers) => new Request('http://localhost/api/auth/sign-in/email', { headers })

    it('is recognised for its own account only, until it expires, and not when altered', () => {
      const owner = guard.accountKey('owner@limits.example')
      const now = new Date('2026-05-01T00:00:00Z')
      const set = guard.knownDeviceCookie(owner, now)
      expect(set).toMatch(/HttpOnly; SameSite=Strict/)
      expect(set).toMatch(/Path=\/api\/auth/)
      const headers = cookieHeader(set)
      expect(guard.isKnownDevice(request(headers), owner, now)).toBe(true)
      expect(guard.isKnownDevice(request(headers), guard.accountKey('other@limits.example'), now)).toBe(false)
      const expiry = at(now, guard.KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000)
      expect(guard.isKnownDevice(request(headers), owner, expiry)).toBe(false)
      const altered = new Headers({
        cookie: headers.get('cookie')!.replace(/\.(.)/, (_, c) => `.${c === 'A' ? 'B' : 'A'}`),
      })
      expect(guard.isKnownDevice(request(altered), owner, now)).toBe(false)
      const later = set.replace(/=(\d+)\./, (_, n) => `=${Number(n) + 999}.`)
      expect(guard.isKnownDevice(request(cookieHeader(later)), owner, now)).toBe(false)
      expect(guard.isKnownDevice(request(new Headers()), owner, now)).toBe(false)
    })
  })
})
