import { PanelHeader } from '@/components/ui/panel-header'
import { integrationsCopy as copy } from '@/content/desk/integrations'
import { formatDateTime } from '../format'
import { InlineText } from '../inline-text'
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
      <PanelHeader level={2} title={copy.title} description={copy.intro} measure="wide" />

      <section aria-labelledby="integrations-endpoints" className="grid min-w-0 gap-3">
        <PanelHeader id="integrations-endpoints" title={copy.endpointsTitle} />
        {endpoints.length === 0 ? (
          <p className="text-fg-muted text-sm">{copy.noEndpoints}</p>
        ) : (
          <ul aria-labelledby="integrations-endpoints" className="grid min-w-0 gap-4">
            {endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} view={view} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="integrations-add" className="grid gap-3">
        <PanelHeader
          id="integrations-add"
          title={copy.addTitle}
          measure="wide"
          description={
            <InlineText
              text={copy.addHelp}
              link={(text, href) => (
                <a href={href} className={linkClass} rel="noreferrer">
                  {text}
                </a>
              )}
            />
          }
        />
        <EndpointForm />
      </section>

      <section aria-labelledby="integrations-bookings" className="grid gap-3">
        <PanelHeader id="integrations-bookings" title={copy.bookingsTitle} />
        <p className="max-w-3xl text-sm">
          {calendly.configured ? (
            <>
              <span className="font-medium">{copy.receiving}</span>{' '}
              {copy.lastBooking(calendly.lastBooking && formatDateTime(calendly.lastBooking))}
            </>
          ) : (
            <>
              <span className="font-medium">{copy.notSetUp}</span> <InlineText text={copy.notSetUpHelp} />
            </>
          )}
        </p>
        <p className="text-fg-muted max-w-3xl text-sm">
          <InlineText text={copy.subscription(calendly.receiver)} />
        </p>
      </section>
    </div>
  )
}
