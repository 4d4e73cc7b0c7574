import { CONSENT_VALUE } from '@/lib/forms/definition'
import { fieldProps } from '@/modules/forms/field'

/**
 * An optional consent, separate from the form's purpose: a box the visitor ticks themselves
 * (never ticked for them), its label saying what it allows, its hint how long and how to undo it.
 */
export function ConsentField({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string
  name: string
  label: string
  hint?: React.ReactNode
  error?: string
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2.5">
        <input
          {...fieldProps(id, error, Boolean(hint))}
          type="checkbox"
          name={name}
          value={CONSENT_VALUE}
          defaultChecked={false}
          className="accent-accent mt-0.5 size-4 shrink-0 cursor-pointer"
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label} <span className="text-fg-muted font-normal">(optional)</span>
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted pl-6.5 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error mt-0 pl-6.5">
          {error}
        </p>
      ) : null}
    </div>
  )
}
