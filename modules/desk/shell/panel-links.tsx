'use client'

import Link from 'next/link'
import { cn } from '@/lib/cn'
import { deskPagePath } from '@/lib/constants'
import { DESK_PAGES, DESK_PANELS, type DeskPanel } from '../view'
import { useDeskPlace } from './place'

/**
 * Links to the desk's side pages: analytics, templates, mail (flagged when it cannot go out or
 * fails), data requests (with how many wait), privacy, spam (with how many were held since the
 * administrator last looked), integrations (flagged while one is disabled), the audit trail and
 * the administrator's account.
 */
export function PanelLinks({
  failing,
  mailReady,
  requests,
  disabledEndpoints,
  heldSpam,
}: {
  failing: number
  mailReady: boolean
  /** Confirmed data requests to answer, and how many of them are due within the warning days. */
  requests: { open: number; urgent: number }
  /** Integrations disabled after failing: their events wait. */
  disabledEndpoints: number
  /** Records the screening held as spam since the administrator last looked (server/spam/held.ts). */
  heldSpam: number
}) {
  const { panel: current } = useDeskPlace()
  const mailFlag = failing || !mailReady
  /** What a link says beside its label: something waits there, or is wrong. */
  const flags: Partial<Record<DeskPanel, React.ReactNode>> = {
    mail: mailFlag ? (
      <span className="bg-warning-soft text-warning rounded-full px-1.5 text-xs font-bold">
        {failing || '!'}
        <span className="sr-only">{failing ? ' failing' : ' not configured'}</span>
      </span>
    ) : null,
    requests: requests.open ? (
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
    spam: heldSpam ? (
      <span className="bg-accent-soft text-accent rounded-full px-1.5 text-xs font-bold">
        {heldSpam}
        <span className="sr-only"> held since you last looked</span>
      </span>
    ) : null,
    integrations: disabledEndpoints ? (
      <span className="bg-warning-soft text-warning rounded-full px-1.5 text-xs font-bold">
        {disabledEndpoints}
        <span className="sr-only"> disabled</span>
      </span>
    ) : null,
  }
  const links = DESK_PANELS.flatMap((panel) => {
    const label = DESK_PAGES[panel]
    return label ? [[panel, label, flags[panel]] as const] : []
  })
  return (
    <nav aria-label="Desk pages" className="flex flex-wrap items-center gap-1">
      {links.map(([panel, label, flag]) => (
        <Link
          key={panel}
          href={deskPagePath(panel)}
          prefetch={false}
          aria-current={current === panel ? 'page' : undefined}
          className={cn('btn btn-ghost px-3 text-sm', current === panel && 'text-accent')}
        >
          {label}
          {flag}
        </Link>
      ))}
    </nav>
  )
}
