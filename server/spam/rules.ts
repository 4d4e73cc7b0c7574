import 'server-only'
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js'
import type { WordVerdict } from './words'

/**
 * The spam signals, each a small pure function of the submission that answers the reason it
 * found (with its weight) or null. Three decide alone: a filled honeypot, a blocked sender, and
 * the word models all but sure (WORDS_SURE) that the message is spam, which held no genuine
 * message of 859 in cross-validation; no other signal does: a client writing in Arabic, or
 * pasting two links to their own shop, is still a client. The weights and the threshold are the
 * desk's spam settings (server/spam/settings.ts).
 */
export const REASON_CODES = [
  'challenge',
  'client',
  'quick',
  'honeypot',
  'blocked',
  'links',
  'phrases',
  'script',
  'duplicate',
  'disposable',
  'words',
  'offer',
  'shortener',
  'similar',
  'reported',
] as const
export type ReasonCode = (typeof REASON_CODES)[number]

/** One reason a submission looks like spam, as the record shows it. */
export type Reason = { code: ReasonCode; weight: number; detail: string }

/** Outweighs any threshold: the two signals that decide alone. */
export const DECISIVE = 100

/**
 * What each signal weighs (the desk's Spam page shows the same figures): none but the decisive two
 * reaches the default threshold of 5 alone.
 */
export const WEIGHT = {
  challenge: 2,
  client: 3,
  quick: 2,
  /** From MANY_LINKS links; past LOTS_OF_LINKS. */
  links: 2,
  lotsOfLinks: 3,
  /** For each phrase found, at most phrasesMax in all. */
  phrase: 2,
  phrasesMax: 4,
  script: 2,
  duplicate: 3,
  /** An address that lasts minutes: the reply it asks for cannot reach it for long. */
  disposable: 3,
  /** Reads like spam to the word model: likely, or all but sure. */
  words: 3,
  wordsSure: 4,
  /** All but sure, of a message mostly in a script the model has read little of: never decides. */
  wordsUnfamiliar: 2,
  /** Offers a service and asks for nothing; more when it links elsewhere than the sender's domain. */
  offer: 2,
  offerElsewhere: 3,
  shortener: 2,
  /** Nearly the same text from other addresses; from the same address, again and again. */
  similar: 3,
  similarOwn: 2,
  /** Earlier messages from the address that the administrator called spam. */
  reported: 3,
  decisive: DECISIVE,
} as const

/** The word model's spam probability from which a message reads like spam; and all but surely. */
export const WORDS_LIKELY = 0.9
export const WORDS_SURE = 0.99

/** Two links (a client's own pages) are normal; from three they cost, more past five. */
export const MANY_LINKS = 3
export const LOTS_OF_LINKS = 5

/**
 * What became of the form's proof-of-work challenge (server/spam/challenge.ts): solved (with when
 * it was issued, at the form's first focus; null when the browser fetched a fresh one for a form
 * left open past the first one's expiry), or why it does not count. Replayed, forged, expired and
 * another form's challenges all count as missing.
 */
export type ChallengeCheck =
  | { state: 'solved'; issuedAt: number | null }
  | { state: 'missing' | 'invalid' | 'replayed' | 'expired' | 'other-form' }

const CHALLENGE_DETAILS: Record<Exclude<ChallengeCheck['state'], 'solved'>, string> = {
  missing: 'No solved challenge came with it: a browser without JavaScript, or a script.',
  invalid: 'Its challenge was not solved, or was forged.',
  replayed: 'Its challenge had been used before.',
  expired: 'Its challenge had expired.',
  'other-form': 'Its challenge was made for another form.',
}

/**
 * No solved challenge: a bot posting straight to the endpoint, or a person whose browser runs no
 * JavaScript, so it weighs 2 and never decides alone; the other signals do.
 */
export function challengeRule(check: ChallengeCheck): Reason | null {
  return check.state === 'solved'
    ? null
    : { code: 'challenge', weight: WEIGHT.challenge, detail: CHALLENGE_DETAILS[check.state] }
}

/**
 * Not sent by a web browser: every current browser sends `Sec-Fetch-Site` with a form, whether
 * or not it runs JavaScript, and a script posting straight to the endpoint (curl, a library)
 * seldom does. With the missing challenge that comes with it, it holds such a post as spam;
 * alone (a script that solved the challenge) it does not.
 */
export function clientRule(fromBrowser: boolean): Reason | null {
  return fromBrowser
    ? null
    : {
        code: 'client',
        weight: WEIGHT.client,
        detail: 'Not sent by a web browser (none of the headers every browser sends).',
      }
}

/** Sooner than this after the form's first focus, nobody has typed a message (autofill aside). */
export const MIN_FILL_MS = 3_000

/** Sent sooner after the form was first used than a person fills it. */
export function quickRule(check: ChallengeCheck, sentAt: number): Reason | null {
  if (check.state !== 'solved' || check.issuedAt === null) return null
  const ms = sentAt - check.issuedAt
  return ms < MIN_FILL_MS
    ? {
        code: 'quick',
        weight: WEIGHT.quick,
        detail: `Sent ${(Math.max(0, ms) / 1000).toFixed(1)} s after the form was first used; people take longer.`,
      }
    : null
}

/** A filled honeypot field: a person never sees it, so only a script fills it. */
export function honeypotRule(trap: unknown): Reason | null {
  return typeof trap === 'string' && trap.trim() !== ''
    ? { code: 'honeypot', weight: DECISIVE, detail: 'The hidden field only a script fills was filled.' }
    : null
}

/** The domain of an address, lower-cased ('' when there is none). */
export const domainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()

/** An address, or its domain, that the administrator blocked. */
export function blockedRule(
  email: string,
  blocked: { addresses: Set<string>; domains: Set<string> },
): Reason | null {
  const address = email.trim().toLowerCase()
  if (blocked.addresses.has(address))
    return { code: 'blocked', weight: DECISIVE, detail: 'The sender’s address is blocked.' }
  const domain = domainOf(address)
  if (domain && blocked.domains.has(domain))
    return { code: 'blocked', weight: DECISIVE, detail: `The domain ${domain} is blocked.` }
  return null
}

const LINK = /\bhttps?:\/\/|\bwww\.|\[url=|<a\s/gi

/** How many links a text carries (addresses, www. names, BBCode and HTML links). */
export const linkCount = (text: string) => text.match(LINK)?.length ?? 0

/** Many links: two of a client's own pages are normal; three and more cost, more so past five. */
export function linksRule(text: string): Reason | null {
  const n = linkCount(text)
  if (n < MANY_LINKS) return null
  return {
    code: 'links',
    weight: n > LOTS_OF_LINKS ? WEIGHT.lotsOfLinks : WEIGHT.links,
    detail: `${n} links in the message.`,
  }
}

/** Folds a text for phrase matching: lower case, one space between words. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')

/** Phrases typical of spam offers (the list is a setting); 2 for each, at most 4. */
export function phrasesRule(text: string, phrases: readonly string[]): Reason | null {
  const body = folded(text)
  const found = phrases.filter((p) => p.trim() && body.includes(folded(p.trim())))
  if (found.length === 0) return null
  return {
    code: 'phrases',
    weight: Math.min(WEIGHT.phrasesMax, WEIGHT.phrase * found.length),
    detail: `Phrases of spam offers: ${found.map((p) => `“${p.trim()}”`).join(', ')}.`,
  }
}

/** The scripts a letter may belong to, by their Unicode names (\p{Script=…}). */
export const SCRIPTS = [
  'Latin',
  'Devanagari',
  'Cyrillic',
  'Arabic',
  'Han',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Thai',
  'Greek',
  'Hebrew',
  'Bengali',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Gurmukhi',
  'Kannada',
  'Malayalam',
] as const
const SCRIPT_PATTERNS = SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const)

/** The script most of a text's letters are written in, or null for a text without letters. */
export function mainScript(text: string) {
  const counts = new Map<string, number>()
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue
    const script = SCRIPT_PATTERNS.find(([, p]) => p.test(char))?.[0] ?? 'Other'
    counts.set(script, (counts.get(script) ?? 0) + 1)
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  if (total === 0) return null
  const [script, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
  return { script, share: n / total }
}

/** A message mostly written in a script the site's audience does not write (a setting). */
export function scriptRule(text: string, expected: readonly string[]): Reason | null {
  const main = mainScript(text)
  if (!main || expected.includes(main.script)) return null
  return { code: 'script', weight: WEIGHT.script, detail: `Written mostly in ${main.script} letters.` }
}

/** The same message already received from other addresses. */
export function duplicateRule(others: number): Reason | null {
  return others > 0
    ? {
        code: 'duplicate',
        weight: WEIGHT.duplicate,
        detail: `The same message came from ${others} other address${others === 1 ? '' : 'es'}.`,
      }
    : null
}

/**
 * The domains of disposable e-mail services (the maintained list of disposable-email-domains-js),
 * made into a set once: the package's own check makes a new one of its 8,000-odd domains per call.
 */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet()

/** An address at a disposable e-mail service. */
export function disposableRule(email: string): Reason | null {
  const domain = domainOf(email)
  return domain && DISPOSABLE_DOMAINS.has(domain)
    ? { code: 'disposable', weight: WEIGHT.disposable, detail: `${domain} hands out disposable addresses.` }
    : null
}

/** The words that weighed most towards spam, as a reason's detail quotes them. */
export const shownWords = (spamWords: readonly string[]) => {
  const shown = spamWords.filter((w) => !w.startsWith('<')).slice(0, 5)
  return shown.length ? `: ${shown.map((w) => `“${w}”`).join(', ')}` : ''
}

/**
 * Reads like the spam the word model learned from (./words.ts), with the words that weighed most:
 * likely costs 3, all but sure 4; all but sure decides alone (`decides`), likely takes a second
 * signal (a phrase of spam offers, many links, a disposable address).
 */
export function wordsRule({ probability, spamWords }: WordVerdict): Reason | null {
  if (probability < WORDS_LIKELY) return null
  return {
    code: 'words',
    weight: probability >= WORDS_SURE ? WEIGHT.wordsSure : WEIGHT.words,
    detail: `Reads like spam by its words (${Math.floor(probability * 100)}%)${shownWords(spamWords)}.`,
  }
}
