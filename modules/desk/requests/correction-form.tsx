'use client'

import { useId } from 'react'
import { fieldProps } from '@/modules/forms/field'
import type { RecordType } from '@/lib/vocabulary'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { correctRecordAction } from './actions'

const LABELS: Record<string, string> = {
  name: 'Name',
  full_name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  website: 'Website',
  portfolio: 'Portfolio',
}

/**
 * A record's contact fields, to correct at the person's request: each change goes on the record's
 * timeline as made at their request, and what was typed stays when it is refused.
 */
export function CorrectionForm({
  tab,
  id,
  fields,
  label,
}: {
  tab: RecordType
  id: string
  fields: Record<string, string | null>
  label: string
}) {
  const uid = useId()
  const { state, formAction, pending } = useDeskAction(correctRecordAction)
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const kept = state.status === 'error' ? state.values : undefined
  return (
    <form action={formAction} aria-label={label} aria-busy={pending || undefined} className="grid gap-3">
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="id" value={id} />
      <div className="grid gap-3 sm:grid-cols-2">
        {Object.entries(fields).map(([name, value]) => (
          <Field key={name} id={`${uid}-${name}`} label={LABELS[name] ?? name} error={errors[name]}>
            <input
              {...fieldProps(`${uid}-${name}`, errors[name])}
              key={kept?.[name] ?? value ?? ''}
              name={name}
              type={name === 'email' ? 'email' : 'text'}
              defaultValue={kept?.[name] ?? value ?? ''}
              className={fieldClass}
            />
          </Field>
        ))}
      </div>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Save the correction'}
      </button>
    </form>
  )
}
