import Link from 'next/link'
import { cn } from '@/lib/cn'
import { deskHref, type DeskPanel, type DeskView } from '../view'

/**
 * Links to the desk's side pages: analytics, templates, and mail (flagged when it cannot go out
 * or fails).
 */
export function PanelLinks({
  view,
  failing,
  mailReady,
}: {
  view: DeskView
  failing: number
  mailReady: boolean
}) {
  const panelLink = (panel: DeskPanel) =>
    cn('btn btn-ghost px-3 text-sm', view.panel === panel && 'text-accent')
  return (
    <nav aria-label="Desk pages" className="flex items-center gap-1">
      <Link
        href={deskHref(view, { panel: 'analytics' })}
        prefetch={false}
        aria-current={view.panel === 'analytics' ? 'page' : undefined}
        className={panelLink('analytics')}
      >
        Analytics
      </Link>
      <Link
        href={deskHref(view, { panel: 'templates' })}
        prefetch={false}
        aria-current={view.panel === 'templates' ? 'page' : undefined}
        className={panelLink('templates')}
      >
        Templates
      </Link>
      <Link
        href={deskHref(view, { panel: 'mail' })}
        prefetch={false}
        aria-current={view.panel === 'mail' ? 'page' : undefined}
        className={panelLink('mail')}
      >
        Mail
        {failing || !mailReady ? (
          <span className="bg-warning-soft text-warning rounded-full px-1.5 text-xs font-bold">
            {failing || '!'}
            <span className="sr-only">{failing ? ' failing' : ' not configured'}</span>
          </span>
        ) : null}
      </Link>
    </nav>
  )
}
