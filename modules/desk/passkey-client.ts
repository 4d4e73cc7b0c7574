import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { useSyncExternalStore } from 'react'

const PASSKEY_API = '/api/auth/passkey'

export const PASSKEY_MESSAGES = {
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'No passkey was used. Try again, or choose another way.',
  failed: 'That passkey was not accepted here. Try again, or choose another way.',
  unverified: 'The passkey did not check that it is you (a PIN, a fingerprint or a face). Try again.',
  exists: 'That passkey is already on this account.',
  limited: 'Too many attempts. Please wait a minute and try again.',
} as const

/** What the server or the browser answered: the auth endpoint's code and message on a refusal. */
export type PasskeyAnswer = { ok: true } | { ok: false; status: number; code: string | null; message: string }

const refused = (status: number, code: string | null, message: string): PasskeyAnswer => ({
  ok: false,
  status,
  code,
  message,
})

const unchanging = () => () => {}

/** Whether this browser can use passkeys: null (not known) in the server's rendering. */
export function usePasskeysSupported(): boolean | null {
  return useSyncExternalStore(unchanging, browserSupportsWebAuthn, () => null)
}

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${PASSKEY_API}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    credentials: 'same-origin',
    cache: 'no-store',
  })
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  return { res, body }
}

function refusalOf(res: Response, body: Record<string, unknown> | null): PasskeyAnswer {
  const code = typeof body?.code === 'string' ? body.code : null
  if (res.status === 429) return refused(429, code, PASSKEY_MESSAGES.limited)
  if (code === 'PASSKEY_NOT_VERIFIED') return refused(res.status, code, PASSKEY_MESSAGES.unverified)
  // Our own refusals (sudo mode, two-step sign-in first, the database away) say what to do.
  const own = code === 'SUDO_REQUIRED' || code === 'TWO_FACTOR_REQUIRED' || res.status === 503
  const message = own && typeof body?.message === 'string' ? body.message : PASSKEY_MESSAGES.failed
  return refused(res.status, code, message)
}

/** The browser's own refusal (the person cancelled, the authenticator already holds one, …). */
function browserRefusal(error: unknown): PasskeyAnswer {
  const name = error instanceof Error ? error.name : ''
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return refused(0, 'EXISTS', PASSKEY_MESSAGES.exists)
  if (name === 'NotAllowedError' || name === 'AbortError')
    return refused(0, 'CANCELLED', PASSKEY_MESSAGES.cancelled)
  return refused(0, null, PASSKEY_MESSAGES.failed)
}

/**
 * One WebAuthn ceremony: the server's options (and challenge), the browser's passkey prompt, then
 * the server's check of what the authenticator signed.
 */
async function ceremony<Response>(
  optionsPath: string,
  prompt: (optionsJSON: never) => Promise<Response>,
  verifyPath: string,
  body: (response: Response) => Record<string, unknown>,
): Promise<PasskeyAnswer> {
  if (!browserSupportsWebAuthn()) return refused(0, 'UNSUPPORTED', PASSKEY_MESSAGES.unsupported)
  const options = await call(optionsPath)
  if (!options.res.ok || !options.body) return refusalOf(options.res, options.body)
  let response: Response
  try {
    response = await prompt(options.body as never)
  } catch (error) {
    return browserRefusal(error)
  }
  const verified = await call(verifyPath, { method: 'POST', body: JSON.stringify(body(response)) })
  return verified.res.ok ? { ok: true } : refusalOf(verified.res, verified.body)
}

/** Signs in (or, from a signed-in browser, confirms who it is) with a passkey; the server sets the session. */
export const signInWithPasskey = () =>
  ceremony(
    '/generate-authenticate-options',
    (optionsJSON) => startAuthentication({ optionsJSON }),
    '/verify-authentication',
    (response) => ({ response }),
  )

/** Makes a new passkey for the signed-in account, under `name`. */
export const createPasskey = (name: string) =>
  ceremony(
    '/generate-register-options',
    (optionsJSON) => startRegistration({ optionsJSON }),
    '/verify-registration',
    (response) => ({ response, name }),
  )
