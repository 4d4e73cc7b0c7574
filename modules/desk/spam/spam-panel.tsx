import { PanelHeader } from '@/components/ui/panel-header'
import { spamCopy } from '@/content/desk/spam'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { LOTS_OF_LINKS, MANY_LINKS, MIN_FILL_MS, WEIGHT, WORDS_LIKELY, WORDS_SURE } from '@/server/spam/rules'
import { LIKENESS_DAYS, LIKENESS_MIN_WORDS } from '@/server/spam/likeness'
import { SPAM_BOUNDS } from '@/server/spam/settings'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import { InlineText } from '../inline-text'
import { cellClass, linkClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { unblockSenderAction } from './actions'
import { BlockForm } from './block-form'
import type { SpamOverview } from './queries'
import { SpamSettingsForm } from './settings-form'

/** What each signal weighs, from the screening's own figures (server/spam/rules.ts). */
const SIGNALS = spamCopy.signals(WEIGHT, {
  likenessMinWords: LIKENESS_MIN_WORDS,
  likenessDays: LIKENESS_DAYS,
  minFillMs: MIN_FILL_MS,
  manyLinks: MANY_LINKS,
  lotsOfLinks: LOTS_OF_LINKS,
  wordsLikely: WORDS_LIKELY,
  wordsSure: WORDS_SURE,
})

/**
 * The desk's Spam page (`/admin-dashboard/spam`): how a message is scored, the settings that tune it
 * (threshold, phrases, scripts), and the blocked addresses and domains. Every change is on the
 * audit trail; none needs a deploy.
 */
export function SpamPanel({ view, overview }: { view: DeskView; overview: SpamOverview }) {
  const { settings, defaults, blocked } = overview
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader
        level={2}
        title={spamCopy.title}
        measure="wide"
        description={
          <InlineText
            text={spamCopy.intro}
            link={(text) => (
              <a href={deskHref(view, { panel: null, status: SPAM_STATUS })} className={linkClass}>
                {text}
              </a>
            )}
          />
        }
      />

      <section aria-labelledby="spam-signals" className="grid gap-3">
        <PanelHeader id="spam-signals" title={spamCopy.signalsTitle} />
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
        <p className="text-fg-muted max-w-3xl text-sm">{spamCopy.signalsNote}</p>
      </section>

      <section aria-labelledby="spam-settings" className="grid gap-3">
        <PanelHeader id="spam-settings" title={spamCopy.settingsTitle} />
        <SpamSettingsForm settings={settings} defaults={defaults} bounds={SPAM_BOUNDS} weights={WEIGHT} />
      </section>

      <section aria-labelledby="spam-blocked" className="grid gap-3">
        <PanelHeader id="spam-blocked" title={spamCopy.blockedTitle} />
        <BlockForm />
        {blocked.length === 0 ? (
          <p className="text-fg-muted text-sm">{spamCopy.nobodyBlocked}</p>
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
                    {spamCopy.blockedSince(b.sender, formatDateTime(b.created_at))}
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
