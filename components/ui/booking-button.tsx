import { loadSettings } from '@/runtime/settings.mjs'
import { cn } from '@/lib/cn'
import { getFormParts } from '@/lib/forms/get-form'

// SITE_URL and the booking addresses as the build was made with them (runtime/settings.mjs).
const env = loadSettings()

/**
 * A booking button: a real button, since it opens a dialog. It submits its own GET form to the
 * booking page in a new tab, so it works before the scripts arrive or without them; the page's
 * SchedulingController intercepts the click and opens the provider's popup (or, for `inline`, the
 * embed in a dialog). The form is `display: contents`, so the button lays out as if it stood alone.
 * Never place one inside another form: forms do not nest.
 */
export function BookingButton({
  children,
  className,
  variant = 'popup',
}: {
  children: React.ReactNode
  className?: string
  variant?: 'popup' | 'inline'
}) {
  const { action, fields } = getFormParts(env.SCHEDULING_URL)
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
