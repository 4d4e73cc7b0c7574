'use client'

import { FingerprintPattern, LoaderCircle, ShieldCheck } from 'lucide'
import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { confirmCopy } from '@/content/desk/forms'
import { IDLE, type ActionState } from '@/lib/forms/action-state'
import { Field, fieldClass } from '../field'
import { signInWithPasskey } from '../passkey-client'
import { confirmIdentityAction } from './actions'

/**
 * The confirmation of identity that opens sudo mode: a code from the authenticator app (or a
 * backup code) or one of the account's passkeys where a second factor is enrolled, else the
 * password. `onConfirmed` carries on with what was asked for.
 */
export function ConfirmForm({
  twoFactor,
  passkeys,
  onConfirmed,
  autoFocus = true,
}: {
  twoFactor: boolean
  passkeys: boolean
  onConfirmed: () => void
  autoFocus?: boolean
}) {
  const id = useId()
  const [passkey, setPasskey] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  })
  const confirmWithPasskey = async () => {
    setPasskey({ busy: true, error: null })
    const answer = await signInWithPasskey()
    setPasskey({ busy: false, error: answer.ok ? null : answer.message })
    if (answer.ok) onConfirmed()
  }
  const input = useRef<HTMLInputElement>(null)
  const [state, action, pending] = useActionState(async (previous: ActionState, form: FormData) => {
    const answer = await confirmIdentityAction(previous, form)
    if (answer.status === 'ok') onConfirmed()
    return answer
  }, IDLE)
  const error = state.status === 'error' ? state.message : undefined
  useEffect(() => {
    if (error) {
      input.current?.select()
      input.current?.focus()
    }
  }, [error, state])
  return (
    <form action={action} className="grid gap-4" aria-busy={pending || undefined}>
      <p className="text-fg-muted text-sm">{confirmCopy.intro(twoFactor)}</p>
      {twoFactor ? (
        <Field
          id={`${id}-code`}
          label="Authentication code or backup code"
          hint={confirmCopy.codeHint}
          error={error}
        >
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            required
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-code-hint${error ? ` ${id}-code-error` : ''}`}
            className={`${fieldClass} min-h-11 font-mono tracking-widest`}
          />
        </Field>
      ) : (
        <Field id={`${id}-password`} label="Password" error={error}>
          <input
            ref={input}
            id={`${id}-password`}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-password-error` : undefined}
            className={`${fieldClass} min-h-11`}
          />
        </Field>
      )}
      <button type="submit" className="btn btn-primary w-full sm:w-fit" disabled={pending}>
        <Icon
          icon={pending ? LoaderCircle : ShieldCheck}
          className={pending ? 'size-4 animate-spin' : 'size-4'}
        />
        Confirm
      </button>
      {passkeys ? (
        <div className="grid gap-2">
          <button
            type="button"
            className="btn btn-secondary w-full sm:w-fit"
            disabled={pending || passkey.busy}
            onClick={confirmWithPasskey}
          >
            <Icon
              icon={passkey.busy ? LoaderCircle : FingerprintPattern}
              className={passkey.busy ? 'size-4 animate-spin' : 'size-4'}
            />
            Use a passkey instead
          </button>
          {passkey.error ? (
            <p role="alert" className="text-violet text-sm font-medium">
              {passkey.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
