import { cn } from '@/lib/cn'

/** The look of the desk's text inputs and text areas. */
export const fieldClass =
  'border-border-strong bg-bg text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-violet block w-full rounded-xl border px-3.5 py-2.5 text-sm'

/** Ids and ARIA wiring of one labelled field with an optional error under it. */
export function fieldProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

/** A label, the control (children, wired with `fieldProps`), a hint and its error message. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  /** Shown under the control; pass `hint = true` to `fieldProps` too. */
  hint?: string
  error?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-violet text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  )
}
