import type { BROWSER_EVENTS } from './classify'

export type BrowserEvent = (typeof BROWSER_EVENTS)[number]

declare global {
  interface Window {
    /** /insights/script.js replaces the queue with an object whose push sends at once. */
    veInsights?: { push: (event: BrowserEvent) => unknown }
  }
}

/**
 * Tells our analytics about a booking: queued until /insights/script.js (loaded after the page)
 * picks it up, and dropped if the visitor asked not to be tracked (the script then never runs).
 */
export function reportBookingEvent(event: BrowserEvent) {
  ;(window.veInsights ??= [] as BrowserEvent[]).push(event)
}

/** The scheduling provider's message, posted to our page when a booking is made in its frame. */
export function isBookingScheduled(message: MessageEvent, providerUrl: string) {
  const data: unknown = message.data
  return (
    message.origin === new URL(providerUrl).origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  )
}
