import { SPAM_STATUS } from '@/lib/vocabulary'
import { LOTS_OF_LINKS, MANY_LINKS, MIN_FILL_MS, WEIGHT, WORDS_LIKELY, WORDS_SURE } from '@/server/spam/rules'
import { SPAM_BOUNDS } from '@/server/spam/settings'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import { cellClass, linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { unblockSenderAction } from './actions'
import { BlockForm } from './block-form'
import type { SpamOverview } from './queries'
import { SpamSettingsForm } from './settings-form'

const W = WEIGHT

/** What each signal weighs, from the screening's own figures (server/spam/rules.ts). */
const SIGNALS: Array<[string, string]> = [
  [
    'No solved challenge (a script, or a browser without JavaScript), or one replayed, forged or expired',
    `${W.challenge}`,
  ],
  ['Not sent by a web browser (none of the headers every browser sends)', `${W.client}`],
  [`Sent within ${MIN_FILL_MS / 1000} seconds of the form’s first focus`, `${W.quick}`],
  [`${MANY_LINKS} to ${LOTS_OF_LINKS} links; more than ${LOTS_OF_LINKS}`, `${W.links}; ${W.lotsOfLinks}`],
  ['Phrases of spam offers (below)', `${W.phrase} each, at most ${W.phrasesMax}`],
  ['Written mostly in a script not listed below', `${W.script}`],
  ['The same message already came from other addresses', `${W.duplicate}`],
  ['An address at a disposable e-mail service', `${W.disposable}`],
  [
    `Reads like spam by its words: ${WORDS_LIKELY * 100}% likely or more; ${WORDS_SURE * 100}% or more (a word model taught on messages written for it, and on your “Spam” and “Not spam” verdicts)`,
    `${W.words}; ${W.wordsSure}`,
  ],
  ['The hidden field only a script fills was filled; a blocked sender', `${W.decisive}`],
]

/**
 * The desk's Spam page (`/admin-dashboard/spam`): how a message is scored, the settings that tune it
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
          Each verdict also teaches the word model: messages like one you moved to spam read more like spam,
          and messages like one you took out of it, less. Many messages from one network address are the rate
          limit&apos;s business, not a sign of spam: an office or a mobile network puts many people behind one
          address.
        </p>
      </section>

      <section aria-labelledby="spam-settings" className="grid gap-3">
        <h3 id="spam-settings" className="text-lg font-semibold">
          Settings
        </h3>
        <SpamSettingsForm settings={settings} defaults={defaults} bounds={SPAM_BOUNDS} weights={WEIGHT} />
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
