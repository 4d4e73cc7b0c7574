import { integrationsFormCopy } from '@/content/desk/forms'
import { WEBHOOK_EVENTS, type WebhookEvent } from '@/lib/vocabulary'

/** What each event means, as the Integrations page says it. */
const EVENT_LABELS: Record<WebhookEvent, string> = integrationsFormCopy.events

/** A checkbox per event (named `events`), the ones `checked` ticked, in a fieldset of its own. */
export function EventBoxes({ checked, error }: { checked: readonly string[]; error?: string[] | string }) {
  return (
    <fieldset className="grid gap-x-6 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">Events</legend>
      {WEBHOOK_EVENTS.map((event) => (
        <label key={event} className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="events"
            value={event}
            defaultChecked={checked.includes(event)}
            className="accent-accent size-4.5"
          />
          <span>
            <code>{event}</code>
            <span className="text-fg-muted">{` · ${EVENT_LABELS[event]}`}</span>
          </span>
        </label>
      ))}
      {error ? <p className="text-violet text-sm font-medium sm:col-span-2">{error}</p> : null}
    </fieldset>
  )
}
