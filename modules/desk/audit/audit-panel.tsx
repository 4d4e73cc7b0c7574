import { Download, History } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { PanelHeader } from '@/components/ui/panel-header'
import { auditCopy } from '@/content/desk/audit'
import { SudoLink } from '../sudo/sudo-link'
import { cn } from '@/lib/cn'
import { deskPagePath } from '@/lib/constants'
import { AUDIT_ACTIONS } from '@/lib/vocabulary'
import { Field } from '../field'
import { PageStep } from '../list/pager'
import { cellClass, controlClass, linkClass } from '../ui'
import type { AuditPage } from './queries'
import { AUDIT_ACTION_LABELS, auditHref, auditQuery, isAuditAction, type AuditView } from './view'

/** Times in New Delhi, like the filter's days: "25 Nov 2026, 10:05:09 am". */
const time = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
})

/** An event's details as words: "rows 12 · status new · searched no". */
function detailText(detail: string | null) {
  if (!detail) return ''
  try {
    const parsed = JSON.parse(detail) as Record<string, unknown>
    return Object.entries(parsed)
      .map(([key, value]) => {
        const shown =
          value === true ? 'yes' : value === false ? 'no' : value === null ? 'none' : String(value)
        return `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${shown}`
      })
      .join(' · ')
  } catch {
    return detail
  }
}

/**
 * The audit trail, newest first: filter by event, administrator and New Delhi days (a GET form,
 * so a filtered view is a link), page by page in the database, and the filtered trail as CSV.
 */
export function AuditPanel({ view, page, actors }: { view: AuditView; page: AuditPage; actors: string[] }) {
  const { filter } = view
  const filtered = Object.keys(filter).length > 0
  const query = auditQuery(filter).toString()
  const people = filter.actor && !actors.includes(filter.actor) ? [...actors, filter.actor] : actors
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <PanelHeader level={2} title={auditCopy.title} description={auditCopy.intro} measure="prose" />

      <form
        method="get"
        action={deskPagePath('audit')}
        aria-label="Filter the audit trail"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
      >
        <Field id="audit-action" label="Event">
          <select
            id="audit-action"
            name="action"
            defaultValue={filter.action ?? ''}
            className={cn(controlClass, 'w-full')}
          >
            <option value="">All events</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-actor" label="Administrator">
          <select
            id="audit-actor"
            name="actor"
            defaultValue={filter.actor ?? ''}
            className={cn(controlClass, 'w-full')}
          >
            <option value="">Everyone</option>
            {people.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-from" label="From (New Delhi day)">
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className={cn(controlClass, 'w-full')}
          />
        </Field>
        <Field id="audit-to" label="To (New Delhi day)">
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={filter.to}
            className={cn(controlClass, 'w-full')}
          />
        </Field>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="btn btn-primary flex-1 lg:flex-none">
            Filter
          </button>
          {filtered ? (
            <Link href={auditHref({})} prefetch={false} className="btn btn-ghost flex-1 lg:flex-none">
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-fg-muted text-sm">
          {auditCopy.status(page.events.length, filtered)}
        </p>
        <SudoLink href={`/api/admin/audit/export${query ? `?${query}` : ''}`} className="btn btn-secondary">
          <Icon icon={Download} className="size-4" />
          Export CSV
        </SudoLink>
      </div>

      {page.events.length === 0 ? (
        <p className="text-fg-muted flex flex-col items-center gap-2 py-8 text-center text-sm">
          <Icon icon={History} className="text-fg-subtle size-6" />
          {filtered ? (
            <Link href={auditHref({})} prefetch={false} className={linkClass}>
              Show every event
            </Link>
          ) : (
            auditCopy.empty
          )}
        </p>
      ) : (
        <div
          role="region"
          aria-label="Audit events"
          tabIndex={0}
          className="border-border overflow-x-auto rounded-xl border focus-visible:outline-offset-[-2px]"
        >
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
            <caption className="sr-only">{auditCopy.caption}</caption>
            <thead className="bg-surface text-fg-muted text-xs tracking-wide uppercase">
              <tr>
                {['Time', 'Administrator', 'Event', 'Target', 'Details', 'Request · client'].map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.events.map((event) => (
                <tr key={event.id} data-testid="audit-event" className="border-border border-t">
                  <td className={cn(cellClass, 'whitespace-nowrap tabular-nums')}>
                    <time dateTime={event.created_at}>{time.format(new Date(event.created_at))}</time>
                  </td>
                  <td className={cn(cellClass, 'whitespace-nowrap')}>
                    {event.actor ?? <span className="text-fg-muted">Nobody signed in</span>}
                  </td>
                  <td className={cellClass}>
                    {isAuditAction(event.action) ? AUDIT_ACTION_LABELS[event.action] : event.action}
                  </td>
                  <td className={cn(cellClass, 'font-mono text-xs [overflow-wrap:anywhere]')}>
                    {event.target ?? ''}
                  </td>
                  <td className={cn(cellClass, 'text-fg-muted')}>{detailText(event.detail)}</td>
                  <td className={cn(cellClass, 'text-fg-muted font-mono text-xs')}>
                    <span className="block">{event.request_id ?? '–'}</span>
                    <span className="block">{event.client ?? '–'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {page.newer || page.older ? (
        <nav aria-label="Audit pages" className="flex flex-wrap items-center justify-between gap-2">
          {page.newer ? (
            <Link href={auditHref(filter)} prefetch={false} className="btn btn-ghost px-3">
              Newest
            </Link>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <PageStep href={page.newer && auditHref(filter, page.newer)} rel="prev">
              Newer
            </PageStep>
            <PageStep href={page.older && auditHref(filter, page.older)} rel="next">
              Older
            </PageStep>
          </div>
        </nav>
      ) : null}
    </div>
  )
}
