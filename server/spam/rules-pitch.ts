import 'server-only'
import { domainOf, shownWords, WEIGHT, WORDS_SURE, type Reason } from './rules'
import type { WordVerdict } from './words'

/**
 * The signals a person's typed spam carries beyond its words (issue 34): an offer that asks for
 * nothing, linking elsewhere than the sender's domain; a link shortener; nearly the same text as
 * recent messages (./likeness.ts); a sender the administrator called spam before. Each a small pure
 * function answering its reason (with its weight, ./rules.ts WEIGHT) or null. And the word
 * model's verdict on a message in a script it has read few messages in.
 */

/**
 * The word model's verdict on a message mostly in a script the site's clients seldom write (the
 * script rule fired): the model has read few such messages, so only an all-but-sure verdict counts,
 * and for WEIGHT.wordsUnfamiliar, which never decides alone (a client writing in Japanese whose
 * words the model misreads is marked at most; without JavaScript, held only with a third sign).
 */
export function unfamiliarWordsRule({ probability, spamWords }: WordVerdict): Reason | null {
  if (probability < WORDS_SURE) return null
  return {
    code: 'words',
    weight: WEIGHT.wordsUnfamiliar,
    detail: `Reads like spam by its words (${Math.floor(probability * 100)}%), in a script it has read few messages in${shownWords(spamWords)}.`,
  }
}

/** The host names a text links to (lower case, without www.). */
export function linkedHosts(text: string) {
  return (text.match(/\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi) ?? []).map((url) =>
    (url.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? '').toLowerCase().replace(/^www\./, ''),
  )
}

/** Link shorteners: a link through one hides where it leads. */
export const SHORTENERS = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rb.gy',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  's.id',
  't.ly',
  'rebrand.ly',
  'bl.ink',
  'short.io',
  'clck.ru',
  'u.to',
  'dwz.cn',
  't.cn',
  'qr.ae',
  'shorte.st',
  'adf.ly',
  'soo.gd',
  'x.gd',
])

/** Whether a host is the sender's domain, or one of its names (shop.example.in for example.in). */
const ownHost = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`)

/** A link through a link shortener. */
export function shortenerRule(text: string): Reason | null {
  const short = linkedHosts(text).find((host) => SHORTENERS.has(host))
  return short
    ? {
        code: 'shortener',
        weight: WEIGHT.shortener,
        detail: `A link through ${short}, which hides where it leads.`,
      }
    : null
}

/**
 * Offers a service and asks for nothing (./stance.ts): a pitch, not a lead. More when it links to
 * a domain the sender's address is not at (their own site is theirs; anyone's else is an advert).
 */
export function offerRule(text: string, email: string, offering: boolean): Reason | null {
  if (!offering) return null
  const domain = domainOf(email)
  const elsewhere = linkedHosts(text).find((host) => !ownHost(host, domain))
  return elsewhere
    ? {
        code: 'offer',
        weight: WEIGHT.offerElsewhere,
        detail: `Offers a service and asks for nothing, linking to ${elsewhere}, not the sender’s domain.`,
      }
    : { code: 'offer', weight: WEIGHT.offer, detail: 'Offers a service and asks for nothing.' }
}

/**
 * Nearly the same text (./likeness.ts) came before: from other addresses (a pitch pasted with small
 * changes), or again and again from this one. `alike`: how alike the nearest was, 0 to 1.
 */
export function similarRule({
  others,
  own,
  alike,
}: {
  others: number
  own: number
  alike: number
}): Reason | null {
  const share = `${Math.round(alike * 100)}% alike`
  if (others > 0)
    return {
      code: 'similar',
      weight: WEIGHT.similar,
      detail: `Nearly the same text (${share}) came from ${others} other address${others === 1 ? '' : 'es'}.`,
    }
  if (own >= SIMILAR_OWN_MIN)
    return {
      code: 'similar',
      weight: WEIGHT.similarOwn,
      detail: `The sender sent nearly the same text (${share}) ${own} times before.`,
    }
  return null
}

/** A person sends their enquiry again when no answer came; a pitch comes again and again. */
export const SIMILAR_OWN_MIN = 2

/** The administrator called earlier messages from this address spam. */
export function reportedRule(earlier: number): Reason | null {
  return earlier > 0
    ? {
        code: 'reported',
        weight: WEIGHT.reported,
        detail: `You called ${earlier} earlier message${earlier === 1 ? '' : 's'} from this address spam.`,
      }
    : null
}
