import { CalendarClock } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { listCopy } from '@/content/desk/lists'
import { formatCallTime } from '@/lib/call-time'
import { cn } from '@/lib/cn'
import { EmailLink, PhoneLink } from '../contact-links'
import { DeleteButton } from '../delete-button'
import { Age, LongText, MightBeSpam, Unread, UrlLink, Waiting } from '../parts'
import { ResumeLink } from '../record/resume-link'
import { SPAM_STATUS, type RecordType } from '@/lib/vocabulary'
import { cellClass, linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import type { RecordRow } from './queries'
import { StatusSelect } from './status-select'
import { SelectBox } from './select-box'

/** The columns of each tab's table, after the selection box. */
export const COLUMNS: Record<RecordType, readonly string[]> = {
  applications: ['Applicant', 'Position', 'Resume', 'Received', 'Status', 'Actions'],
  comments: ['Comment', 'Article', 'Website', 'Received', 'Status', 'Actions'],
  messages: ['Name', 'Company / website', 'Message', 'Received', 'Status', 'Actions'],
}

/** On a card, a text's preview is its first line; "Read full …" still opens the whole of it. */
const CARD_FIRST_LINE = 'max-sm:[&_[data-preview]]:line-clamp-1'

type RowProps<T extends RecordType> = {
  row: RecordRow[T]
  view: DeskView
  now: number
  /** When the next call booked with this lead starts, if one is to come. */
  call?: string
}

/**
 * One record's row. Below the table's width (a phone) it is a card instead: the selection box
 * beside the cells stacked in their order (name, then what it is about, the message's first line,
 * its age and waiting time, its status), so keys and screen readers meet them as on a wide screen.
 */
function Row({ id, unread, children }: { id: string; unread?: boolean; children: React.ReactNode }) {
  return (
    <tr
      data-testid="admin-row"
      data-row={id}
      data-unread={unread || undefined}
      className={cn(
        'border-border focus-within:bg-surface/60 border-t',
        'max-sm:grid max-sm:grid-cols-[2.75rem_minmax(0,1fr)] max-sm:py-2 max-sm:pr-3 max-sm:[&>:not(:first-child)]:col-start-2 max-sm:[&>:not(:first-child)]:px-1 max-sm:[&>:not(:first-child)]:py-1',
        unread && 'bg-accent-soft/40',
      )}
    >
      {children}
    </tr>
  )
}

/** The name that opens the record (j/k move between these, Enter opens). */
function OpenLink({ view, id, children }: { view: DeskView; id: string; children: React.ReactNode }) {
  return (
    <Link
      href={deskHref(view, { open: id })}
      prefetch={false}
      data-open-link
      className="text-fg hover:text-accent font-semibold [overflow-wrap:anywhere] underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  )
}

function Received({
  tab,
  row,
  now,
  call,
}: {
  tab: RecordType
  row: RecordRow[RecordType]
  now: number
  call?: string
}) {
  return (
    <td className={cn(cellClass, 'text-fg-muted')}>
      <div className="grid gap-1">
        <Age iso={row.created_at} now={now} />
        <Waiting tab={tab} lead={row} now={now} />
        {call ? (
          <span className="text-fg inline-flex items-center gap-1.5 text-xs font-medium">
            <Icon icon={CalendarClock} className="text-accent size-3.5 shrink-0" />
            {listCopy.call(formatCallTime(call))}
          </span>
        ) : null}
      </div>
    </td>
  )
}

function Actions({
  tab,
  row,
  name,
}: {
  tab: RecordType
  row: { id: string; status: string; spam_unsure: number }
  name: string
}) {
  return (
    <>
      <td className={cellClass}>
        <StatusSelect tab={tab} id={row.id} status={row.status} name={name} />
        {row.spam_unsure === 1 && row.status !== SPAM_STATUS ? <MightBeSpam /> : null}
      </td>
      <td className={cellClass}>
        <DeleteButton tab={tab} id={row.id} name={name} />
      </td>
    </>
  )
}

export function ApplicationRow({ row, view, now, call }: RowProps<'applications'>) {
  return (
    <Row id={row.id} unread={!row.opened_at}>
      <SelectBox id={row.id} name={row.full_name} />
      <th scope="row" className={cn(cellClass, 'font-normal sm:min-w-56')}>
        <OpenLink view={view} id={row.id}>
          {row.full_name}
        </OpenLink>
        {!row.opened_at ? <Unread /> : null}
        <EmailLink email={row.email} className={cn(linkClass, 'block py-0.5 [overflow-wrap:anywhere]')} />
        <PhoneLink phone={row.phone} className="text-fg-muted hover:text-fg block py-0.5" />
      </th>
      <td className={cn(cellClass, 'font-medium')}>{row.job_title}</td>
      <td className={cellClass}>
        <ResumeLink id={row.id} />
      </td>
      <Received tab="applications" row={row} now={now} call={call} />
      <Actions tab="applications" row={row} name={row.full_name} />
    </Row>
  )
}

export function CommentRow({ row, view, now, call }: RowProps<'comments'>) {
  return (
    <Row id={row.id}>
      <SelectBox id={row.id} name={row.email} />
      <th scope="row" className={cn(cellClass, 'max-w-md font-normal sm:min-w-64', CARD_FIRST_LINE)}>
        <OpenLink view={view} id={row.id}>
          {row.email}
        </OpenLink>
        <div className="mt-1">
          <LongText text={row.comment} what="comment" />
        </div>
      </th>
      <td className={cellClass}>
        <Link
          href={`/blog/${encodeURIComponent(row.blog_id)}`}
          prefetch={false}
          className={cn(linkClass, '[overflow-wrap:anywhere]')}
        >
          {row.blog_id}
        </Link>
      </td>
      <td className={cellClass}>
        <UrlLink value={row.website} />
      </td>
      <Received tab="comments" row={row} now={now} call={call} />
      <Actions tab="comments" row={row} name={row.email} />
    </Row>
  )
}

export function MessageRow({ row, view, now, call }: RowProps<'messages'>) {
  return (
    <Row id={row.id} unread={!row.opened_at}>
      <SelectBox id={row.id} name={row.name} />
      <th scope="row" className={cn(cellClass, 'font-normal sm:min-w-56')}>
        <OpenLink view={view} id={row.id}>
          {row.name}
        </OpenLink>
        {!row.opened_at ? <Unread /> : null}
        <EmailLink email={row.email} className={cn(linkClass, 'block py-0.5 [overflow-wrap:anywhere]')} />
        {row.phone ? (
          <PhoneLink phone={row.phone} className="text-fg-muted hover:text-fg block py-0.5" />
        ) : null}
      </th>
      <td className={cellClass}>
        {row.company ? <span className="block font-medium">{row.company}</span> : null}
        {row.website || !row.company ? <UrlLink value={row.website} /> : null}
      </td>
      <td className={cn(cellClass, 'max-w-md sm:min-w-64', CARD_FIRST_LINE)}>
        <LongText text={row.message} what="message" />
      </td>
      <Received tab="messages" row={row} now={now} call={call} />
      <Actions tab="messages" row={row} name={row.name} />
    </Row>
  )
}
