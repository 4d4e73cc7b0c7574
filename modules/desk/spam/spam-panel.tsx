import { SPAM_STATUS } from '@/lib/vocabulary'
import { SCRIPTS } from '@/server/spam/rules'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import { cellClass, linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { unblockSenderAction } from './actions'
import { BlockForm } from './block-form'
import type { SpamOverview } from './queries'
import { SpamSettingsForm } from './settings-form'

/** What each signal weighs, as the screening scores it (server/spam/rules.ts). */
const SIGNALS: Array<[string, string]> = [
  [
    'No solved challenge (a script, or a browser without JavaScript), or one replayed, forged or expired',
    '2',
  ],
  ['Not sent by a web browser (none of the headers every browser sends)', '3'],
  ['Sent within 3 seconds of the form’s first focus', '2'],
  ['Three to five links; more than five', '2; 3'],
  ['Phrases of spam offers (below)', '2 each, at most 4'],
  ['Written mostly in a script not listed below', '2'],
  ['The same message already came from other addresses', '3'],
  ['An address at a disposable e-mail service', '2'],
  ['The hidden field only a script fills was filled; a blocked sender', '100'],
]

/**
 * The desk's Spam page (`?panel=spam`): how a message is scored, the settings that tune it
 * (threshold, phrases, scripts), and the blocked addresses and domains. Every change is on the
 * audit trail; none needs a deploy.
 */
export function SpamPanel({ view, overview }: { view: DeskView; overview: SpamOverview }) {
  const { settings, defaults, blocked } = overview
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Spam</h2>
        <p className="text-fg-muted max-w-3xl text-sm">
          Every enquiry, application and comment is scored on arrival. From the threshold on it is held as
          spam: stored, answered like any other, and sent to nobody. Held messages are in each list&apos;s{' '}
          <a href={deskHref(view, { panel: null, status: SPAM_STATUS })} className={linkClass}>
            Spam filter
          </a>
          , each with its reasons, and are deleted 30 days after they arrived unless you mark them &ldquo;Not
          spam&rdquo;.
        </p>
      </header>

      <section aria-labelledby="spam-signals" className="grid gap-3">
        <h3 id="spam-signals" className="text-lg font-semibold">
          What a message is scored on
        </h3>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="spam-signals">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-fg-muted border-border border-b">
              <tr>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Signal
                </th>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Score
                </th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {SIGNALS.map(([signal, score]) => (
                <tr key={signal}>
                  <td className={cellClass}>{signal}</td>
                  <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-fg-muted max-w-3xl text-sm">
          Only the last two decide alone. A sender you marked &ldquo;Not spam&rdquo; is trusted from then on.
          Many messages from one network address are the rate limit&apos;s business, not a sign of spam: an
          office or a mobile network puts many people behind one address.
        </p>
      </section>

      <section aria-labelledby="spam-settings" className="grid gap-3">
        <h3 id="spam-settings" className="text-lg font-semibold">
          Settings
        </h3>
        <SpamSettingsForm settings={settings} defaults={defaults} scripts={SCRIPTS} />
      </section>

      <section aria-labelledby="spam-blocked" className="grid gap-3">
        <h3 id="spam-blocked" className="text-lg font-semibold">
          Blocked senders
        </h3>
        <BlockForm />
        {blocked.length === 0 ? (
          <p className="text-fg-muted text-sm">Nobody is blocked.</p>
        ) : (
          <ul
            aria-labelledby="spam-blocked"
            className="divide-border border-border divide-y rounded-xl border text-sm"
          >
            {blocked.map((b) => (
              <li key={b.sender} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span>
                  <span className="font-medium break-all">{b.sender}</span>
                  <span className="text-fg-muted">
                    {` · ${b.sender.includes('@') ? 'address' : 'domain'}, since ${formatDateTime(b.created_at)}`}
                  </span>
                </span>
                <ActionForm action={unblockSenderAction}>
                  <input type="hidden" name="sender" value={b.sender} />
                  <button type="submit" className="btn btn-ghost text-sm">
                    Unblock<span className="sr-only">{` ${b.sender}`}</span>
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
