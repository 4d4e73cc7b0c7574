'use client'

import { useId } from 'react'
import { periodHint } from '@/content/desk/forms'
import { fieldProps } from '@/modules/forms/field'
import { formatPeriods, PERIOD_FIELDS, PERIOD_NAMES, type Periods } from '@/runtime/privacy-periods.mjs'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { savePeriodsAction } from './actions'

/**
 * The retention and answer periods, as saved: each a number in its fixed unit, with its bounds and
 * the period in force beside it when they differ. What was typed stays when it is refused.
 */
export function PeriodsForm({ saved, inForce }: { saved: Periods; inForce: Periods }) {
  const uid = useId()
  const { state, formAction, pending } = useDeskAction(savePeriodsAction)
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const kept = state.status === 'error' ? state.values : undefined
  return (
    <form action={formAction} aria-label="Periods" aria-busy={pending || undefined} className="grid gap-4">
      <input type="hidden" name="shown" value={formatPeriods(saved)} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PERIOD_NAMES.map((name) => {
          const { unit, min, max, label } = PERIOD_FIELDS[name]
          const id = `${uid}-${name}`
          const value = kept?.[name] ?? String(saved[name])
          return (
            <Field
              key={name}
              id={id}
              label={`${label} (${unit})`}
              hint={periodHint(min, max, saved[name] === inForce[name] ? null : inForce[name])}
              error={errors[name]}
            >
              <input
                {...fieldProps(id, errors[name], true)}
                key={value}
                name={name}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                required
                defaultValue={value}
                className={fieldClass}
              />
            </Field>
          )
        })}
      </div>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Save the periods'}
      </button>
    </form>
  )
}
