import { CalendarClock, Eye, FileText, Inbox, Mail, RefreshCw, ShieldCheck, StickyNote } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { recordCopy } from '@/content/desk/record'
import { formatAge } from '@/lib/business-time'
import { cn } from '@/lib/cn'
import { formatDateTime } from '../format'
import type { TimelineEvent } from '@/server/leads/events'

const ICONS = {
  received: Inbox,
  opened: Eye,
  status: RefreshCw,
  note: StickyNote,
  email: Mail,
  resume: FileText,
  privacy: ShieldCheck,
  booking: CalendarClock,
}

const copy = recordCopy.timeline

function mailState(e: TimelineEvent) {
  if (e.sent_at) return copy.mail.sent
  if (e.discarded_at) return copy.mail.discarded
  return e.last_error ? copy.mail.failing(e.last_error) : copy.mail.queued
}

function describe(e: TimelineEvent) {
  switch (e.kind) {
    case 'opened':
      return copy.opened
    case 'status':
      return copy.status(e.detail)
    case 'note':
      return copy.note
    case 'email':
      return copy.email(e.detail, e.to_address, mailState(e))
    case 'resume':
      return copy.resume
    case 'privacy':
      return e.detail ?? copy.privacy
    case 'booking':
      return e.detail ?? copy.booking
  }
}

/**
 * What happened to a record, oldest first: received, opened, status changes, notes, e-mails and
 * resume views, each with its time and who did it.
 */
export function Timeline({
  received,
  events,
  now,
}: {
  received: { at: string; by: string }
  events: TimelineEvent[]
  now: number
}) {
  const items = [
    {
      id: 'received',
      kind: 'received' as const,
      at: received.at,
      by: received.by,
      text: copy.received,
      note: null,
    },
    ...events.map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.created_at,
      // A booking comes from the invitee, through the scheduling service; the rest, unsigned, is the desk's own.
      by: e.actor ?? (e.kind === 'booking' ? copy.bookingBy : copy.deskBy),
      text: describe(e),
      note: e.kind === 'note' ? e.detail : null,
    })),
  ]
  return (
    <ol className="grid gap-0" aria-label="Activity">
      {items.map((item, i) => {
        const icon = ICONS[item.kind]
        return (
          <li key={item.id} data-event={item.kind} className="relative flex gap-3 pb-5 last:pb-0">
            {i < items.length - 1 ? (
              <span aria-hidden className="bg-border absolute top-9 bottom-0 left-[1.0625rem] w-px" />
            ) : null}
            <span
              className={cn(
                'inline-flex size-9 shrink-0 items-center justify-center rounded-full border',
                item.kind === 'note'
                  ? 'border-violet/40 bg-violet-soft text-violet'
                  : 'border-border bg-surface text-fg-muted',
              )}
            >
              <Icon icon={icon} className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1.5">
              <p className="text-sm">
                <span className="font-semibold">{item.text}</span>
                <span className="text-fg-muted">{` · ${item.by} · `}</span>
                <time dateTime={item.at} title={formatDateTime(item.at)} className="text-fg-muted">
                  {`${formatDateTime(item.at)} (${formatAge(item.at, now)})`}
                </time>
              </p>
              {item.note ? (
                <p className="bg-surface mt-2 rounded-lg p-3 text-sm break-words whitespace-pre-line">
                  {item.note}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
