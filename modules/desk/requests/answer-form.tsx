'use client'

import { useId } from 'react'
import { answerHint } from '@/content/desk/forms'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { ANSWER_MAX_CHARS } from '@/lib/constants'
import { useDeskAction } from '../use-desk-action'
import { answerRequestAction } from './actions'

/** The answer to one data request, mailed to the person; what was typed stays when it is refused. */
export function AnswerForm({ id, email, suggestion }: { id: string; email: string; suggestion: string }) {
  const uid = useId()
  const { state, formAction, pending } = useDeskAction(answerRequestAction)
  const error = state.status === 'error' ? state.fieldErrors?.outcome : undefined
  const kept = state.status === 'error' ? state.values?.outcome : undefined
  return (
    <form action={formAction} className="grid gap-2" aria-busy={pending || undefined}>
      <input type="hidden" name="id" value={id} />
      <Field id={`${uid}-outcome`} label={`Answer to ${email}`} hint={answerHint} error={error}>
        <textarea
          {...fieldProps(`${uid}-outcome`, error, true)}
          key={kept ?? ''}
          name="outcome"
          rows={4}
          required
          minLength={10}
          maxLength={ANSWER_MAX_CHARS}
          defaultValue={kept ?? suggestion}
          className={fieldClass}
        />
      </Field>
      <button type="submit" className="btn btn-primary w-fit" disabled={pending}>
        {pending ? 'Sending...' : 'Send answer and close'}
      </button>
    </form>
  )
}
