import type { Inline } from './inline'

/** The screening's figures the page quotes (server/spam/rules.ts), passed in by the page. */
type Weights = Record<
  | 'challenge'
  | 'client'
  | 'quick'
  | 'links'
  | 'lotsOfLinks'
  | 'phrase'
  | 'phrasesMax'
  | 'script'
  | 'duplicate'
  | 'disposable'
  | 'words'
  | 'wordsSure'
  | 'wordsUnfamiliar'
  | 'offer'
  | 'offerElsewhere'
  | 'shortener'
  | 'similar'
  | 'similarOwn'
  | 'reported'
  | 'decisive',
  number
>
type Limits = {
  likenessMinWords: number
  likenessDays: number
  minFillMs: number
  manyLinks: number
  lotsOfLinks: number
  wordsLikely: number
  wordsSure: number
}

/** The desk's Spam page (modules/desk/spam/spam-panel.tsx). */
export const spamCopy = {
  title: 'Spam',
  /** The link is the lists' Spam filter. */
  intro: [
    "Every enquiry, application and comment is scored on arrival. From the threshold on it is held as spam: stored, answered like any other, and sent to nobody. Held messages are in each list's ",
    { link: 'Spam filter' },
    ', each with its reasons, and are deleted 30 days after they arrived unless you mark them “Not spam”.',
  ] satisfies Inline,
  signalsTitle: 'What a message is scored on',
  /** Each signal and what it weighs, from the screening's own figures. */
  signals: (w: Weights, l: Limits): Array<[signal: string, score: string]> => [
    [
      'No solved challenge (a script, or a browser without JavaScript), or one replayed, forged or expired',
      `${w.challenge}`,
    ],
    ['Not sent by a web browser (none of the headers every browser sends)', `${w.client}`],
    [`Sent within ${l.minFillMs / 1000} seconds of the form’s first focus`, `${w.quick}`],
    [`${l.manyLinks} to ${l.lotsOfLinks} links; more than ${l.lotsOfLinks}`, `${w.links}; ${w.lotsOfLinks}`],
    ['Phrases of spam offers (below)', `${w.phrase} each, at most ${w.phrasesMax}`],
    ['Written mostly in a script not listed below', `${w.script}`],
    ['The same message already came from other addresses', `${w.duplicate}`],
    [
      `Nearly the same text (a pitch pasted with small changes, ${l.likenessMinWords} words or more) came in the last ${l.likenessDays} days from other addresses; twice before from this one`,
      `${w.similar}; ${w.similarOwn}`,
    ],
    ['You called earlier messages from this address spam', `${w.reported}`],
    [
      'Offers a service and asks for nothing; and links to a domain the sender’s address is not at',
      `${w.offer}; ${w.offerElsewhere}`,
    ],
    ['A link through a link shortener (bit.ly and the like)', `${w.shortener}`],
    ['An address at a disposable e-mail service', `${w.disposable}`],
    [
      `Reads like spam by its words: ${l.wordsLikely * 100}% likely or more; ${l.wordsSure * 100}% or more (a word model taught on messages written for it, and on your “Spam” and “Not spam” verdicts)`,
      `${w.words}; ${w.wordsSure}`,
    ],
    [
      `Written mostly in a script not listed below, and ${l.wordsSure * 100}% spam by its words (the model has read few such messages)`,
      `${w.wordsUnfamiliar}`,
    ],
    ['The hidden field only a script fills was filled; a blocked sender', `${w.decisive}`],
  ],
  signalsNote:
    "The last row decides alone, and so does a message the word model is 99% sure of, unless you marked its sender “Not spam” (in cross-validation, no genuine message of 859 reached 99%); nothing else does. A lead short of spam with a sign in its words or its sender (the words 90% likely, a disposable address, a copied or nearly copied text, an offer that asks for nothing, a sender you called spam before) is kept but marked “Might be spam” (a filter of the lists), and its acknowledgement waits until you open it, answer it or mark it not spam. A sender you marked “Not spam” is trusted from then on. Each verdict also teaches the word model: messages like one you moved to spam read more like spam, and messages like one you took out of it, less. Many messages from one network address are the rate limit's business, not a sign of spam: an office or a mobile network puts many people behind one address. Once a day, when the screening held anything, an e-mail to the notified address lists what it held (each sender’s domain, the start of the message, why), so nothing held goes unseen.",
  settingsTitle: 'Settings',
  blockedTitle: 'Blocked senders',
  nobodyBlocked: 'Nobody is blocked.',
  /** After a blocked sender: " · address, since 3 May 2026, 10:00 am". */
  blockedSince: (sender: string, since: string) =>
    ` · ${sender.includes('@') ? 'address' : 'domain'}, since ${since}`,
}

/** The daily e-mail of what the screening held (server/spam/digest.ts). */
export const digestCopy = {
  subject: (site: string, held: number) =>
    `${site}: ${held} ${held === 1 ? 'message' : 'messages'} held as spam in the last day`,
  intro: (held: number) =>
    `The spam screening held ${held} ${held === 1 ? 'message' : 'messages'} since the last of these e-mails. Held messages are kept 30 days; open one to see all of it, and mark it “Not spam” if it is a real lead.`,
  kinds: { messages: 'Enquiries', applications: 'Applications', comments: 'Comments' } as const,
  entry: (domain: string, excerpt: string) =>
    `- From ${domain || 'an address without a domain'}: “${excerpt}”`,
  reason: (reason: string) => `  Held because: ${reason}`,
  more: (n: number) => `  … and ${n} more, in the desk's Spam filter.`,
  erased: '- (a held message since erased)',
  footer: (spamPage: string) =>
    `Every message held, with its reasons and the screening's settings: ${spamPage}\nThis e-mail quotes only the start of each message; the desk has the rest.`,
}
