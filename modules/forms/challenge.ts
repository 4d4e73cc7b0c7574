import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { CHALLENGE_PATH } from '@/lib/forms/definition'

/** A solved challenge as the form sends it, and when it stops counting (ms since the epoch). */
export type Solved = { value: string; expiresAt: number }

/** A solve that takes longer than this is given up: the form goes without (it still counts). */
const SOLVE_TIMEOUT_MS = 60_000

/** A challenge this close to its expiry is replaced before sending rather than risked. */
const EXPIRY_MARGIN_MS = 60_000

/** The challenge begun for each form on the page (by its action), until a submission spends it. */
const begun = new Map<string, Promise<Solved | null>>()

/** Begins the form's challenge on its first focus, solving while the visitor types. */
export function begin(form: string) {
  if (!begun.has(form))
    begun.set(
      form,
      solve(form).catch(() => null),
    )
}

/**
 * The challenge to send with the form: the one begun at its first focus, or, if that failed or
 * expired while the visitor wrote, a fresh one (`resumed`: it carries no start time to be timed
 * by). Null when none could be had: the form goes without.
 */
export async function take(form: string) {
  begin(form)
  const solved = await begun.get(form)!
  if (solved && solved.expiresAt > Date.now() + EXPIRY_MARGIN_MS) return solved.value
  const fresh = solve(form, true).catch(() => null)
  begun.set(form, fresh)
  return (await fresh)?.value ?? null
}

/** A challenge counts once: after a submission it was looked at by, the next needs a new one. */
export function spend(form: string) {
  begun.delete(form)
}

/**
 * Fetches the proof-of-work challenge for the form whose action is `form` and solves it with the
 * browser's own PBKDF2 (Web Crypto, off the main thread). Loaded on a form's first focus only, so
 * no page carries it before someone starts filling a form. Null when no challenge could be had or
 * solved: the form is sent without one, and the server counts that as one small signal.
 */
export async function solve(form: string, resumed = false): Promise<Solved | null> {
  const query = new URLSearchParams({ form, ...(resumed ? { resumed: '1' } : {}) })
  const res = await fetch(`${CHALLENGE_PATH}?${query}`, { cache: 'no-store' })
  if (!res.ok) return null
  const challenge = (await res.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS })
  if (!solution) return null
  return {
    value: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  }
}
