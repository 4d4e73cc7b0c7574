'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { accountFormCopy } from '@/content/desk/forms'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { confirmAuthenticatorAction, startAuthenticatorAction } from './actions'
import { BackupCodes } from './backup-codes'

const copy = accountFormCopy.authenticator

type Setup = { qr: string; secret: string; codes: string[] }

/** "ABCD EFGH …": a secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Turning two-step sign-in on: the password, then the authenticator (a QR code drawn on the
 * server, and the secret as text for typing in), then its first code, which confirms it. Only
 * then are the ten backup codes shown, once; "Done" brings the page up to date.
 */
export function TwoFactorSetup({ email, enabled }: { email: string; enabled: boolean }) {
  const id = useId()
  const router = useRouter()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const start = useDeskAction(startAuthenticatorAction, {
    onSuccess: (state) => {
      if (state.status !== 'ok' || !state.data) return
      const { qr, secret, codes } = state.data
      setSetup({ qr: String(qr), secret: String(secret), codes: Array.isArray(codes) ? codes : [] })
    },
  })
  const confirm = useDeskAction(confirmAuthenticatorAction, { onSuccess: () => setConfirmed(true) })
  const error = (action: typeof start, field: string) =>
    action.state.status === 'error' ? action.state.fieldErrors?.[field] : undefined

  if (setup && confirmed)
    return (
      <div className="grid gap-4">
        <p className="font-medium" role="status">
          {copy.on}
        </p>
        <BackupCodes codes={setup.codes} email={email} />
        <button
          type="button"
          className="btn btn-primary w-fit"
          onClick={() => {
            setSetup(null)
            setConfirmed(false)
            router.refresh()
          }}
        >
          Done, I have saved them
        </button>
      </div>
    )

  // On already (and not just now, with its codes still to read): the page says so.
  if (enabled) return null

  if (setup)
    return (
      <div className="grid gap-5">
        <ol className="grid list-decimal gap-4 pl-5 text-sm">
          <li>
            <p>{copy.scan}</p>
            {/* A data: URL drawn by the server for this page only: nothing for next/image to optimise. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={setup.qr}
              alt={copy.qrAlt}
              width={200}
              height={200}
              className="mt-3 rounded-lg bg-white"
            />
            <p className="text-fg-muted mt-3">{copy.typeInstead}</p>
            <p data-testid="totp-secret" className="bg-surface mt-1 w-fit rounded-lg px-3 py-2 font-mono">
              {grouped(setup.secret)}
            </p>
          </li>
          <li>
            <form action={confirm.formAction} className="grid gap-3" aria-busy={confirm.pending || undefined}>
              <Field id={`${id}-code`} label="The 6-digit code the app shows" error={error(confirm, 'code')}>
                <input
                  {...fieldProps(`${id}-code`, error(confirm, 'code'))}
                  name="code"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  autoFocus
                  className={cn(fieldClass, 'min-h-11 max-w-48 font-mono tracking-widest')}
                />
              </Field>
              <button type="submit" className="btn btn-primary w-fit" disabled={confirm.pending}>
                Turn on two-step sign-in
              </button>
            </form>
          </li>
        </ol>
      </div>
    )

  return (
    <form action={start.formAction} className="grid gap-3" aria-busy={start.pending || undefined}>
      <Field id={`${id}-password`} label="Your password, to begin" error={error(start, 'password')}>
        <input
          {...fieldProps(`${id}-password`, error(start, 'password'))}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={cn(fieldClass, 'min-h-11 max-w-sm')}
        />
      </Field>
      <button type="submit" className="btn btn-primary w-fit" disabled={start.pending}>
        Set up an authenticator app
      </button>
    </form>
  )
}
