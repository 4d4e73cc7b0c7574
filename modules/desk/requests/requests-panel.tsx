import Link from 'next/link'
import { answerStart, heldText } from '@/content/privacy-requests'
import { ARCHIVE_LINK_DAYS, REQUEST_KINDS, REQUEST_WARNING_DAYS, RESPONSE_DAYS } from '@/lib/privacy'
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

const DUE_TONE = {
  overdue: 'bg-violet-soft text-violet',
  soon: 'bg-warning-soft text-warning',
  'in-time': 'bg-surface text-fg-muted',
} as const

function DueBadge({ dueAt, now }: { dueAt: string | null; now: number }) {
  const state = dueState(dueAt, now)
  const days = dueAt ? Math.ceil((Date.parse(dueAt) - now) / (24 * 60 * 60_000)) : 0
  const text =
    state === 'overdue'
      ? `Overdue by ${-days + 1} ${-days + 1 === 1 ? 'day' : 'days'}`
      : `Due in ${days} ${days === 1 ? 'day' : 'days'}`
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
        <dd className="[overflow-wrap:anywhere] whitespace-pre-line">
          {request.details ?? 'Nothing added.'}
        </dd>
        <dt className="text-fg-muted font-medium">What we hold</dt>
        <dd data-testid="held">
          {held}
          {consents
            ? ` · agreed to be kept for future roles on ${consents === 1 ? 'one application' : `${consents} applications`}`
            : ''}
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
                  {r.hold ? <span className="text-warning">{` (held: ${r.hold})`}</span> : null}
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
          <span className="text-fg-muted text-xs">{`A ZIP of all of it, behind a link that works ${ARCHIVE_LINK_DAYS} days.`}</span>
        </ActionForm>
      ) : null}
      {request.kind === 'erasure' ? (
        <ActionForm
          action={eraseForRequestAction}
          confirm={`Erase everything held for ${request.email}? This cannot be undone.`}
          className="flex flex-wrap items-center gap-3"
        >
          <input type="hidden" name="id" value={request.id} />
          <button type="submit" className="btn btn-secondary text-danger-fg">
            Erase and close
          </button>
          <span className="text-fg-muted text-xs">Held records stay, and the answer says why.</span>
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
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Data requests</h2>
        <p className="text-fg-muted text-sm">
          {`Requests confirmed from the e-mailed link. The site promises an answer within ${RESPONSE_DAYS} days; a request is flagged ${REQUEST_WARNING_DAYS} days before it is due.`}
        </p>
      </header>
      <section aria-labelledby="requests-open" className="grid gap-3">
        <h3 id="requests-open" className="text-lg font-semibold">
          {`To answer (${data.open.length})`}
        </h3>
        {data.open.length === 0 ? (
          <p className="text-fg-muted text-sm">None: every confirmed request has been answered.</p>
        ) : (
          <ul className="grid gap-4">
            {data.open.map((item) => (
              <OpenRequestCard key={item.request.id} view={view} item={item} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="requests-done" className="grid gap-3">
        <h3 id="requests-done" className="text-lg font-semibold">
          Recently answered
        </h3>
        {data.done.length === 0 ? (
          <p className="text-fg-muted text-sm">None yet.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {data.done.map((r) => (
              <li key={r.id} data-testid="answered-request" className="border-border rounded-xl border p-3">
                <p className="font-semibold">
                  {`${REQUEST_KINDS[r.kind].desk} · answered ${r.closed_at ? formatDateTime(r.closed_at) : ''} by ${r.closed_by ?? 'the desk'}`}
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
