import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '@/server/env'

/**
 * The secret that signs sessions and resume links: AUTH_SECRET when set (required when several
 * servers share one database), otherwise generated once into DATA_DIR and reused.
 */
function loadSecret() {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  const file = path.resolve(env.DATA_DIR, 'auth-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    try {
      // 'wx': if another process wrote it first, read theirs instead.
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}

const globalForSecret = globalThis as unknown as { __authSecret?: string }
export function authSecret() {
  return (globalForSecret.__authSecret ??= loadSecret())
}

/**
 * `value` keyed with the site's secret, for one `purpose` (so a value made for one use is never
 * valid for another): what stands for a visitor's address in the limits and the audit trail, and
 * what signs resume links and known-device cookies.
 */
export function keyedHash(purpose: string, value: string) {
  return createHmac('sha256', authSecret()).update(`${purpose}:${value}`).digest('base64url')
}
