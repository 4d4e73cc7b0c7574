import 'server-only'
import { db } from '@/server/db'
import { env } from '@/server/env'
import { DELIVERY_OUTCOME } from '@/server/webhooks/manage'

/** How many of an endpoint's latest deliveries the Integrations page lists. */
export const DELIVERIES_SHOWN = 10

/** How an endpoint is doing, from its row and its latest finished delivery. */
export type EndpointHealth = 'disabled' | 'failing' | 'working' | 'unused'

/**
 * What the desk's Integrations page shows: each endpoint (never its secret) with its health and
 * latest deliveries, and the booking receiver's set-up and last booking.
 */
export async function integrationsOverview() {
  const [endpoints, lastBooking] = await Promise.all([
    db
      .selectFrom('webhook_endpoints')
      .select([
        'id',
        'kind',
        'url',
        'events',
        'source',
        'disabled_at',
        'disabled_reason',
        'failing_since',
        'previous_until',
        'created_at',
      ])
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .executeTakeFirst(),
  ])
  const withDeliveries = await Promise.all(
    endpoints.map(async (endpoint) => {
      const deliveries = await db
        .selectFrom('webhook_deliveries')
        .select([
          ...DELIVERY_OUTCOME,
          'id',
          'event',
          'last_response',
          'created_at',
          'record_type',
          'record_id',
        ])
        .where('endpoint_id', '=', endpoint.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(DELIVERIES_SHOWN)
        .execute()
      const finished = deliveries.find((d) => d.delivered_at || d.last_status !== null || d.last_error)
      const health: EndpointHealth = endpoint.disabled_at
        ? 'disabled'
        : endpoint.failing_since
          ? 'failing'
          : finished
            ? 'working'
            : 'unused'
      return { ...endpoint, health, deliveries }
    }),
  )
  return {
    endpoints: withDeliveries,
    calendly: {
      configured: Boolean(env.CALENDLY_WEBHOOK_SIGNING_KEY),
      receiver: `${env.SITE_URL}/api/integrations/calendly`,
      lastBooking: (lastBooking?.at as string | null | undefined) ?? null,
    },
  }
}

export type IntegrationsOverview = Awaited<ReturnType<typeof integrationsOverview>>
export type EndpointView = IntegrationsOverview['endpoints'][number]
export type DeliveryView = EndpointView['deliveries'][number]

/** The disabled endpoints, for the banner every desk view shows. */
export function disabledEndpoints() {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'kind', 'disabled_reason'])
    .where('disabled_at', 'is not', null)
    .execute()
}
