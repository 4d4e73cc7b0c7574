'use client'

import { LoaderCircle, Lock } from 'lucide'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, useTransition } from 'react'
import { Icon } from '@/components/ui/icon'
import { notify } from '@/lib/notify'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { Field } from './field'

const SIGN_IN_URL = '/api/auth/sign-in/email'

/** What the sign-in endpoint's answer means for the administrator. */
async function failureMessage(res: Response) {
  if (res.status === 400 || res.status === 401 || res.status === 403) return DESK_MESSAGES.loginFailed
  if (res.status === 429) return DESK_MESSAGES.loginRateLimited(Number(res.headers.get('retry-after')) || 60)
  // 503: the database is away; the server says so in plain words.
  if (res.status === 503) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null
    if (typeof body?.message === 'string' && body.message) return body.message
  }
  return DESK_MESSAGES.loginError
}

/** The desk's input look at full text size and 44 px tall (a phone neither zooms in nor misses the tap). */
const fieldClass =
  'block min-h-11 w-full rounded-xl border border-border-strong bg-bg px-3.5 py-2.5 text-fg placeholder:text-fg-subtle transition-colors focus:border-accent aria-[invalid=true]:border-violet disabled:opacity-60'

/**
 * The administrator's sign-in form. Success refreshes the route, whose server component then
 * finds the session and renders the dashboard.
 */
export function AdminLogin() {
  const router = useRouter()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [refreshing, startRefresh] = useTransition()
  const passwordRef = useRef<HTMLInputElement>(null)
  const pending = submitting || refreshing
  const errorId = `${id}-error`

  const fail = (message: string) => {
    setError(message)
    setPassword('')
    void notify('error', message)
    passwordRef.current?.focus()
  }

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (pending) return
    setSubmitting(true)
    setError(null)
    try {
      const res = await fetch(SIGN_IN_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
        credentials: 'same-origin',
        cache: 'no-store',
      })
      if (res.ok) {
        void notify('success', DESK_MESSAGES.loginOk)
        setPassword('')
        startRefresh(() => router.refresh())
        return
      }
      fail(await failureMessage(res))
    } catch {
      fail(DESK_MESSAGES.loginError)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="card w-full p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="bg-accent-soft text-accent inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
          <Icon icon={Lock} className="size-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold">Sign in</h2>
          <p className="text-fg-muted text-sm">Administrator access only.</p>
        </div>
      </div>

      {/* method="post": before hydration a submit never puts the password in the address. */}
      <form method="post" className="mt-6 grid gap-5" onSubmit={onSubmit}>
        <Field id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error === DESK_MESSAGES.loginFailed || undefined}
            aria-describedby={error ? errorId : undefined}
            className={fieldClass}
          />
        </Field>
        <Field id={`${id}-password`} label="Password">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error === DESK_MESSAGES.loginFailed || undefined}
            aria-describedby={error ? errorId : undefined}
            className={fieldClass}
          />
        </Field>

        {error ? (
          <p
            id={errorId}
            role="alert"
            className="border-violet/40 bg-violet-soft text-fg rounded-xl border px-3.5 py-2.5 text-sm font-medium"
          >
            {error}
          </p>
        ) : null}

        <button
          type="submit"
          className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-70"
          disabled={pending}
        >
          {pending ? (
            <>
              <Icon icon={LoaderCircle} className="size-4 animate-spin" />
              Signing in...
            </>
          ) : (
            'Sign In'
          )}
        </button>
      </form>
    </div>
  )
}
