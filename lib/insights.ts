import type { BrowserEvent } from '@/lib/vocabulary'

/*
 * The page's side of our analytics (modules/analytics): any part of the page may report an
 * event, so the queue sits here, below the modules, rather than in the analytics module.
 */

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
