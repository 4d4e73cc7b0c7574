import 'server-only'
import { sql } from 'kysely'
import { digestCopy } from '@/content/desk/spam'
import { deskPagePath, deskRecordPath } from '@/lib/constants'
import { SPAM_STATUS, type RecordType } from '@/lib/vocabulary'
import { companyFacts } from '@/server/content/collections'
import { db, writeTransaction, type Executor } from '@/server/db'
import { RECORD_TABLES } from '@/server/db/schema'
import { env } from '@/server/env'
import { flushMail, queueMail } from '@/server/mail'
import { intervalWorker } from '@/server/daily-worker'
import { DECISIVE, domainOf, type Reason } from './rules'

/**
 * Nothing held goes unseen: once a day, when the screening held anything, the administrator gets
 * one e-mail through the outbox saying how many were held of each kind and, for each, the sender's
 * domain, the first DIGEST_EXCERPT characters, the reason that weighed most and a link to its
 * record, never the whole message. Checked every DIGEST_CHECK_MS on every server, and after each
 * submission held: the first check a day after the last digest claims the day (a compare-and-set
 * on desk_settings, so one server sends it) and covers what was held since.
 */
const DIGEST_SETTING = 'spam_digest_at'
export const DIGEST_EVERY_MS = 24 * 60 * 60_000
const DIGEST_CHECK_MS = 60 * 60_000
export const DIGEST_EXCERPT = 80
/** The most a digest lists of one kind; the rest are counted. */
const DIGEST_LISTED = 30

/** The kinds in the order the digest lists them. */
const DIGEST_ORDER = ['messages', 'applications', 'comments'] as const

/** The text each kind's record holds. */
const TEXT = { messages: 'message', applications: 'cover_letter', comments: 'comment' } as const

/** Where the digest goes: the address new leads are notified at, else the administrator's. */
const digestRecipient = () => (env.SMTP_URL ? (env.NOTIFY_EMAIL ?? env.ADMIN_EMAIL) : undefined)

/** The first `n` characters of a text on one line (spaces folded), with an ellipsis if cut. */
export function excerpt(text: string, n = DIGEST_EXCERPT) {
  const line = text.replace(/\s+/g, ' ').trim()
  const chars = [...line]
  return chars.length > n ? `${chars.slice(0, n).join('').trimEnd()}…` : line
}

/** The reason that held it: one that decides alone, else the heaviest. */
export function decidingReason(reasonsJson: string | null) {
  const reasons = (reasonsJson ? JSON.parse(reasonsJson) : []) as Reason[]
  const sorted = [...reasons].sort((a, b) => b.weight - a.weight)
  const top = sorted.find((r) => r.weight >= DECISIVE) ?? sorted[0]
  return top?.detail ?? ''
}

/** Records the screening held (not moved to spam by the administrator) after `since`, up to `until`. */
async function heldBetween(trx: Executor, type: RecordType, since: string, until: string) {
  const base = trx
    .selectFrom(RECORD_TABLES[type])
    .where('status', '=', SPAM_STATUS)
    .where('spam_lesson', 'is', null)
    .where('created_at', '>', since)
    .where('created_at', '<=', until)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'email', 'spam_reasons', sql<string | null>`${sql.ref(TEXT[type])}`.as('text')])
      .orderBy('created_at')
      .limit(DIGEST_LISTED)
      .execute(),
  ])
  return { count: Number(count.n), rows }
}

/** The digest's text: counts by kind, then each held record's line (./digestCopy). */
function digestBody(held: Array<{ type: RecordType } & Awaited<ReturnType<typeof heldBetween>>>) {
  const total = held.reduce((sum, h) => sum + h.count, 0)
  const lines = [digestCopy.intro(total), '']
  for (const { type, count, rows } of held) {
    if (!count) continue
    lines.push(`${digestCopy.kinds[type]}: ${count}`, '')
    for (const row of rows)
      lines.push(
        digestCopy.entry(domainOf(row.email), excerpt(row.text ?? '')),
        digestCopy.reason(decidingReason(row.spam_reasons)),
        `  ${env.SITE_URL}${deskRecordPath(type, row.id)}`,
        '',
      )
    if (count > rows.length) lines.push(digestCopy.more(count - rows.length), '')
  }
  lines.push(digestCopy.footer(`${env.SITE_URL}${deskPagePath('spam')}`))
  return { total, body: lines.join('\n') }
}

/**
 * Sends the day's digest if one is due (a day after the last; the first, a day after the server
 * first checked): claims the day, then queues the e-mail in the same transaction, when anything
 * was held. Answers whether a digest was queued.
 */
export async function sendDigestIfDue(at = new Date()) {
  const to = digestRecipient()
  if (!to) return false
  const last = await db
    .selectFrom('desk_settings')
    .select('value')
    .where('key', '=', DIGEST_SETTING)
    .executeTakeFirst()
  if (!last) {
    // The first check: the first digest covers the day before it (nothing is missed by starting).
    await db
      .insertInto('desk_settings')
      .values({ key: DIGEST_SETTING, value: new Date(at.getTime() - DIGEST_EVERY_MS).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    return sendDigestIfDue(at)
  }
  if (at.getTime() - Date.parse(last.value) < DIGEST_EVERY_MS) return false
  const until = at.toISOString()
  const company = await companyFacts()
  const queued = await writeTransaction(async (trx) => {
    const claimed = await trx
      .updateTable('desk_settings')
      .set({ value: until })
      .where('key', '=', DIGEST_SETTING)
      .where('value', '=', last.value)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    const held = []
    for (const type of DIGEST_ORDER) held.push({ type, ...(await heldBetween(trx, type, last.value, until)) })
    const { total, body } = digestBody(held)
    if (!total) return false
    await queueMail(trx, { to, subject: digestCopy.subject(company.name, total), body, kind: 'digest' })
    return true
  })
  if (queued) void flushMail()
  return queued
}

/**
 * Takes erased or deleted records out of the digests that list them (inside the caller's
 * transaction): each record's lines become a note that it was erased, so no digest kept in the
 * outbox still quotes it.
 */
export async function scrubDigests(trx: Executor, type: RecordType, ids: string[]) {
  if (!ids.length) return
  const links = ids.map((id) => deskRecordPath(type, id))
  const digests = await trx
    .selectFrom('mail_outbox')
    .select(['id', 'body'])
    .where('kind', '=', 'digest')
    .where((eb) => eb.or(links.map((link) => eb('body', 'like', `%${link}%`))))
    .execute()
  for (const digest of digests) {
    const entries = digest.body
      .split('\n\n')
      .map((entry) => (links.some((link) => entry.includes(link)) ? digestCopy.erased : entry))
    await trx
      .updateTable('mail_outbox')
      .set({ body: entries.join('\n\n') })
      .where('id', '=', digest.id)
      .execute()
  }
}

/** The digest's check as a worker of the server (server/startup.ts): at start, then hourly. */
export const digestWorker = intervalWorker('Spam digest', DIGEST_CHECK_MS, () => sendDigestIfDue())
