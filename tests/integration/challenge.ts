import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { client } from './client'
import type { Target } from './targets'

/** A challenge for one form, fetched as a browser does on the form's first focus. */
export async function fetchChallenge(target: Target, form: string, query = '') {
  const res = await client(target).send(`/api/challenge?form=${encodeURIComponent(form)}${query}`)
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}`)
  return (await res.json()) as Challenge
}

/** A challenge solved as the browser's solver solves it, as the form field carries it. */
export async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/**
 * A challenge signed with the server's own keys (read from its data directory) but made here,
 * so that a test can have one the server would issue only at another time: an expired one.
 */
export async function signedByServer(target: Target, form: string, expiresAt: number) {
  const secret = readFileSync(path.join(target.dataDir, 'auth-secret'), 'utf8').trim()
  const key = (purpose: string) => createHmac('sha256', secret).update(`${purpose}:v2`).digest('base64url')
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 5_000,
    counter: 50,
    deriveKey,
    expiresAt,
    data: { form, issued: Date.now() - 60_000 },
    hmacSignatureSecret: key('altcha-challenge'),
    hmacKeySignatureSecret: key('altcha-key'),
  })
}
