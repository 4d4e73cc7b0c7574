import { env } from '@/server/env'
import { cn } from '@/lib/cn'

/**
 * A booking button. Without JavaScript it is a link to the booking page in a new tab; the page's
 * SchedulingController turns it into the provider's popup (or the inline embed in a dialog).
 */
export function BookingLink({
  children,
  className,
  variant = 'popup',
}: {
  children: React.ReactNode
  className?: string
  variant?: 'popup' | 'inline'
}) {
  return (
    <a
      href={env.SCHEDULING_URL}
      target="_blank"
      rel="noopener noreferrer"
      data-booking={variant}
      aria-haspopup="dialog"
      className={cn('btn btn-primary', className)}
    >
      {children}
    </a>
  )
}
