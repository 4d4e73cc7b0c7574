import { cn } from '@/lib/cn'

/**
 * Ids and ARIA wiring of a field's control: `aria-invalid` while it has a message, and
 * `aria-describedby` pointing at its hint (pass `hint = true` when the field shows one) and message.
 */
export function fieldProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

export type FieldProps = {
  id: string
  label: string
  /** Marks the label with an asterisk; the control carries `required` itself. */
  required?: boolean
  /** Shown under the control; wire the control with `fieldProps(id, error, true)`. */
  hint?: React.ReactNode
  error?: string
  className?: string
  /** How the message looks: the public forms' error by default; the desk brings its own. */
  errorClassName?: string
  /** The control, wired with `fieldProps`. */
  children: React.ReactNode
}

/**
 * Every form field of the site and the desk: a label, the control, a hint and its message, so
 * the wiring for assistive technology is written once. No state and no 'use client': it renders
 * on the server or inside a client form alike.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  errorClassName = 'field-error mt-0',
  children,
}: FieldProps) {
  return (
    // content-start: beside a taller field in a form's grid row, the label and control stay together.
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="text-accent" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
