import Link from 'next/link'
import { answerStart, heldText } from '@/content/privacy-requests'
import { PanelHeader } from '@/components/ui/panel-header'
import { requestsCopy } from '@/content/desk/requests'
import { REQUEST_KINDS } from '@/lib/privacy'
import { cn } from '@/lib/cn'
import { EmailLink } from '../contact-links'
import { formatDateTime } from '../format'
import { RECORD_INFO } from '../records'
import { linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { ActionForm } from '../action-form'
import { eraseForRequestAction, sendCopyAction, withdrawConsentAction } from './actions'
import { AnswerForm } from './answer-form'
import { CorrectionForm } from './correction-form'
import { dueState, type OpenRequest, type RequestsData } from './queries'

const copy = requestsCopy.request

const DUE_TONE = {
  overdue: 'bg-violet-soft text-violet',
  soon: 'bg-warning-soft text-warning',
  'in-time': 'bg-surface text-fg-muted',
} as const

function DueBadge({ dueAt, now }: { dueAt: string | null; now: number }) {
  const state = dueState(dueAt, now)
  const days = dueAt ? Math.ceil((Date.parse(dueAt) - now) / (24 * 60 * 60_000)) : 0
  const text = state === 'overdue' ? copy.overdue(-days + 1) : copy.dueIn(days)
  return (
    <span
      data-due={state}
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', DUE_TONE[state])}
    >
      {text}
    </span>
  )
}

function OpenRequestCard({ view, item, now }: { view: DeskView; item: OpenRequest; now: number }) {
  const { request, counts, records, consents } = item
  const held = heldText(counts)
  return (
    <li data-testid="data-request" className="border-border grid gap-4 rounded-xl border p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg font-semibold">
          {REQUEST_KINDS[request.kind].desk}: <EmailLink email={request.email} />
        </h4>
        <DueBadge dueAt={request.due_at} now={now} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-fg-muted font-medium">Asked for</dt>
        <dd>{REQUEST_KINDS[request.kind].label}</dd>
        <dt className="text-fg-muted font-medium">Confirmed</dt>
        <dd>{request.confirmed_at ? formatDateTime(request.confirmed_at) : '-'}</dd>
        <dt className="text-fg-muted font-medium">Due</dt>
        <dd>{request.due_at ? formatDateTime(request.due_at) : '-'}</dd>
        <dt className="text-fg-muted font-medium">In their words</dt>
        <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{request.details ?? copy.noDetails}</dd>
        <dt className="text-fg-muted font-medium">What we hold</dt>
        <dd data-testid="held">
          {held}
          {consents ? copy.consents(consents) : ''}
        </dd>
      </dl>
      {records.length ? (
        <ul className="grid gap-3 text-sm" aria-label="Their records">
          {records.map((r) => {
            const noun = RECORD_INFO[r.type].noun[0]
            const label = `${noun[0]!.toUpperCase()}${noun.slice(1)} of ${formatDateTime(r.created_at)}`
            return (
              <li key={`${r.type}:${r.id}`} className="grid gap-2">
                <p>
                  <Link
                    className={linkClass}
                    prefetch={false}
                    href={deskHref(view, { panel: null, tab: r.type, open: r.id })}
                  >
                    {label}
                  </Link>
                  {r.hold ? <span className="text-warning">{copy.held(r.hold)}</span> : null}
                </p>
                {request.kind === 'correction' ? (
                  <CorrectionForm tab={r.type} id={r.id} fields={r.fields} label={`Correct the ${label}`} />
                ) : null}
                {request.kind === 'withdrawal' && r.futureRoles ? (
                  <ActionForm action={withdrawConsentAction}>
                    <input type="hidden" name="id" value={r.id} />
                    <button type="submit" className="btn btn-secondary">
                      Withdraw the consent to future roles
                    </button>
                  </ActionForm>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      {request.kind === 'copy' ? (
        <ActionForm action={sendCopyAction} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="id" value={request.id} />
          <button type="submit" className="btn btn-primary">
            Send the copy and close
          </button>
          <span className="text-fg-muted text-xs">{copy.copyHelp}</span>
        </ActionForm>
      ) : null}
      {request.kind === 'erasure' ? (
        <ActionForm
          action={eraseForRequestAction}
          confirm={copy.confirmErase(request.email)}
          className="flex flex-wrap items-center gap-3"
        >
          <input type="hidden" name="id" value={request.id} />
          <button type="submit" className="btn btn-secondary text-danger-fg">
            Erase and close
          </button>
          <span className="text-fg-muted text-xs">{copy.eraseHelp}</span>
        </ActionForm>
      ) : null}
      {request.kind === 'copy' || request.kind === 'erasure' ? (
        // The one-press answer above is the usual one; this is for an answer of one's own (a refusal, say).
        <details className="grid gap-2">
          <summary className="text-fg-muted w-fit cursor-pointer text-sm font-medium">
            Answer in your own words instead
          </summary>
          <AnswerForm id={request.id} email={request.email} suggestion={answerStart(held)} />
        </details>
      ) : (
        <AnswerForm id={request.id} email={request.email} suggestion={answerStart(held)} />
      )}
    </li>
  )
}

/**
 * Data requests (`/admin-dashboard/requests`): each confirmed request, soonest due first, with its due date
 * (warned REQUEST_WARNING_DAYS before), the person's data already gathered and the answer; then
 * the last ones answered.
 */
export function RequestsPanel({ view, data, now }: { view: DeskView; data: RequestsData; now: number }) {
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <PanelHeader level={2} title={requestsCopy.title} description={requestsCopy.intro} />
      <section aria-labelledby="requests-open" className="grid gap-3">
        <PanelHeader id="requests-open" title={requestsCopy.openTitle(data.open.length)} />
        {data.open.length === 0 ? (
          <p className="text-fg-muted text-sm">{requestsCopy.noneOpen}</p>
        ) : (
          <ul className="grid gap-4">
            {data.open.map((item) => (
              <OpenRequestCard key={item.request.id} view={view} item={item} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="requests-done" className="grid gap-3">
        <PanelHeader id="requests-done" title={requestsCopy.doneTitle} />
        {data.done.length === 0 ? (
          <p className="text-fg-muted text-sm">{requestsCopy.noneDone}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {data.done.map((r) => (
              <li key={r.id} data-testid="answered-request" className="border-border rounded-xl border p-3">
                <p className="font-semibold">
                  {requestsCopy.answered(
                    REQUEST_KINDS[r.kind].desk,
                    r.closed_at ? formatDateTime(r.closed_at) : '',
                    r.closed_by,
                  )}
                </p>
                <p className="text-fg-muted [overflow-wrap:anywhere]">{r.outcome}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
