import { ArrowLeft, CalendarClock } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { recordCopy } from '@/content/desk/record'
import { cn } from '@/lib/cn'
import { sitePath } from '@/lib/site-path'
import { EmailLink, PhoneLink } from '../contact-links'
import { DeleteButton } from '../delete-button'
import { referenceOf } from '@/lib/placeholders'
import { formatCallTime } from '@/lib/call-time'
import { formatDateTime } from '../format'
import { StatusSelect } from '../list/status-select'
import { NoteForm } from '../notes/note-form'
import { Age, None, UrlLink, Waiting } from '../parts'
import { RECORD_INFO } from '../records'
import { Timeline } from '../timeline/timeline'
import type { TimelineEvent } from '@/server/leads/events'
import { linkClass } from '../ui'
import { deskHref, listHref, type DeskView } from '../view'
import type { OpenRecord, RelatedLead, UpcomingCall } from './queries'
import { ResumeLink } from './resume-link'
import { SpamCheck } from './spam-check'
import { ReplyPanel } from '../reply/reply-panel'
import { PersonalData } from '../requests/personal-data'
import type { ReplyTemplate } from '@/server/db/schema'

const copy = recordCopy.samePerson

type Field = { label: string; value: React.ReactNode }

function fieldsOf(record: OpenRecord): {
  name: string
  fields: Field[]
  long: { label: string; text: string }
} {
  switch (record.type) {
    case 'messages': {
      const r = record.row
      return {
        name: r.name,
        fields: [
          { label: 'Email', value: <EmailLink email={r.email} /> },
          { label: 'Phone', value: <PhoneLink phone={r.phone} /> },
          { label: 'Company', value: r.company ?? <None /> },
          { label: 'Website', value: <UrlLink value={r.website} /> },
          { label: 'Reference', value: referenceOf('messages', r.id) },
        ],
        long: { label: 'Message', text: r.message },
      }
    }
    case 'applications': {
      const r = record.row
      return {
        name: r.full_name,
        fields: [
          { label: 'Position', value: r.job_title },
          { label: 'Email', value: <EmailLink email={r.email} /> },
          { label: 'Phone', value: <PhoneLink phone={r.phone} /> },
          { label: 'Portfolio', value: <UrlLink value={r.portfolio} /> },
          { label: 'Resume', value: <ResumeLink id={r.id} label="Open resume (PDF)" /> },
          { label: 'Reference', value: referenceOf('applications', r.id) },
        ],
        long: { label: 'Cover letter', text: r.cover_letter },
      }
    }
    case 'comments': {
      const r = record.row
      return {
        name: r.email,
        fields: [
          { label: 'Email', value: <EmailLink email={r.email} /> },
          { label: 'Website', value: <UrlLink value={r.website} /> },
        ],
        long: { label: 'Comment', text: r.comment },
      }
    }
  }
}

/** "also: 2 earlier enquiries, 1 application", each linking to its record. */
function SamePerson({
  view,
  related,
  createdAt,
}: {
  view: DeskView
  related: RelatedLead[]
  createdAt: string
}) {
  if (related.length === 0) return null
  const groups = (['messages', 'applications'] as const).flatMap((tab) => {
    const own = related.filter((r) => r.type === tab)
    if (own.length === 0) return []
    const earlier = own.every((r) => r.created_at < createdAt)
    return [{ tab, own, text: copy.count(own.length, earlier, tab) }]
  })
  return (
    <section
      aria-label="Same person"
      className="bg-accent-soft/50 border-accent/30 rounded-xl border p-3 text-sm"
    >
      <p>
        <span className="font-semibold">{copy.also}</span>
        {groups.map((g) => g.text).join(', ')}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {related.map((r) => (
          <li key={`${r.type}:${r.id}`}>
            <Link className={linkClass} prefetch={false} href={deskHref(view, { tab: r.type, open: r.id })}>
              {copy.link(r.type, formatDateTime(r.created_at), r.status)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One record, whole, on its own URL (`/admin-dashboard/<type>/<id>`), with its notes and timeline. */
export function RecordView({
  view,
  record,
  related,
  events,
  templates,
  calls,
  mailReady,
  now,
}: {
  view: DeskView
  record: OpenRecord
  related: RelatedLead[]
  calls: UpcomingCall[]
  events: TimelineEvent[]
  templates: ReplyTemplate[]
  mailReady: boolean
  now: number
}) {
  const { name, fields, long } = fieldsOf(record)
  const row = record.row
  // Only a path that stays on the site is a link (one stored before that was checked may not be).
  const source = 'source_path' in row ? sitePath(row.source_path) : null
  return (
    <article aria-labelledby="record-title" className="grid grid-cols-1 gap-6 p-4 sm:p-6">
      <Link
        href={listHref(view)}
        prefetch={false}
        data-desk-close
        className={cn(linkClass, 'inline-flex w-fit items-center gap-1.5')}
      >
        <Icon icon={ArrowLeft} className="size-4" />
        {`Back to ${RECORD_INFO[view.tab].label}`}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id="record-title" className="text-2xl font-bold [overflow-wrap:anywhere]">
            {name}
          </h2>
          <p className="text-fg-muted text-sm">
            {'Received '}
            <Age iso={row.created_at} now={now} />
            {` · ${formatDateTime(row.created_at)}`}
          </p>
          <Waiting tab={record.type} lead={row} now={now} />
        </div>
        <div className="flex items-center gap-2">
          <StatusSelect tab={record.type} id={row.id} status={row.status} name={name} />
          <DeleteButton tab={record.type} id={row.id} name={name} successHref={listHref(view)} />
        </div>
      </header>

      <SamePerson view={view} related={related} createdAt={row.created_at} />

      {calls.length ? (
        <ul aria-label="Calls booked" className="grid gap-1.5">
          {calls.map((c) => (
            <li
              key={c.id}
              className="bg-accent-soft flex items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-medium"
            >
              <Icon icon={CalendarClock} className="size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {recordCopy.callBooked(c.event_name, formatCallTime(c.start_time))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <SpamCheck
        tab={record.type}
        id={row.id}
        status={row.status}
        score={row.spam_score}
        reasons={row.spam_reasons}
        email={row.email}
        unsure={row.spam_unsure === 1}
      />

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {fields.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-fg-muted text-sm font-medium">{f.label}</dt>
            <dd className="[overflow-wrap:anywhere]">{f.value}</dd>
          </div>
        ))}
        <dt className="text-fg-muted text-sm font-medium">
          {record.type === 'comments' ? 'Article' : 'Sent from'}
        </dt>
        <dd>
          {record.type === 'comments' ? (
            <Link
              className={linkClass}
              prefetch={false}
              href={`/blog/${encodeURIComponent(record.row.blog_id)}`}
            >
              {`/blog/${record.row.blog_id}`}
            </Link>
          ) : source ? (
            <Link className={linkClass} prefetch={false} href={source}>
              {source}
            </Link>
          ) : (
            <None />
          )}
        </dd>
      </dl>

      <section aria-labelledby="record-long" className="grid gap-2">
        <h3 id="record-long" className="text-fg-muted text-sm font-semibold tracking-wide uppercase">
          {long.label}
        </h3>
        <p className="bg-surface rounded-xl p-4 break-words whitespace-pre-line">{long.text}</p>
      </section>

      {record.type !== 'comments' ? (
        <ReplyPanel record={record} templates={templates} mailReady={mailReady} />
      ) : null}

      <section aria-labelledby="record-activity" className="grid gap-4">
        <h3 id="record-activity" className="text-fg-muted text-sm font-semibold tracking-wide uppercase">
          {recordCopy.activityTitle}
        </h3>
        <NoteForm tab={record.type} id={row.id} />
        <Timeline received={{ at: row.created_at, by: name }} events={events} now={now} />
      </section>

      <PersonalData
        tab={record.type}
        id={row.id}
        email={row.email}
        hold={row.legal_hold}
        listHref={listHref(view)}
      />
    </article>
  )
}
