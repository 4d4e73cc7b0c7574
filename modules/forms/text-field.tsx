import { cn } from '@/lib/cn'
import { HONEYPOT_FIELD } from '@/lib/forms/definition'
import { Field, fieldProps } from '@/modules/forms/field'

// The public forms' own fields, apart from Field so that the desk's bundle never carries them.

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
