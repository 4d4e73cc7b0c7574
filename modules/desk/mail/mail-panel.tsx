import { PanelHeader } from '@/components/ui/panel-header'
import { mailCopy } from '@/content/desk/mail'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import { manageOutboxAction } from './actions'
import type { OutboxHealth } from './queries'

/** Whether mail goes out, what waits, and the e-mails that keep failing, with retry and discard. */
export function MailPanel({ health, mailReady }: { health: OutboxHealth; mailReady: boolean }) {
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <PanelHeader level={2} title={mailCopy.title}>
        <p className="text-sm" data-testid="mail-state">
          {mailCopy.state(mailReady, health.queued)}
        </p>
      </PanelHeader>
      <section aria-labelledby="failing" className="grid gap-3">
        <PanelHeader id="failing" title={mailCopy.failingTitle} />
        {health.failing.length === 0 ? (
          <p className="text-fg-muted text-sm">{mailCopy.noneFailing}</p>
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
                  {mailCopy.failingLine(m.to_address, m.kind, m.attempts, formatDateTime(m.next_attempt_at))}
                </p>
                <p className="bg-surface rounded-lg p-2 font-mono text-xs [overflow-wrap:anywhere]">
                  {m.last_error ?? mailCopy.noError}
                </p>
                <div className="flex gap-2">
                  <ActionForm action={manageOutboxAction}>
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" name="op" value="retry" className="btn btn-secondary">
                      Retry now
                    </button>
                  </ActionForm>
                  <ActionForm action={manageOutboxAction} confirm={mailCopy.confirmDiscard}>
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
