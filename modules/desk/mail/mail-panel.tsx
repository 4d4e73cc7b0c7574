import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import { manageOutboxAction } from './actions'
import type { OutboxHealth } from './queries'

/** Whether mail goes out, what waits, and the e-mails that keep failing, with retry and discard. */
export function MailPanel({ health, mailReady }: { health: OutboxHealth; mailReady: boolean }) {
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Mail</h2>
        <p className="text-sm" data-testid="mail-state">
          {mailReady
            ? `Mail is configured. ${health.queued} ${health.queued === 1 ? 'e-mail waits' : 'e-mails wait'} in the outbox.`
            : `Mail is not configured (SMTP_URL is not set): ${health.queued} ${health.queued === 1 ? 'e-mail is' : 'e-mails are'} kept in the outbox and will be sent once it is.`}
        </p>
      </header>
      <section aria-labelledby="failing" className="grid gap-3">
        <h3 id="failing" className="text-lg font-semibold">
          Failing e-mails
        </h3>
        {health.failing.length === 0 ? (
          <p className="text-fg-muted text-sm">
            None: every e-mail so far went out at the first or second try.
          </p>
        ) : (
          <ul className="grid gap-3">
            {health.failing.map((m) => (
              <li
                key={m.id}
                data-testid="failing-mail"
                className="border-border grid gap-2 rounded-xl border p-4 text-sm"
              >
                <p className="font-semibold [overflow-wrap:anywhere]">{m.subject}</p>
                <p className="text-fg-muted [overflow-wrap:anywhere]">
                  {`To ${m.to_address} · ${m.kind} · ${m.attempts} attempts · next try ${formatDateTime(m.next_attempt_at)}`}
                </p>
                <p className="bg-surface rounded-lg p-2 font-mono text-xs [overflow-wrap:anywhere]">
                  {m.last_error ?? 'No error recorded.'}
                </p>
                <div className="flex gap-2">
                  <ActionForm action={manageOutboxAction}>
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" name="op" value="retry" className="btn btn-secondary">
                      Retry now
                    </button>
                  </ActionForm>
                  <ActionForm
                    action={manageOutboxAction}
                    confirm="Discard this e-mail? It will never be sent."
                  >
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" name="op" value="discard" className="btn btn-ghost">
                      Discard
                    </button>
                  </ActionForm>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
