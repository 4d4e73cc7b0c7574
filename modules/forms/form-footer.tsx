import { cn } from '@/lib/cn'
import type { FormStatus } from '@/modules/forms/use-form-submit'

/** Submit button (disabled, with its busy label, while sending) and the form's status line. */
export function FormFooter({
  pending,
  label,
  pendingLabel,
  status,
  icon,
  className,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  status: FormStatus
  icon?: React.ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center', className)}>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {icon}
        {pending ? pendingLabel : label}
      </button>
      <p role="status" className={status?.ok ? 'text-fg-muted text-sm' : 'field-error mt-0'}>
        {status?.text}
      </p>
    </div>
  )
}
