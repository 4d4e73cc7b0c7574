import { integrationsCopy } from '@/content/desk/integrations'
import { ActionForm } from '../action-form'
import { formatDateTime, truncate } from '../format'
import { cellClass, linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { resendAction } from './actions'
import { deliveryState } from './delivery-state'
import type { DeliveryView } from './queries'

/** Characters of a receiver's answer shown in the table (the desk keeps its first 512 bytes). */
const RESPONSE_SHOWN = 80

/** An endpoint's latest deliveries: what, when, how it went, how long it took, what came back. */
export function DeliveriesTable({
  view,
  deliveries,
  labelledBy,
  disabled,
}: {
  view: DeskView
  deliveries: DeliveryView[]
  labelledBy: string
  /** A disabled endpoint's deliveries wait; they cannot be resent until it is enabled. */
  disabled: boolean
}) {
  if (deliveries.length === 0)
    return <p className="text-fg-muted text-sm">{integrationsCopy.endpoint.noDeliveries}</p>
  return (
    // `relative`: the hidden labels of the Resend buttons are positioned inside the scroller, so
    // they scroll with the table instead of widening the page.
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="text-fg-muted border-border border-b">
          <tr>
            {['Event', 'Queued', 'Result', 'Took', 'Answer', ''].map((heading, i) => (
              <th key={i} scope="col" className={`${cellClass} font-semibold`}>
                {heading || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td className={cellClass}>
                <code>{d.event}</code>
                {d.record_type && d.record_id ? (
                  <>
                    {' · '}
                    <a
                      href={deskHref(view, { panel: null, tab: d.record_type, open: d.record_id })}
                      className={linkClass}
                    >
                      its lead
                    </a>
                  </>
                ) : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(d.created_at)}</td>
              <td className={cellClass}>{deliveryState(d)}</td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {d.last_ms !== null && d.attempts > 0 ? `${d.last_ms} ms` : '—'}
              </td>
              <td className={`${cellClass} max-w-64 break-all`}>
                <span className="font-mono text-xs">
                  {truncate(d.last_response ?? d.last_error ?? '', RESPONSE_SHOWN).preview || '—'}
                </span>
              </td>
              <td className={cellClass}>
                {disabled ? null : (
                  <ActionForm action={resendAction}>
                    <input type="hidden" name="id" value={d.id} />
                    <button type="submit" className="btn btn-ghost text-sm">
                      Resend
                      <span className="sr-only">{` ${d.event} of ${formatDateTime(d.created_at)}`}</span>
                    </button>
                  </ActionForm>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
