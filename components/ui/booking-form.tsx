import { cn } from '@/lib/cn'
import { getFormParts } from '@/lib/forms/get-form'

/**
 * A booking button for one booking page address: a real button, since it opens a dialog. It
 * submits its own GET form to that page in a new tab, so it works before the scripts arrive or
 * without them; the page's SchedulingController intercepts the click and opens the provider's
 * popup (or, for `inline`, the embed in a dialog) at the address the form carries. The form is
 * `display: contents`, so the button lays out as if it stood alone. Never place one inside another
 * form: forms do not nest.
 */
export function BookingForm({
  url,
  children,
  className,
  variant = 'popup',
}: {
  url: string
  children: React.ReactNode
  className?: string
  variant?: 'popup' | 'inline'
}) {
  const { action, fields } = getFormParts(url)
  return (
    <form action={action} method="get" target="_blank" rel="noopener noreferrer" className="contents">
      {fields.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        data-booking={variant}
        aria-haspopup="dialog"
        className={cn('btn btn-primary', className)}
      >
        {children}
      </button>
    </form>
  )
}
