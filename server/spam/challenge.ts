import 'server-only'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { db } from '@/server/db'
import { keyedHash } from '@/server/secret'
import type { ChallengeCheck } from './rules'

/**
 * The invisible proof-of-work challenge (ALTCHA's v2 scheme, altcha-lib, pinned at 2.8.0): a
 * browser fetches one when a form is first focused and solves it while the visitor types; the
 * submission carries it back. Deterministic mode: the server picks how many PBKDF2 derivations
 * the browser must try (about 0.3 to 0.7 s on a laptop, a few seconds on a slow phone) and signs
 * the answer's key, so checking a solution is two HMACs, not a derivation. The challenge names
 * its form and when it was issued (both signed), and expires.
 */
export const CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counter: { min: 200, max: 400 },
  lifetimeSeconds: 2 * 60 * 60,
} as const

/** Longer than any honest value (a challenge and its solution are about 600 characters). */
const MAX_FIELD_CHARS = 4_096

const secrets = () => ({
  hmacSignatureSecret: keyedHash('altcha-challenge', 'v2'),
  hmacKeySignatureSecret: keyedHash('altcha-key', 'v2'),
})

/**
 * A new challenge for the form whose action is `form`. `resumed`: the browser's first challenge
 * for this form expired while the visitor was writing, so this one carries no issue time (the
 * timing signal would read the fresh challenge as a form filled in a second).
 */
export function issueChallenge(form: string, { resumed = false, at = Date.now() } = {}) {
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(CHALLENGE.counter.max, CHALLENGE.counter.min),
    deriveKey,
    expiresAt: Math.floor(at / 1000) + CHALLENGE.lifetimeSeconds,
    data: { form, issued: resumed ? null : at },
    ...secrets(),
  })
}

/** The field's value: a challenge and its solution, as the browser sends them (base64 JSON). */
function parseField(value: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_FIELD_CHARS) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as {
      challenge?: Challenge
      solution?: Solution
    }
    return parsed?.challenge?.parameters && parsed.solution
      ? { challenge: parsed.challenge, solution: parsed.solution }
      : null
  } catch {
    return null
  }
}

const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

/**
 * What a submission's challenge field is worth for the form `form`: solved once, or why not.
 * Nothing a visitor sends makes this throw: a malformed or forged value is 'invalid'. A valid
 * one is spent in the same statement that finds out whether it was spent before, so two
 * processes given one solution at once count it once.
 */
export async function checkChallenge(value: unknown, form: string, at = Date.now()): Promise<ChallengeCheck> {
  const sent = parseField(value)
  if (!sent) return { state: typeof value === 'string' && value !== '' ? 'invalid' : 'missing' }
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({ ...sent, deriveKey, ...secrets() })
  } catch {
    return { state: 'invalid' }
  }
  if (result.expired) return { state: 'expired' }
  if (!result.verified) return { state: 'invalid' }
  const { data, expiresAt } = sent.challenge.parameters
  if (data?.form !== form) return { state: 'other-form' }
  const spent = await db
    .insertInto('used_challenges')
    .values({
      signature: sent.challenge.signature!,
      expires_at: new Date((expiresAt ?? 0) * 1000).toISOString(),
    })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst()
  if (at - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = at
    await db.deleteFrom('used_challenges').where('expires_at', '<', new Date(at).toISOString()).execute()
  }
  if (!spent) return { state: 'replayed' }
  return { state: 'solved', issuedAt: typeof data.issued === 'number' ? data.issued : null }
}
