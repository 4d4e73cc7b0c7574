'use client'

import { FingerprintPattern, LoaderCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { WRONG_ADDRESS_CODE } from '@/lib/vocabulary'

/** The sign-in form's pieces (login-form.tsx): its endpoints, their answers, and its controls. */
export const SIGN_IN_URL = '/api/auth/sign-in/email'
export const SECOND_STEP_URL = {
  totp: '/api/auth/two-factor/verify-totp',
  backup: '/api/auth/two-factor/verify-backup-code',
} as const

type Answer = { code?: unknown; message?: unknown; twoFactorRedirect?: unknown } | null

/** What an auth endpoint's refusal means for the administrator. */
export function failureMessage(res: Response, body: Answer, wrong: string) {
  // The right password at an address other than SITE_URL (server/auth/handler.ts logs which).
  if (res.status === 403 && body?.code === WRONG_ADDRESS_CODE) return DESK_MESSAGES.loginWrongAddress
  if (res.status === 400 || res.status === 401 || res.status === 403) return wrong
  if (res.status === 429) return DESK_MESSAGES.loginRateLimited(Number(res.headers.get('retry-after')) || 60)
  // 503: the database is away; the server says so in plain words.
  if (res.status === 503 && typeof body?.message === 'string' && body.message) return body.message
  return DESK_MESSAGES.loginError
}

export async function post(url: string, data: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(data),
    credentials: 'same-origin',
    cache: 'no-store',
  })
  return { res, body: (await res.json().catch(() => null)) as Answer }
}

/** The desk's input look at full text size and 44 px tall (a phone neither zooms in nor misses the tap). */
export const fieldClass =
  'block min-h-11 w-full rounded-xl border border-border-strong bg-bg px-3.5 py-2.5 text-fg placeholder:text-fg-subtle transition-colors focus:border-accent aria-[invalid=true]:border-violet disabled:opacity-60'

export function ErrorNote({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p
      id={id}
      role="alert"
      className="border-violet/40 bg-violet-soft text-fg rounded-xl border px-3.5 py-2.5 text-sm font-medium"
    >
      {error}
    </p>
  ) : null
}

export function SubmitButton({ pending, label, busy }: { pending: boolean; label: string; busy: string }) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-70"
      disabled={pending}
    >
      {pending ? (
        <>
          <Icon icon={LoaderCircle} className="size-4 animate-spin" />
          {busy}
        </>
      ) : (
        label
      )}
    </button>
  )
}

/** The passkey way in, offered once the browser is known to support passkeys. */
export function PasskeyButton({
  pending,
  label,
  onClick,
}: {
  pending: boolean
  label: string
  onClick: () => void
}) {
  return (
    <button type="button" className="btn btn-secondary w-full" disabled={pending} onClick={onClick}>
      <Icon icon={FingerprintPattern} className="size-4" />
      {label}
    </button>
  )
}
