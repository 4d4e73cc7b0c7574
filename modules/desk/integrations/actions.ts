'use server'

import { revalidatePath } from 'next/cache'
import { DESK_PATH } from '@/lib/constants'
import { failed, succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/auth/admin-action'
import {
  addEndpoint,
  enableEndpoint,
  attemptNow,
  queueTestEvent,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  setEvents,
} from '@/server/webhooks/manage'
import { deliveryState } from './delivery-state'
import { deliveryIdSchema, endpointIdSchema, endpointSchema, eventsSchema, maskedUrl } from './schema'

/** The address as the audit trail keeps it: a chat hook's masked (it is its password). */
const audited = (kind: string, url: string) => (kind === 'chat' ? maskedUrl(url) : url)

/**
 * Adds an endpoint. A webhook's new secret is answered once, to be copied into the receiver;
 * making one is sudo mode's business, like every secret the desk reveals.
 */
export const addEndpointAction = adminAction(
  endpointSchema,
  'Failed to add the endpoint',
  async (input, admin) => {
    const added = await addEndpoint(input)
    if (added.problem)
      return failed(added.problem, {
        fieldErrors: { url: added.problem },
        values: { kind: input.kind, url: input.url },
      })
    await admin.audit({
      action: 'integration_added',
      target: 'webhook_endpoints',
      detail: { kind: input.kind, url: audited(input.kind, input.url), events: input.events.join(' ') },
    })
    revalidatePath(DESK_PATH, 'layout')
    if (!added.secret) return succeeded('Chat hook added: new leads are posted to it.')
    return succeeded('Webhook added. Copy its signing secret now: it is not shown again.', {
      secret: added.secret,
      url: input.url,
    })
  },
  { sudo: true },
)

/** Chooses the events a webhook the desk added receives. */
export const setEventsAction = adminAction(
  eventsSchema,
  'Failed to save the events',
  async (input, admin) => {
    if (!(await setEvents(input.id, input.events))) return failed('That endpoint cannot be changed here.')
    await admin.audit({
      action: 'integration_changed',
      target: 'webhook_endpoints',
      detail: { id: input.id, events: input.events.join(' ') },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Events saved.')
  },
)

/** A new secret for a webhook, answered once; the old one keeps signing alongside for a day. */
export const rotateSecretAction = adminAction(
  endpointIdSchema,
  'Failed to rotate the secret',
  async ({ id }, admin) => {
    const secret = await rotateSecret(id)
    if (!secret) return failed('That endpoint’s secret cannot be changed here.')
    await admin.audit({ action: 'webhook_secret_rotated', target: 'webhook_endpoints', detail: { id } })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('New secret made: the old one signs alongside it for 24 hours. Copy it now.', {
      secret,
    })
  },
  { sudo: true },
)

/** Enables a disabled endpoint: what waited for it goes out from now. */
export const enableEndpointAction = adminAction(
  endpointIdSchema,
  'Failed to enable the endpoint',
  async ({ id }, admin) => {
    if (!(await enableEndpoint(id))) return failed('That endpoint is not disabled.')
    await admin.audit({
      action: 'integration_changed',
      target: 'webhook_endpoints',
      detail: { id, enabled: true },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Endpoint enabled: what waited for it is being sent.')
  },
)

/** Removes an endpoint the desk added, with its deliveries. */
export const removeEndpointAction = adminAction(
  endpointIdSchema,
  'Failed to remove the endpoint',
  async ({ id }, admin) => {
    const removed = await removeEndpoint(id)
    if (!removed) return failed('That endpoint cannot be removed here.')
    await admin.audit({
      action: 'integration_removed',
      target: 'webhook_endpoints',
      detail: { id, url: audited(removed.kind, removed.url) },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Endpoint removed: nothing more is sent to it.')
  },
)

/**
 * What came of an attempt made from the desk, as its toast, in the words of the deliveries table: a
 * failure is said as one; a receiver still thinking is "Waiting to be sent".
 */
async function reported(delivery: string, what: string) {
  const result = await attemptNow(delivery)
  revalidatePath(DESK_PATH, 'layout')
  if (!result) return failed(`${what} it is gone.`)
  const text = `${what} ${deliveryState(result)}${result.delivered_at ? ` in ${result.last_ms} ms` : ''}.`
  return result.failed_at || (result.next_attempt_at && result.attempts > 0) ? failed(text) : succeeded(text)
}

/** Sends an endpoint a test event (listed with its deliveries) and says how it went. */
export const sendTestAction = adminAction(
  endpointIdSchema,
  'Failed to send the test event',
  async ({ id }) => {
    const delivery = await queueTestEvent(id)
    if (!delivery) return failed('That endpoint is disabled: enable it first.')
    return reported(delivery, 'Test event:')
  },
)

/** Sends one delivery again, with its webhook-id, and says how it went. */
export const resendAction = adminAction(deliveryIdSchema, 'Failed to resend', async ({ id }, admin) => {
  if (!(await resendDelivery(id)))
    return failed('That delivery cannot be sent: its endpoint is disabled or gone.')
  await admin.audit({ action: 'webhook_resent', target: 'webhook_deliveries', detail: { id } })
  return reported(id, 'Sent again.')
})
