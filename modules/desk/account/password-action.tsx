'use client'

import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction, type DeskAction } from '../use-desk-action'
import { BackupCodes } from './backup-codes'

/**
 * A change the auth library asks the password for (new backup codes, turning two-step sign-in
 * off): the password and one button. New backup codes it answers with are shown once.
 */
export function PasswordAction({
  action,
  label,
  confirm,
  email,
  tone = 'secondary',
}: {
  action: DeskAction
  label: string
  confirm?: string
  email: string
  tone?: 'secondary' | 'danger'
}) {
  const id = useId()
  const [codes, setCodes] = useState<string[] | null>(null)
  const { state, formAction, pending } = useDeskAction(action, {
    onSuccess: (answer) => {
      const fresh = answer.status === 'ok' ? answer.data?.codes : undefined
      if (Array.isArray(fresh)) setCodes(fresh)
    },
  })
  const error = state.status === 'error' ? state.fieldErrors?.password : undefined
  return (
    <div className="grid gap-4">
      <form
        action={formAction}
        className="flex flex-wrap items-end gap-3"
        aria-busy={pending || undefined}
        onSubmit={(e) => {
          if (pending || (confirm && !window.confirm(confirm))) e.preventDefault()
        }}
      >
        <Field id={`${id}-password`} label="Your password" error={error}>
          <input
            {...fieldProps(`${id}-password`, error)}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={cn(fieldClass, 'min-h-11 w-64 max-w-full')}
          />
        </Field>
        <button
          type="submit"
          disabled={pending}
          className={cn('btn', tone === 'danger' ? 'btn-secondary text-violet' : 'btn-secondary')}
        >
          {label}
        </button>
      </form>
      {codes ? <BackupCodes codes={codes} email={email} /> : null}
    </div>
  )
}
