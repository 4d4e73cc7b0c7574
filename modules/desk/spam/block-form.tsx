'use client'

import { useId, useRef } from 'react'
import { spamFormCopy } from '@/content/desk/forms'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { blockSenderAction } from './actions'

/** Blocks an address or a whole domain typed by the administrator; cleared once it is blocked. */
export function BlockForm() {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(blockSenderAction, {
    onSuccess: () => form.current?.reset(),
  })
  const error = state.status === 'error' ? state.fieldErrors?.sender : undefined
  return (
    <form
      ref={form}
      action={formAction}
      aria-label="Block a sender"
      aria-busy={pending || undefined}
      className="flex flex-wrap items-end gap-3"
    >
      <Field
        id={`${uid}-sender`}
        label="Address or domain"
        hint={spamFormCopy.block}
        error={error}
        className="min-w-64 flex-1"
      >
        <input
          {...fieldProps(`${uid}-sender`, error, true)}
          name="sender"
          type="text"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={254}
          className={fieldClass}
        />
      </Field>
      <button type="submit" className="btn btn-secondary" disabled={pending}>
        {pending ? 'Blocking...' : 'Block'}
      </button>
    </form>
  )
}
