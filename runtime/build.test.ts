import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { currentStamp, staleReason } from './build.mjs'
import { nodeVersionProblem } from './node-version.mjs'

describe('npm start serves only a build of this checkout and these settings', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

  /** A build folder whose stamp says it was made with `env` (and, optionally, other source). */
  function builtWith(env: Record<string, string>, source?: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'vantage-build-'))
    dirs.push(dir)
    const stamp = currentStamp(env)
    writeFileSync(
      path.join(dir, 'build-stamp.json'),
      JSON.stringify({ ...stamp, source: source ?? stamp.source }),
    )
    return dir
  }

  it('builds when there is no finished build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vantage-build-'))
    dirs.push(dir)
    expect(staleReason(dir, {})).toMatch(/no finished build/)
  })

  it('serves a build made from this source with the same settings', () => {
    const env = { SITE_URL: 'https://vantage-edge.example' }
    expect(staleReason(builtWith(env), env)).toBeNull()
  })

  it('builds again, saying why, when SITE_URL changed since the build', () => {
    const dir = builtWith({})
    expect(staleReason(dir, { SITE_URL: 'https://www.vantage-edge.example' })).toBe(
      'SITE_URL was http://localhost:3000, is now https://www.vantage-edge.example',
    )
  })

  it('builds again when PORT moves the default SITE_URL, and not when SITE_URL is set', () => {
    expect(staleReason(builtWith({}), { PORT: '3500' })).toBe(
      'SITE_URL was http://localhost:3000, is now http://localhost:3500',
    )
    const env = { SITE_URL: 'https://vantage-edge.example' }
    expect(staleReason(builtWith(env), { ...env, PORT: '3500' })).toBeNull()
  })

  it('builds again when the booking page changed', () => {
    const dir = builtWith({ SCHEDULING_URL: 'https://calendly.com/a/30min' })
    expect(staleReason(dir, { SCHEDULING_URL: 'https://calendly.com/b/30min' })).toMatch(
      /^SCHEDULING_URL was/,
    )
  })

  it('builds again when the privacy periods saved in the desk are not the ones the build publishes', () => {
    const dir = builtWith({})
    expect(staleReason(dir, { PRIVACY_PERIODS: '{"responseDays":30}' })).toBeNull()
    expect(staleReason(dir, { PRIVACY_PERIODS: '{"enquiries":36}' })).toBe(
      'PRIVACY_PERIODS was (default), is now {"enquiries":36}',
    )
    expect(staleReason(builtWith({ PRIVACY_PERIODS: '{"enquiries":36}' }), {})).toMatch(
      /^PRIVACY_PERIODS was/,
    )
  })

  it('builds again after the source changed (a git pull)', () => {
    expect(staleReason(builtWith({}, 'an older source'), {})).toBe('the source changed since the last build')
  })
})

describe('the Node.js version check', () => {
  it.each(['20.19.0', '20.20.2', 'v22.1.0', '24.0.0'])('accepts %s', (v) => {
    expect(nodeVersionProblem(v, '20.19')).toBeNull()
  })

  it.each(['20.9.0', '20.18.3', '18.20.4'])('refuses %s with a plain message', (v) => {
    expect(nodeVersionProblem(v, '20.19')).toBe(
      `This site needs Node.js 20.19 or newer; this is Node.js ${v}. Install a current LTS release (20.19+, 22 or 24) and run the command again.`,
    )
  })
})
