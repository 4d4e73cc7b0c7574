import { cn } from '@/lib/cn'
import { HONEYPOT_FIELD } from '@/lib/forms/definition'

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

/** How a field's message looks: the public site's form error, or the desk's (violet, as its alerts). */
const ERROR_CLASS = {
  site: 'field-error mt-0',
  desk: 'text-violet text-sm font-medium',
} as const

export type FieldProps = {
  id: string
  label: string
  /** Marks the label with an asterisk; the control carries `required` itself. */
  required?: boolean
  /** Shown under the control; wire the control with `fieldProps(id, error, true)`. */
  hint?: React.ReactNode
  error?: string
  className?: string
  look?: keyof typeof ERROR_CLASS
  /** The control, wired with `fieldProps`. */
  children: React.ReactNode
}

/**
 * Every form field of the site and the desk: a label, the control, a hint and its message, so
 * the wiring for assistive technology is written once. No state and no 'use client': it renders
 * on the server or inside a client form alike.
 */
export function Field({ id, label, required, hint, error, className, look = 'site', children }: FieldProps) {
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
        <p id={`${id}-error`} className={ERROR_CLASS[look]}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A text field of a public form, from its definition: `useFormSubmit`'s `field(name)` gives its
 * props (label, the browser's checks, its message), and the input's `name` is the rules' key.
 */
export function TextField({
  formId,
  name,
  label,
  required,
  error,
  hint,
  className,
  multiline,
  ...control
}: { formId: string; name: string; label: string; error?: string; hint?: string; multiline?: boolean } & Omit<
  React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name'
>) {
  const id = `${formId}-${name}`
  const props = {
    ...fieldProps(id, error, Boolean(hint)),
    name,
    required,
    className: cn('input', multiline && 'min-h-[100px] resize-y'),
  }
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {multiline ? (
        <textarea {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...props} />
      ) : (
        <input {...(control as React.InputHTMLAttributes<HTMLInputElement>)} {...props} />
      )}
    </Field>
  )
}

/** The field people never see; bots fill it and the server refuses their submission. */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
