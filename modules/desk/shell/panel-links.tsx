import Link from 'next/link'
import { cn } from '@/lib/cn'
import { deskHref, type DeskPanel, type DeskView } from '../view'

/**
 * Links to the desk's side pages: analytics, templates, mail (flagged when it cannot go out or
 * fails), data requests (with how many wait), privacy, spam, integrations (flagged while one is
 * disabled), the audit trail and the administrator's account.
 */
export function PanelLinks({
  view,
  failing,
  mailReady,
  requests,
  disabledEndpoints,
}: {
  view: DeskView
  failing: number
  mailReady: boolean
  /** Confirmed data requests to answer, and how many of them are due within the warning days. */
  requests: { open: number; urgent: number }
  /** Integrations disabled after failing: their events wait. */
  disabledEndpoints: number
}) {
  const mailFlag = failing || !mailReady
  const links: [DeskPanel, string, React.ReactNode?][] = [
    ['analytics', 'Analytics'],
    ['templates', 'Templates'],
    [
      'mail',
      'Mail',
      mailFlag ? (
        <span className="bg-warning-soft text-warning rounded-full px-1.5 text-xs font-bold">
          {failing || '!'}
          <span className="sr-only">{failing ? ' failing' : ' not configured'}</span>
        </span>
      ) : null,
    ],
    [
      'requests',
      'Requests',
      requests.open ? (
        <span
          className={cn(
            'rounded-full px-1.5 text-xs font-bold',
            requests.urgent ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent',
          )}
        >
          {requests.open}
          <span className="sr-only">
            {requests.urgent ? ` to answer, ${requests.urgent} due soon` : ' to answer'}
          </span>
        </span>
      ) : null,
    ],
    ['privacy', 'Privacy'],
    ['spam', 'Spam'],
    [
      'integrations',
      'Integrations',
      disabledEndpoints ? (
        <span className="bg-warning-soft text-warning rounded-full px-1.5 text-xs font-bold">
          {disabledEndpoints}
          <span className="sr-only"> disabled</span>
        </span>
      ) : null,
    ],
    ['audit', 'Audit'],
    ['account', 'Account'],
  ]
  return (
    <nav aria-label="Desk pages" className="flex flex-wrap items-center gap-1">
      {links.map(([panel, label, flag]) => (
        <Link
          key={panel}
          href={deskHref(view, { panel })}
          prefetch={false}
          aria-current={view.panel === panel ? 'page' : undefined}
          className={cn('btn btn-ghost px-3 text-sm', view.panel === panel && 'text-accent')}
        >
          {label}
          {flag}
        </Link>
      ))}
    </nav>
  )
}
