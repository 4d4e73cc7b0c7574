import { cn } from '@/lib/cn'

type Common = {
  name: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
}

/**
 * Label, control and its error, wired for assistive technology: `aria-invalid` and
 * `aria-describedby` point at the message, and the input's `name` is the schema key.
 */
export function Field({
  name,
  label,
  required,
  error,
  hint,
  className,
  formId,
  multiline,
  ...control
}: Common & { formId: string; multiline?: boolean } & React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `${formId}-${name}`
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const props = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: cn('input', multiline && 'min-h-[100px] resize-y'),
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required ? (
          <span className="text-accent" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...props} />
      ) : (
        <input {...(control as React.InputHTMLAttributes<HTMLInputElement>)} {...props} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The field people never see; bots fill it and the server refuses their submission. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
