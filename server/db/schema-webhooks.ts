// The outgoing integrations' tables of the database (server/db/schema.ts lists every table).
import type { Generated } from 'kysely'
import type { RecordType } from '@/lib/vocabulary'

/** Where leads are sent besides the desk (server/webhooks): a signed webhook, or a chat's hook. */
export interface WebhookEndpointsTable {
  id: string
  kind: 'webhook' | 'chat'
  url: string
  /** The events it receives, separated by spaces. */
  events: string
  /** The `whsec_` secret a webhook is signed with (a chat hook has none). */
  secret: string | null
  /** The secret before the last rotation, still signing alongside until `previous_until`. */
  previous_secret: string | null
  previous_until: string | null
  /** 'desk' when set in the desk, 'env' for WEBHOOK_URL. */
  source: 'desk' | 'env'
  disabled_at: string | null
  disabled_reason: string | null
  /** When its deliveries began failing (cleared by the next success). */
  failing_since: string | null
  created_at: string
  updated_at: string
}

/** One event to one endpoint; `id` is the webhook-id every attempt carries. */
export interface WebhookDeliveriesTable {
  id: string
  endpoint_id: string
  event: string
  body: string
  record_type: RecordType | null
  record_id: string | null
  attempts: Generated<number>
  /** When it is tried next; null once delivered or given up. */
  next_attempt_at: string | null
  delivered_at: string | null
  failed_at: string | null
  last_status: number | null
  last_ms: number | null
  /** The first bytes of the receiver's last answer. */
  last_response: string | null
  last_error: string | null
  created_at: string
}

/** A call booked through the scheduling provider, on the timeline of the lead it belongs to. */
export interface BookingsTable {
  id: string
  /** The provider's address of the invitee: one booking's identity across its events. */
  invitee_uri: string
  event_uri: string
  record_type: RecordType
  record_id: string
  name: string
  email: string
  event_name: string
  start_time: string
  end_time: string
  status: 'scheduled' | 'canceled'
  /** 1 when it was canceled by a reschedule (another booking took its place). */
  rescheduled: Generated<number>
  created_at: string
  canceled_at: string | null
}

/** The signature of a booking event received, kept while a replay of it could still pass. */
export interface CalendlySeenTable {
  signature: string
  seen_at: string
}
