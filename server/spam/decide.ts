import 'server-only'
import { DECISIVE, WEIGHT, type Reason, type ReasonCode } from './rules'

// The screening's decision on a submission's reasons (./rules.ts): held as spam, kept but marked
// "Might be spam", or kept.

/** Whether the word models' verdict is all but sure: enough alone to hold a message as spam. */
export const wordsAreSure = (reasons: readonly Reason[]) =>
  reasons.some((r) => r.code === 'words' && r.weight >= WEIGHT.wordsSure)

/**
 * The decision: spam when a reason decides alone (a honeypot, a block: whoever sent it; the
 * word models all but sure: unless the administrator trusted the sender), or when the reasons
 * together reach the threshold, again unless the sender is trusted.
 */
export function isSpam(
  reasons: readonly Reason[],
  { trusted, threshold }: { trusted: boolean; threshold: number },
) {
  if (reasons.some((r) => r.weight >= DECISIVE)) return true
  if (trusted) return false
  return wordsAreSure(reasons) || reasons.reduce((sum, r) => sum + r.weight, 0) >= threshold
}

/**
 * The signals that, short of spam, mark a lead "Might be spam" (`isUnsure`): the word models
 * finding it likely spam, a disposable address, the same or nearly the same text from other
 * senders, an offer that asks for nothing, a sender whose earlier messages the administrator
 * called spam. Not how it was sent (a missing challenge, a quick send), nor, alone, many links, a
 * link shortener, a phrase of spam offers or an unexpected script: measured on the benchmark corpus
 * typed in a browser, links and phrases alone marked 12 genuine enquiries of 239 (5%) for 2 spam,
 * and clients write in many scripts.
 */
const MESSAGE_SIGNALS: readonly ReasonCode[] = [
  'words',
  'disposable',
  'duplicate',
  'similar',
  'offer',
  'reported',
]

/**
 * "Might be spam": not held, but the word models find it likely spam (short of sure), or the
 * sender's address or the copied text is a sign (too few to hold it). The lead stays in the inbox like
 * any other, marked, its acknowledgement waiting for the administrator. A trusted sender is never
 * marked. A message mostly in an unexpected script is not marked for that alone (a client writing
 * in Arabic is still a client).
 */
export function isUnsure(reasons: readonly Reason[], { trusted }: { trusted: boolean }) {
  return !trusted && reasons.some((r) => MESSAGE_SIGNALS.includes(r.code))
}
