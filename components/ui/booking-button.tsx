import { loadSettings } from '@/runtime/settings.mjs'
import { BookingForm } from '@/components/ui/booking-form'

// SITE_URL and the booking addresses as the build was made with them (runtime/settings.mjs).
const env = loadSettings()

/** A booking button for the site's booking page (SCHEDULING_URL); see BookingForm. */
export function BookingButton(props: {
  children: React.ReactNode
  className?: string
  variant?: 'popup' | 'inline'
}) {
  return <BookingForm url={env.SCHEDULING_URL} {...props} />
}
