'use client'

import { BriefcaseBusiness, Mail, MessageSquareText } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { frameCopy } from '@/content/desk/frame'
import { cn } from '@/lib/cn'
import { RECORD_INFO, type Counts } from '../records'
import { RECORD_TYPES, isLeadType, type RecordType, type LeadType } from '@/lib/vocabulary'
import { deskHref, parseView } from '../view'
import { useDeskPlace } from './place'

const TAB_ICONS = { applications: BriefcaseBusiness, comments: MessageSquareText, messages: Mail } as const

type NavProps = { total: Counts; unread: Record<LeadType, number> }

/** A tab's list, from anywhere in the desk: page 1, no search or filter. */
const tabHref = (tab: RecordType) => deskHref(parseView({}), { tab })

const unreadOf = (tab: RecordType, unread: Record<LeadType, number>) => (isLeadType(tab) ? unread[tab] : 0)

/** The three count tiles, one per record type with its total and unread count; each opens its tab. */
export function CountTiles({ total, unread }: NavProps) {
  const place = useDeskPlace()
  return (
    <section aria-labelledby="desk-overview">
      <h2 id="desk-overview" className="sr-only">
        {frameCopy.overviewTitle}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {RECORD_TYPES.map((t) => {
          const icon = TAB_ICONS[t]
          const active = t === place.tab
          const fresh = unreadOf(t, unread)
          return (
            <li key={t}>
              <Link
                href={tabHref(t)}
                prefetch={false}
                className={cn(
                  'card card-hover flex h-full w-full flex-col items-start gap-2 p-3 text-left sm:flex-row sm:items-center sm:gap-4 sm:p-5',
                  active && 'border-accent hover:border-accent',
                )}
              >
                <span
                  className={cn(
                    'hidden size-11 shrink-0 items-center justify-center rounded-xl sm:inline-flex',
                    active ? 'bg-accent-soft text-accent' : 'bg-surface text-fg-muted',
                  )}
                >
                  <Icon icon={icon} className="size-5" />
                </span>
                <span className="grid min-w-0">
                  <span className="text-fg-muted text-xs leading-tight font-medium sm:text-sm">
                    {RECORD_INFO[t].label}
                  </span>
                  <span
                    data-testid={`count-${t}`}
                    className={cn('stat-value text-2xl sm:text-3xl', active ? 'text-accent' : 'text-fg')}
                  >
                    {total[t].toLocaleString('en-IN')}
                  </span>
                  {fresh ? (
                    <span className="text-accent text-xs font-semibold">{`${fresh} unread`}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The three tabs as links: the URL is the state, so a tab survives reload and back. */
export function DeskTabs({ unread }: Omit<NavProps, 'total'>) {
  const place = useDeskPlace()
  return (
    <nav
      aria-label="Records"
      className="border-border bg-surface flex w-full gap-1 rounded-xl border p-1 sm:w-fit"
    >
      {RECORD_TYPES.map((t) => {
        const active = t === place.tab
        const fresh = unreadOf(t, unread)
        return (
          <Link
            key={t}
            href={tabHref(t)}
            prefetch={false}
            aria-current={active ? 'page' : undefined}
            className="text-fg-muted hover:text-fg aria-[current=page]:bg-bg-elevated aria-[current=page]:text-accent flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-center text-[0.8125rem] leading-tight font-semibold transition-colors aria-[current=page]:shadow-[var(--shadow)] sm:flex-none sm:px-5 sm:text-sm sm:whitespace-nowrap"
          >
            {RECORD_INFO[t].label}
            {fresh ? (
              <span className="bg-accent text-accent-fg rounded-full px-1.5 text-xs tabular-nums">
                {fresh}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </Link>
        )
      })}
    </nav>
  )
}
