import 'server-only'
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { db } from '@/server/db'
import { keyedHash } from '@/server/secret'
import { checkChallenge } from './challenge'
import {
  blockedRule,
  challengeRule,
  clientRule,
  disposableRule,
  domainOf,
  duplicateRule,
  honeypotRule,
  linksRule,
  phrasesRule,
  quickRule,
  scriptRule,
  wordsRule,
  DECISIVE,
  type Reason,
} from './rules'
import { offerRule, reportedRule, shortenerRule, similarRule, unfamiliarWordsRule } from './rules-pitch'
import { alikeFrom, likenessBands, LIKE_BANDS, LIKENESS_DAYS } from './likeness'
import { offers } from './stance'
import { isSpam, isUnsure } from './decide'
import { lessonsModel } from './lessons'
import { spamSettings } from './settings'
import { judgeWords, train, type WordModel } from './words'
import trainingGenuine from './corpus/genuine.json'
import trainingSpam from './corpus/spam.json'

/**
 * The word model, learned once per process from the training corpus in ./corpus (messages written
 * for it, none of them a real lead's, and none of the benchmark's: scripts/spam-corpus stays
 * unseen so that its figures say how the model does on messages it never met). One per process,
 * also when several route bundles import this module (so the start-up's teaching serves them all).
 */
const globalForSpam = globalThis as unknown as { __wordModel?: WordModel }
export const wordModel = () =>
  (globalForSpam.__wordModel ??= train(
    trainingSpam.map((m) => m.message),
    trainingGenuine.map((m) => m.message),
  ))

/** The word model and what the desk's verdicts taught it (./lessons.ts). */
function wordModels() {
  const lessons = lessonsModel()
  return lessons ? [wordModel(), lessons] : [wordModel()]
}

/**
 * What the screening found: the score, whether it is spam, whether, short of spam, it might be
 * ("Might be spam": rules.ts isUnsure), and each reason.
 */
export type Verdict = {
  score: number
  spam: boolean
  unsure: boolean
  reasons: Reason[]
  messageHash: string | null
  /** The text's near-duplicate bands (./likeness.ts), stored with the record. */
  bands: string[]
}

/**
 * What a form hands to the screening: who sent it, what they wrote, the honeypot's value, the
 * challenge field's value, and the form's action (the challenge must be made for it).
 */
export type Submission = {
  email: string
  text: string
  trap: unknown
  challenge: unknown
  form: string
  /** Whether the request carried the fetch metadata every current browser sends. */
  fromBrowser: boolean
}

/** Shorter messages ("Thanks!", "Great post") are often the same from different people. */
const DUPLICATE_MIN_CHARS = 40

/** The message as the duplicate rule compares it (case and spacing aside), hashed; null if short. */
export function messageHashOf(text: string) {
  const folded = text.toLowerCase().replace(/\s+/g, ' ').trim()
  return folded.length < DUPLICATE_MIN_CHARS ? null : createHash('sha256').update(folded).digest('base64url')
}

/** A sender as the trusted list keeps them: a keyed hash of the address, never the address. */
export const trustedKey = (email: string) => keyedHash('spam-trusted', email.trim().toLowerCase())

/** The senders the administrator blocked, and whether this one is trusted. */
async function sendersFor(email: string) {
  const rows = await db
    .selectFrom('spam_senders')
    .select(['sender', 'verdict'])
    .where('sender', 'in', [email.trim().toLowerCase(), domainOf(email), trustedKey(email)])
    .execute()
  const blocked = rows.filter((r) => r.verdict === 'blocked').map((r) => r.sender)
  return {
    blocked: {
      addresses: new Set(blocked.filter((b) => b.includes('@'))),
      domains: new Set(blocked.filter((b) => !b.includes('@'))),
    },
    trusted: rows.some((r) => r.verdict === 'trusted'),
  }
}

/** Other addresses looked for per table and side: enough to tell "some", never a long scan. */
const OTHERS_LOOKED_FOR = 10

/**
 * How many other addresses sent this message before (enquiries and comments alike), counted up
 * to a few: each look reads at most OTHERS_LOOKED_FOR entries of the (message_hash, email) index
 * on either side of the sender's own address, so a run of thousands of copies, from one address
 * or from many, costs every later submission the same few reads.
 */
async function othersWithMessage(hash: string | null, email: string) {
  if (!hash) return 0
  const side = (table: 'contact_messages' | 'blog_comments', op: '<' | '>') =>
    sql`select * from (select email from ${sql.table(table)}
      where message_hash = ${hash} and email ${sql.raw(op)} ${email}
      order by email limit ${OTHERS_LOOKED_FOR}) as ${sql.raw(`${table}_${op === '<' ? 'below' : 'above'}`)}`
  const row = await sql<{ n: number | string }>`
    select count(distinct lower(email)) as n from (
      ${side('contact_messages', '<')} union all ${side('contact_messages', '>')}
      union all ${side('blog_comments', '<')} union all ${side('blog_comments', '>')}
    ) as others where lower(email) <> ${email.trim().toLowerCase()}`.execute(db)
  return Number(row.rows[0]?.n ?? 0)
}

/** Records with shared bands looked at: the nearest few tell. */
const LIKE_LOOKED_AT = 20
/** Rows read per band: enough to find the recent copies, never a long scan. */
const LIKE_PER_BAND = 20

/**
 * Earlier enquiries and comments of the last LIKENESS_DAYS nearly the same as this text (sharing
 * LIKE_BANDS bands or more): how many other addresses sent one, how many this address did (an
 * exact copy from others is the duplicate rule's), and how alike the nearest was.
 */
async function nearCopies(bands: string[], email: string, messageHash: string | null, at: number) {
  const none = { others: 0, own: 0, alike: 0 }
  if (!bands.length) return none
  const since = new Date(at - LIKENESS_DAYS * 86_400_000).toISOString()
  // The newest LIKE_PER_BAND rows of each band: a run of thousands of copies costs every later
  // submission the same few reads.
  const perBand = bands.map(
    (band, i) => sql`select * from (select record_type, record_id from spam_likeness
      where band = ${band} and created_at > ${since}
      order by created_at desc limit ${LIKE_PER_BAND}) as ${sql.raw(`band_${i}`)}`,
  )
  const matches = (
    await sql<{ record_type: string; record_id: string; n: number | string }>`
      select record_type, record_id, count(*) as n from (${sql.join(perBand, sql` union all `)}) as shared
      group by record_type, record_id having count(*) >= ${LIKE_BANDS}
      order by n desc limit ${LIKE_LOOKED_AT}`.execute(db)
  ).rows
  if (!matches.length) return none
  const senders = async (type: 'messages' | 'comments') => {
    const ids = matches.filter((m) => m.record_type === type).map((m) => m.record_id)
    if (!ids.length) return []
    const table = type === 'messages' ? 'contact_messages' : 'blog_comments'
    // A text the administrator called not spam is no pitch, however often it comes.
    return db
      .selectFrom(table)
      .select(['email', 'message_hash'])
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('spam_lesson', 'is', null), eb('spam_lesson', '<>', 'genuine')]))
      .execute()
  }
  const rows = [...(await senders('messages')), ...(await senders('comments'))]
  const address = email.trim().toLowerCase()
  const others = new Set(
    rows
      .filter(
        (r) => r.email.trim().toLowerCase() !== address && (!messageHash || r.message_hash !== messageHash),
      )
      .map((r) => r.email.trim().toLowerCase()),
  )
  const own = rows.filter((r) => r.email.trim().toLowerCase() === address).length
  return { others: others.size, own, alike: alikeFrom(Number(matches[0]!.n)) }
}

/** Earlier messages from the address the administrator called spam (a few are enough to tell). */
async function calledSpam(email: string) {
  const addresses = [...new Set([email.trim(), email.trim().toLowerCase()])]
  const counts = await Promise.all(
    (['contact_messages', 'job_applications', 'blog_comments'] as const).map((table) =>
      db
        .selectFrom(table)
        .select('id')
        .where('email', 'in', addresses)
        .where('spam_lesson', '=', 'spam')
        .limit(OTHERS_LOOKED_FOR)
        .execute(),
    ),
  )
  return counts.reduce((sum, rows) => sum + rows.length, 0)
}

/**
 * Scores one submission with every rule (server/spam/rules.ts) and the desk's settings. Spam from
 * the threshold on, or when the word models are all but sure; a sender the administrator trusted
 * is never spam but for a filled honeypot or a block (isSpam). Reads only: the form's own
 * transaction stores the verdict with the record.
 */
export async function screenSubmission(
  { email, text, trap, challenge, form, fromBrowser }: Submission,
  at = Date.now(),
): Promise<Verdict> {
  const messageHash = messageHashOf(text)
  const bands = likenessBands(text)
  const [settings, senders, others, solved, near, reported] = await Promise.all([
    spamSettings(),
    sendersFor(email),
    othersWithMessage(messageHash, email),
    checkChallenge(challenge, form, at),
    nearCopies(bands, email, messageHash, at),
    calledSpam(email),
  ])
  const words = judgeWords(wordModels(), text)
  // The word model learned from few messages in scripts the site's clients seldom write: on one
  // mostly in such a script, only its all-but-sure verdict counts, and little (rules.ts).
  const script = scriptRule(text, settings.scripts)
  const reasons = [
    challengeRule(solved),
    clientRule(fromBrowser),
    quickRule(solved, at),
    honeypotRule(trap),
    blockedRule(email, senders.blocked),
    linksRule(text),
    phrasesRule(text, settings.phrases),
    script,
    duplicateRule(others),
    disposableRule(email),
    script ? unfamiliarWordsRule(words) : wordsRule(words),
    offerRule(text, email, offers(text)),
    shortenerRule(text),
    similarRule(near),
    reportedRule(reported),
  ].filter((r): r is Reason => r !== null)
  const score = reasons.reduce((sum, r) => sum + r.weight, 0)
  const spam = isSpam(reasons, { trusted: senders.trusted, threshold: settings.threshold })
  const unsure = !spam && isUnsure(reasons, senders)
  return { score: Math.min(score, DECISIVE), spam, unsure, reasons, messageHash, bands }
}

/** The columns a record stores its verdict in. */
export const verdictColumns = (v: Verdict) => ({
  spam_score: v.score,
  spam_reasons: JSON.stringify(v.reasons),
  spam_unsure: v.unsure ? 1 : 0,
})
