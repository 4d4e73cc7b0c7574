import { formatDateTime } from '../format'
import { linkClass } from '../ui'
import type { DeskView } from '../view'
import { EndpointCard } from './endpoint-card'
import { EndpointForm } from './endpoint-form'
import type { IntegrationsOverview } from './queries'

/**
 * The desk's Integrations page (`/admin-dashboard/integrations`): where leads go besides the desk (signed
 * webhooks, chat hooks), how each is doing with its latest deliveries, and the booking receiver.
 * Secrets are made in sudo mode and shown once; every change is on the audit trail.
 */
export function IntegrationsPanel({ view, overview }: { view: DeskView; overview: IntegrationsOverview }) {
  const { endpoints, calendly } = overview
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Integrations</h2>
        <p className="text-fg-muted max-w-3xl text-sm">
          New leads, status changes and booked calls can go on to the tools the team works in: a CRM or a
          spreadsheet by a signed webhook, a Slack, Discord or Teams channel by its incoming webhook. Each
          event is stored with its lead and sent after it, tried again for up to a day and a half when the
          receiver fails. Nothing is sent about spam, and a resume never leaves the site.
        </p>
      </header>

      <section aria-labelledby="integrations-endpoints" className="grid min-w-0 gap-3">
        <h3 id="integrations-endpoints" className="text-lg font-semibold">
          Endpoints
        </h3>
        {endpoints.length === 0 ? (
          <p className="text-fg-muted text-sm">
            None yet: leads stay in the desk and the e-mail notifications.
          </p>
        ) : (
          <ul aria-labelledby="integrations-endpoints" className="grid min-w-0 gap-4">
            {endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} view={view} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="integrations-add" className="grid gap-3">
        <h3 id="integrations-add" className="text-lg font-semibold">
          Add an endpoint
        </h3>
        <p className="text-fg-muted max-w-3xl text-sm">
          A webhook is signed by the{' '}
          <a href="https://www.standardwebhooks.com/" className={linkClass} rel="noreferrer">
            Standard Webhooks
          </a>{' '}
          rules: each delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
          <code>webhook-signature</code>, and the same id on every attempt, so a receiver can check it and
          take it once. Addresses on this machine or its private network are refused.
        </p>
        <EndpointForm />
      </section>

      <section aria-labelledby="integrations-bookings" className="grid gap-3">
        <h3 id="integrations-bookings" className="text-lg font-semibold">
          Booked calls
        </h3>
        <p className="max-w-3xl text-sm">
          {calendly.configured ? (
            <>
              <span className="font-medium">Receiving bookings.</span>{' '}
              {calendly.lastBooking
                ? `The last booking came ${formatDateTime(calendly.lastBooking)}.`
                : 'No booking has come yet.'}
            </>
          ) : (
            <>
              <span className="font-medium">Not set up.</span> Set <code>CALENDLY_WEBHOOK_SIGNING_KEY</code>{' '}
              to the signing key of a Calendly webhook subscription to join each booking to its lead.
            </>
          )}
        </p>
        <p className="text-fg-muted max-w-3xl text-sm">
          The subscription sends <code>invitee.created</code> and <code>invitee.canceled</code> to{' '}
          <code className="break-all">{calendly.receiver}</code>. A booking lands on the record of the lead
          whose booking link was used, else of the lead with the invitee&apos;s address, else as a new lead.
        </p>
      </section>
    </div>
  )
}
