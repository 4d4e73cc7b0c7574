import { formatDateTime } from '../format'

/** What the desk needs of a delivery to say where it stands. */
export type DeliveryFacts = {
  attempts: number
  next_attempt_at: string | null
  delivered_at: string | null
  failed_at: string | null
  last_status: number | null
  last_error: string | null
}

/**
 * Where a delivery stands, in words: the deliveries table's Result column, and the toast of a test
 * event or a resend ("Failed (410), after 1 attempt").
 */
export function deliveryState(d: DeliveryFacts) {
  const answer = d.last_status !== null ? `${d.last_status}` : d.last_error ? 'no answer' : ''
  if (d.delivered_at) return `Delivered (${answer})`
  if (d.failed_at)
    return `Failed (${answer}), after ${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`
  if (d.next_attempt_at && d.attempts > 0)
    return `Failed (${answer}); tried again ${formatDateTime(d.next_attempt_at)}`
  return 'Waiting to be sent'
}
