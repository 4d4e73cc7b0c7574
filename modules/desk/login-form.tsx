'use client'

import { KeyRound, Lock } from 'lucide'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useTransition } from 'react'
import { Icon } from '@/components/ui/icon'
import { signInCopy } from '@/content/desk/forms'
import { TRUSTED_BROWSER_DAYS } from '@/lib/constants'
import { notify } from '@/lib/notify'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { Field } from './field'
import {
  ErrorNote,
  failureMessage,
  fieldClass,
  PasskeyButton,
  post,
  SECOND_STEP_URL,
  SIGN_IN_URL,
  SubmitButton,
} from './login-parts'
import { signInWithPasskey, usePasskeysSupported } from './passkey-client'

/**
 * The administrator's sign-in: the password, then, once a second factor is enrolled, a code from
 * the authenticator app, a backup code (with the choice to trust this browser for
 * TRUSTED_BROWSER_DAYS days) or a passkey. A passkey also signs in by itself, without the
 * password. Success refreshes the route, whose server component then finds the session and
 * renders the dashboard.
 */
export function AdminLogin() {
  const router = useRouter()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [step, setStep] = useState<'password' | 'totp' | 'backup'>('password')
  const [code, setCode] = useState('')
  const [trust, setTrust] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [refreshing, startRefresh] = useTransition()
  // Known only in the browser: the server's first rendering leaves the passkey button out.
  const passkeys = usePasskeysSupported()
  const passwordRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  // Each step's field takes the focus once the step is on screen (the button that moved there is
  // gone with the step it belonged to); not on the page's first showing.
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    ;(step === 'password' ? passwordRef : codeRef).current?.focus()
  }, [step])
  const pending = submitting || refreshing
  const errorId = `${id}-error`

  const fail = (message: string) => {
    setError(message)
    void notify('error', message)
    if (step === 'password') {
      setPassword('')
      passwordRef.current?.focus()
    } else {
      setCode('')
      codeRef.current?.focus()
    }
  }
  const signedIn = () => {
    void notify('success', DESK_MESSAGES.loginOk)
    setPassword('')
    setCode('')
    startRefresh(() => router.refresh())
  }
  const startOver = (message: string | null) => {
    setStep('password')
    setCode('')
    setPassword('')
    setError(message)
    if (message) void notify('error', message)
    // (The password field takes the focus once it is back: see the effect below.)
  }

  const passkey = async () => {
    if (pending) return
    setSubmitting(true)
    setError(null)
    try {
      const answer = await signInWithPasskey()
      if (answer.ok) signedIn()
      else {
        setError(answer.message)
        void notify('error', answer.message)
      }
    } catch {
      fail(DESK_MESSAGES.loginError)
    } finally {
      setSubmitting(false)
    }
  }

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (pending) return
    setSubmitting(true)
    setError(null)
    try {
      if (step === 'password') {
        const { res, body } = await post(SIGN_IN_URL, { email: email.trim(), password })
        if (res.ok && body?.twoFactorRedirect) {
          setPassword('')
          setStep('totp')
        } else if (res.ok) signedIn()
        else fail(failureMessage(res, body, DESK_MESSAGES.loginFailed))
        return
      }
      const wrong = step === 'totp' ? DESK_MESSAGES.secondStepWrong : DESK_MESSAGES.backupCodeWrong
      const { res, body } = await post(SECOND_STEP_URL[step], {
        code: code.replace(/\s+/g, ''),
        trustDevice: trust,
      })
      if (res.ok) signedIn()
      // The step's time ran out, or it had too many tries: back to the password.
      else if (
        body?.code === 'INVALID_TWO_FACTOR_COOKIE' ||
        body?.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
      )
        startOver(DESK_MESSAGES.secondStepExpired)
      else
        fail(
          res.status === 401 && typeof body?.message === 'string' && body.message.startsWith('That code')
            ? body.message
            : failureMessage(res, body, wrong),
        )
    } catch {
      fail(DESK_MESSAGES.loginError)
    } finally {
      setSubmitting(false)
    }
  }

  if (step !== 'password') {
    const totp = step === 'totp'
    return (
      <div className="card w-full p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="bg-accent-soft text-accent inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
            <Icon icon={KeyRound} className="size-5" />
          </span>
          <div>
            <h2 className="text-xl font-semibold">{signInCopy.secondStepTitle}</h2>
            <p className="text-fg-muted text-sm">{signInCopy.secondStepIntro(totp)}</p>
          </div>
        </div>
        <form method="post" className="mt-6 grid gap-5" onSubmit={submit}>
          <Field id={`${id}-code`} label={totp ? 'Authentication code' : 'Backup code'}>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              required
              // The step appears in place of the password: its field takes the focus at once.
              autoFocus
              autoComplete="one-time-code"
              inputMode={totp ? 'numeric' : 'text'}
              autoCapitalize="off"
              spellCheck={false}
              maxLength={totp ? 7 : 16}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${fieldClass} font-mono tracking-widest`}
            />
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="trust"
              checked={trust}
              onChange={(e) => setTrust(e.target.checked)}
              className="accent-accent size-5"
            />
            {`Trust this browser for ${TRUSTED_BROWSER_DAYS} days (skip this step here)`}
          </label>
          <ErrorNote id={errorId} error={error} />
          <SubmitButton pending={pending} label="Verify" busy="Verifying..." />
        </form>
        {passkeys ? (
          <div className="mt-3">
            <PasskeyButton pending={pending} label="Use a passkey instead" onClick={passkey} />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className="btn btn-ghost px-2 text-sm"
            onClick={() => {
              setStep(totp ? 'backup' : 'totp')
              setCode('')
              setError(null)
            }}
          >
            {totp ? 'Use a backup code instead' : 'Use the authenticator app instead'}
          </button>
          <button type="button" className="btn btn-ghost px-2 text-sm" onClick={() => startOver(null)}>
            Start over
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className="card w-full p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="bg-accent-soft text-accent inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
          <Icon icon={Lock} className="size-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold">{signInCopy.title}</h2>
          <p className="text-fg-muted text-sm">{signInCopy.intro}</p>
        </div>
      </div>

      {/* method="post": before hydration a submit never puts the password in the address. */}
      <form method="post" className="mt-6 grid gap-5" onSubmit={submit}>
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
        <ErrorNote id={errorId} error={error} />
        <SubmitButton pending={pending} label="Sign In" busy="Signing in..." />
      </form>
      {passkeys ? (
        <div className="mt-5 grid gap-3">
          <p className="text-fg-muted flex items-center gap-3 text-xs font-semibold tracking-wide uppercase before:h-px before:flex-1 before:bg-current before:opacity-30 after:h-px after:flex-1 after:bg-current after:opacity-30">
            or
          </p>
          <PasskeyButton pending={pending} label="Use a passkey" onClick={passkey} />
        </div>
      ) : null}
    </div>
  )
}
