'use client'

import { useId, useRef } from 'react'
import { accountFormCopy } from '@/content/desk/forms'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { changePasswordAction } from './actions'

/** A new password: the current one, the new one twice. Every other session is signed out. */
export function PasswordForm() {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(changePasswordAction, {
    onSuccess: () => form.current?.reset(),
  })
  const error = (field: string) => (state.status === 'error' ? state.fieldErrors?.[field] : undefined)
  const field = (name: 'current' | 'next' | 'repeat', label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} hint={hint}>
      <input
        {...fieldProps(`${id}-${name}`, error(name), Boolean(hint))}
        name={name}
        type="password"
        required
        minLength={name === 'current' ? undefined : 12}
        maxLength={128}
        autoComplete={autoComplete}
        className={cn(fieldClass, 'min-h-11')}
      />
    </Field>
  )
  return (
    <form ref={form} action={formAction} className="grid max-w-md gap-3" aria-busy={pending || undefined}>
      {field('current', 'Current password', 'current-password')}
      {field('next', 'New password', 'new-password', accountFormCopy.newPasswordHint)}
      {field('repeat', 'New password again', 'new-password')}
      <button type="submit" className="btn btn-primary w-fit" disabled={pending}>
        Change password
      </button>
    </form>
  )
}
