import { ExternalLink } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { businessMinutesBetween, formatAge, formatDuration } from '@/lib/business-time'
import { WAITING_HIGHLIGHT_BUSINESS_MINUTES } from '@/lib/constants'
import { cn } from '@/lib/cn'
import { displayUrl, formatDateTime, safeHref, truncate } from './format'
import { RECORD_INFO } from './records'
import { UNSURE_LABEL, type RecordType } from '@/lib/vocabulary'
import { linkClass } from './ui'

/** Small server-rendered pieces shared by the list and the record. */

export function None() {
  return (
    <span className="text-fg-subtle">
      <span aria-hidden>—</span>
      <span className="sr-only">None</span>
    </span>
  )
}

/** A visitor-supplied address: a new-tab link when it is http(s), plain text otherwise. */
export function UrlLink({ value }: { value: string | null }) {
  if (!value) return <None />
  const href = safeHref(value)
  if (!href) return <span className="break-all">{value}</span>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, 'inline-flex items-center gap-1 break-all')}
    >
      {displayUrl(href)}
      <Icon icon={ExternalLink} className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** The first 120 characters; the whole text (line breaks kept) behind a disclosure. */
export function LongText({ text, what }: { text: string; what: string }) {
  const { preview, truncated } = truncate(text)
  if (!truncated)
    return (
      <p data-preview className="break-words whitespace-pre-line">
        {text}
      </p>
    )
  return (
    <div>
      <p data-preview className="break-words [&:has(+details[open])]:hidden">
        {preview}
      </p>
      <details className="group">
        <summary className="text-accent mt-1 w-fit cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
          <span className="group-open:hidden">Read full {what}</span>
          <span className="hidden group-open:inline">Show less</span>
        </summary>
        <p className="bg-surface mt-2 rounded-lg p-3 break-words whitespace-pre-line">{text}</p>
      </details>
    </div>
  )
}

/** "3 h ago", with the exact time on hover and for assistive technology. */
export function Age({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="whitespace-nowrap">
      {formatAge(iso, now)}
    </time>
  )
}

type Lead = { created_at: string; status: string; first_reply_at?: string | null }

/** Whether a lead still waits for a first reply: open, and nobody answered yet. */
export function isWaiting(tab: RecordType, lead: Lead) {
  return (
    tab !== 'comments' &&
    !lead.first_reply_at &&
    (RECORD_INFO[tab].open as readonly string[]).includes(lead.status)
  )
}

/**
 * How long an unanswered lead has waited; highlighted once it has waited more than one working
 * hour, the point after which a lead's chance of becoming a conversation drops sharply.
 */
export function Waiting({ tab, lead, now }: { tab: RecordType; lead: Lead; now: number }) {
  if (!isWaiting(tab, lead)) return null
  const late =
    businessMinutesBetween(new Date(lead.created_at), new Date(now)) > WAITING_HIGHLIGHT_BUSINESS_MINUTES
  return (
    <span
      data-waiting={late ? 'late' : 'fresh'}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        late ? 'bg-warning-soft text-warning' : 'bg-surface text-fg-muted',
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', late ? 'bg-warning' : 'bg-fg-subtle')} />
      {`Waiting ${formatDuration(now - Date.parse(lead.created_at))}`}
      {late ? <span className="sr-only"> (over one working hour)</span> : null}
    </span>
  )
}

/** The unread marker beside a lead's name. */
/** A lead the screening kept but marked (server/spam/decide.ts isUnsure): its reasons are on the record. */
export function MightBeSpam() {
  return (
    <span className="border-border-strong text-fg mt-1 inline-flex rounded-full border px-1.5 py-px text-[0.6875rem] font-semibold">
      {UNSURE_LABEL}
    </span>
  )
}

export function Unread() {
  return (
    <span className="bg-accent text-accent-fg ml-2 inline-flex rounded-full px-1.5 py-px align-middle text-[0.6875rem] font-bold tracking-wide uppercase">
      New
    </span>
  )
}
