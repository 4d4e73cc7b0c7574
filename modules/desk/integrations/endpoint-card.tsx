import { integrationsCopy } from '@/content/desk/integrations'
import { cn } from '@/lib/cn'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import type { DeskView } from '../view'
import { enableEndpointAction, removeEndpointAction, sendTestAction, setEventsAction } from './actions'
import { DeliveriesTable } from './deliveries-table'
import { EventBoxes } from './event-boxes'
import type { EndpointView } from './queries'
import { RotateForm } from './rotate-form'
import { maskedUrl } from './schema'

const copy = integrationsCopy.endpoint

const HEALTH = {
  working: ['Working', 'bg-success'],
  failing: ['Failing', 'bg-warning'],
  disabled: ['Disabled', 'bg-violet'],
  unused: ['Nothing sent yet', 'bg-fg-subtle'],
} as const

/** The name of the environment variable an endpoint comes from, per kind. */
const ENV_NAME = { webhook: 'WEBHOOK_URL', chat: 'SLACK_WEBHOOK_URL' } as const

/**
 * One endpoint: its address (a chat hook's masked), where it was set, how it is doing, its
 * controls (test, events, secret, enable, remove) and its latest deliveries.
 */
export function EndpointCard({ view, endpoint }: { view: DeskView; endpoint: EndpointView }) {
  const { id, kind, source, health } = endpoint
  const shown = kind === 'chat' ? maskedUrl(endpoint.url) : endpoint.url
  const fromDesk = source === 'desk'
  const headingId = `endpoint-${id}`
  const [healthLabel, tone] = HEALTH[health]
  return (
    <li className="border-border grid min-w-0 gap-4 rounded-xl border p-4">
      <div className="grid gap-1">
        <h4 id={headingId} className="font-semibold break-all">
          <span className="text-fg-muted font-normal">{copy.kind[kind]}</span>
          {shown}
        </h4>
        <p className="text-fg-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2 rounded-full', tone)} />
            <span className="text-fg font-medium">{healthLabel}</span>
            {health === 'failing' && endpoint.failing_since
              ? copy.failingSince(formatDateTime(endpoint.failing_since))
              : null}
          </span>
          <span>
            {fromDesk
              ? copy.added(formatDateTime(endpoint.created_at))
              : copy.setBy(ENV_NAME[kind], kind === 'webhook')}
          </span>
          {endpoint.previous_until && endpoint.previous_until > new Date().toISOString() ? (
            <span>{copy.previousSecret(formatDateTime(endpoint.previous_until))}</span>
          ) : null}
        </p>
        {endpoint.disabled_at ? (
          <p role="status" className="bg-warning-soft text-warning rounded-lg px-3 py-2 text-sm font-medium">
            {copy.disabled(formatDateTime(endpoint.disabled_at), endpoint.disabled_reason)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {endpoint.disabled_at ? (
          <ActionForm action={enableEndpointAction}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" className="btn btn-secondary text-sm">
              Enable<span className="sr-only">{` ${shown}`}</span>
            </button>
          </ActionForm>
        ) : (
          <ActionForm action={sendTestAction}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" className="btn btn-secondary text-sm">
              Send test event<span className="sr-only">{` to ${shown}`}</span>
            </button>
          </ActionForm>
        )}
        {fromDesk && kind === 'webhook' ? <RotateForm id={id} url={shown} /> : null}
        {fromDesk ? (
          <ActionForm action={removeEndpointAction} confirm={copy.confirmRemove(shown)}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" className="btn btn-ghost text-sm">
              Remove<span className="sr-only">{` ${shown}`}</span>
            </button>
          </ActionForm>
        ) : null}
      </div>

      {kind === 'webhook' && fromDesk ? (
        <ActionForm action={setEventsAction} label={`Events sent to ${shown}`} className="grid gap-2">
          <input type="hidden" name="id" value={id} />
          <EventBoxes checked={endpoint.events.split(' ')} />
          <button type="submit" className="btn btn-ghost w-fit text-sm">
            Save the events<span className="sr-only">{` of ${shown}`}</span>
          </button>
        </ActionForm>
      ) : (
        <p className="text-fg-muted text-sm">
          {copy.receives(endpoint.events.split(' ').join(', '), kind === 'chat')}
        </p>
      )}

      <section aria-labelledby={`${headingId}-deliveries`} className="grid min-w-0 gap-2">
        <h5 id={`${headingId}-deliveries`} className="text-sm font-semibold">
          {copy.deliveriesTitle}
          <span className="sr-only">{` to ${shown}`}</span>
        </h5>
        <DeliveriesTable
          view={view}
          deliveries={endpoint.deliveries}
          labelledBy={`${headingId}-deliveries`}
          disabled={Boolean(endpoint.disabled_at)}
        />
      </section>
    </li>
  )
}
