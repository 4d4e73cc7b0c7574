import { recordCopy } from '@/content/desk/record'
import { SPAM_STATUS, type RecordType } from '@/lib/vocabulary'
import { domainOf, type Reason } from '@/server/spam/rules'
import { ActionForm } from '../action-form'
import { notSpamAction, updateStatusAction } from '../actions'
import { RECORD_INFO } from '../records'

const copy = recordCopy.spamCheck

/** The reasons stored with a record (JSON; none for a record older than the screening). */
function reasonsOf(json: string | null): Reason[] {
  try {
    const parsed: unknown = json ? JSON.parse(json) : []
    return Array.isArray(parsed) ? (parsed as Reason[]) : []
  } catch {
    return []
  }
}

/**
 * What the spam screening found on a record, reason by reason, and the administrator's verdict:
 * "Not spam" puts it in the inbox (its held e-mails go, its sender is trusted), "Spam" takes it
 * out, and either may block the sender's address or their whole domain from then on.
 */
export function SpamCheck({
  tab,
  id,
  status,
  score,
  reasons: json,
  email,
  unsure: marked,
}: {
  tab: RecordType
  id: string
  status: string
  score: number | null
  reasons: string | null
  email: string
  /** Marked "Might be spam" (spam_unsure) */
  unsure: boolean
}) {
  const reasons = reasonsOf(json)
  const spam = status === SPAM_STATUS
  const unsure = marked && !spam
  const address = email.trim().toLowerCase()
  const domain = domainOf(address)
  const inbox = RECORD_INFO[tab].statuses[0]
  return (
    <section
      aria-labelledby="record-spam"
      className="border-border grid gap-3 rounded-xl border p-4 text-sm"
      data-testid="spam-check"
    >
      <h3 id="record-spam" className="font-semibold">
        {copy.title(spam ? 'spam' : unsure ? 'unsure' : 'kept', reasons.length, score ?? 0)}
      </h3>
      {unsure ? <p>{copy.unsure(tab === 'comments')}</p> : null}
      {reasons.length ? (
        <ul className="grid list-disc gap-1 pl-5">
          {reasons.map((r) => (
            <li key={r.code}>{`${r.detail} (+${r.weight})`}</li>
          ))}
        </ul>
      ) : spam ? (
        <p className="text-fg-muted">{copy.byHand}</p>
      ) : null}
      {unsure ? (
        <ActionForm action={notSpamAction} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="ids" value={id} />
          <button type="submit" className="btn btn-secondary">
            Not spam
          </button>
          <span className="text-fg-muted">{copy.notSpamUnsure}</span>
        </ActionForm>
      ) : null}
      <ActionForm action={updateStatusAction} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="tab" value={tab} />
        <input type="hidden" name="ids" value={id} />
        <input type="hidden" name="status" value={spam ? inbox : SPAM_STATUS} />
        <button type="submit" className="btn btn-secondary">
          {spam ? 'Not spam' : 'Spam'}
        </button>
        <span className="text-fg-muted">{spam ? copy.notSpam(tab === 'comments') : copy.spam}</span>
      </ActionForm>
      <ActionForm
        action={updateStatusAction}
        label="Block the sender"
        className="flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="tab" value={tab} />
        <input type="hidden" name="ids" value={id} />
        <input type="hidden" name="status" value={SPAM_STATUS} />
        <button
          type="submit"
          name="block"
          value="address"
          className="btn btn-ghost max-w-full text-left text-sm [overflow-wrap:anywhere] whitespace-normal"
        >
          {`${spam ? 'Block' : 'Spam, and block'} ${address}`}
        </button>
        {domain ? (
          <button
            type="submit"
            name="block"
            value="domain"
            className="btn btn-ghost max-w-full text-left text-sm [overflow-wrap:anywhere] whitespace-normal"
          >
            {`${spam ? 'Block' : 'Spam, and block'} everyone at ${domain}`}
          </button>
        ) : null}
      </ActionForm>
    </section>
  )
}
