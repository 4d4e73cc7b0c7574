import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

describe('signed resume links', () => {
  let dataDir: string
  let storage: typeof import('@/server/storage')
  const key = 'resumes/AAAAAAAAAAAAAAAAAAAAAA.pdf'
  const other = 'BBBBBBBBBBBBBBBBBBBBBB.pdf'
  const now = Date.UTC(2025, 5, 1, 12, 0, 0)

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-unit-'))
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('AUTH_SECRET', '')
    vi.resetModules()
    storage = await import('@/server/storage')
  })

  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(dataDir, { recursive: true, force: true })
  })

  function parts(url: string) {
    const u = new URL(url, 'http://localhost')
    return {
      name: u.pathname.replace('/api/admin/resumes/', ''),
      expires: u.searchParams.get('expires'),
      signature: u.searchParams.get('signature'),
    }
  }

  it('signs a link for 60 seconds with the secret kept in DATA_DIR', () => {
    const url = storage.signedResumeUrl(key, now)
    const { name, expires, signature } = parts(url)
    expect(name).toBe('AAAAAAAAAAAAAAAAAAAAAA.pdf')
    expect(Number(expires)).toBe(now / 1000 + 60)

    const secretFile = path.join(dataDir, 'auth-secret')
    expect(statSync(secretFile).mode & 0o077).toBe(0)
    const secret = readFileSync(secretFile, 'utf8').trim()
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const expected = createHmac('sha256', secret).update(`resume:${key}:${expires}`).digest('base64url')
    expect(signature).toBe(expected)
  })

  it('accepts its own link until it expires, then reports it expired', () => {
    const { name, expires, signature } = parts(storage.signedResumeUrl(key, now))
    expect(storage.verifyResumeLink(name, expires, signature, now)).toEqual({ ok: true, key })
    expect(storage.verifyResumeLink(name, expires, signature, now + 60_000)).toEqual({ ok: true, key })
    expect(storage.verifyResumeLink(name, expires, signature, now + 60_001)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses forged links: changed signature, other file, extended expiry, or a path', () => {
    const { name, expires, signature } = parts(storage.signedResumeUrl(key, now))
    const forged = { ok: false, reason: 'forged' }
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
    expect(storage.verifyResumeLink(name, expires, flipped, now)).toEqual(forged)
    expect(storage.verifyResumeLink(name, expires, `${signature}A`, now)).toEqual(forged)
    expect(storage.verifyResumeLink(name, expires, null, now)).toEqual(forged)
    expect(storage.verifyResumeLink(other, expires, signature, now)).toEqual(forged)
    expect(storage.verifyResumeLink(name, String(Number(expires) + 3600), signature, now)).toEqual(forged)
    expect(storage.verifyResumeLink(name, `${expires}.5`, signature, now)).toEqual(forged)
    expect(storage.verifyResumeLink(name, null, signature, now)).toEqual(forged)
    expect(storage.verifyResumeLink('../auth-secret', expires, signature, now)).toEqual(forged)

    // A link signed with another secret is refused too.
    const alien = createHmac('sha256', 'x'.repeat(43)).update(`resume:${key}:${expires}`).digest('base64url')
    expect(storage.verifyResumeLink(name, expires, alien, now)).toEqual(forged)
  })

  it('calls an old link expired only when its signature is genuine', () => {
    const { name, expires, signature } = parts(storage.signedResumeUrl(key, now - 3600_000))
    expect(storage.verifyResumeLink(name, expires, signature, now)).toEqual({ ok: false, reason: 'expired' })
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
    expect(storage.verifyResumeLink(name, expires, flipped, now)).toEqual({ ok: false, reason: 'forged' })
  })
})
