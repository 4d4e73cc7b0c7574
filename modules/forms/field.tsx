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

type TextControl = React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>

export type FieldProps = {
  id: string
  label: string
  /** Marks the label with an asterisk (and a control drawn here as required). */
  required?: boolean
  /** Shown under the control; a control passed as children is wired with `fieldProps(id, error, true)`. */
  hint?: React.ReactNode
  error?: string
  className?: string
  /** How the message looks: the public forms' error by default; the desk brings its own. */
  errorClassName?: string
  /** A text area instead of an input, when the control is drawn here. */
  multiline?: boolean
  /** The control, wired with `fieldProps`; without it, a text input with the attributes given. */
  children?: React.ReactNode
} & Omit<TextControl, 'id' | 'className' | 'children' | 'required'>

/**
 * Every form field of the site and the desk: a label, the control, a hint and its message, so
 * the wiring for assistive technology is written once. The public forms give it their inputs'
 * attributes (`useFormSubmit`'s `field(name)`, from the form's definition) and it draws the
 * input; the desk, its sign-in and the resume upload pass their own control. No state and no
 * 'use client': it renders on the server or inside a client form alike.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  errorClassName = 'field-error mt-0',
  multiline,
  children,
  ...control
}: FieldProps) {
  const props = {
    ...control,
    ...fieldProps(id, error, Boolean(hint)),
    required,
    className: cn('input', multiline && 'min-h-[100px] resize-y'),
  }
  return (
    // content-start: beside a taller field in a form's grid row, the label and control stay together.
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="text-accent" aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      {children ?? (multiline ? <textarea {...props} /> : <input {...props} />)}
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
