import 'server-only'
import type { Kysely } from 'kysely'
import { db, now } from '@/server/db'
import type { Database } from '@/server/db/schema'
import { domainOf } from './rules'

/** How a block is written: `name@domain` for one address, `domain` for everyone at it. */
const ADDRESS = /^[^\s@]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

/** A sender as the block list keeps it (lower case, trimmed), or null if it is neither form. */
export function blockable(input: string) {
  const value = input.trim().toLowerCase()
  return value.length <= 254 && (ADDRESS.test(value) || DOMAIN.test(value)) ? value : null
}

/**
 * How the audit trail records a block or an unblock: by address or by domain, how many, and the
 * domains by name (an address is personal data, which the trail never holds).
 */
export function blockDetail(senders: string[]) {
  const domains = senders.filter((s) => !s.includes('@'))
  return {
    by: domains.length ? 'domain' : 'address',
    count: senders.length,
    ...(domains.length ? { domains: domains.join(' ') } : {}),
  }
}

/** The blocked addresses and domains, newest first, with who blocked them and when. */
export function blockedSenders() {
  return db
    .selectFrom('spam_senders')
    .select(['sender', 'created_at', 'created_by'])
    .where('verdict', '=', 'blocked')
    .orderBy('created_at', 'desc')
    .orderBy('sender')
    .execute()
}

/**
 * Blocks senders (each checked by `blockable`): everything they send from now on is spam, and
 * counts as nothing. Answers the ones that were not blocked already.
 */
export async function blockSenders(senders: string[], actor: string, trx: Kysely<Database> = db) {
  const values = [...new Set(senders)]
  if (values.length === 0) return []
  const already = await trx
    .selectFrom('spam_senders')
    .select('sender')
    .where('sender', 'in', values)
    .where('verdict', '=', 'blocked')
    .execute()
  const known = new Set(already.map((r) => r.sender))
  const added = values.filter((v) => !known.has(v))
  if (added.length)
    await trx
      .insertInto('spam_senders')
      .values(
        added.map((sender) => ({
          sender,
          verdict: 'blocked' as const,
          created_at: now(),
          created_by: actor,
        })),
      )
      .onConflict((oc) =>
        oc.column('sender').doUpdateSet({ verdict: 'blocked', created_at: now(), created_by: actor }),
      )
      .execute()
  return added
}

/** Takes a sender off the block list; answers whether it was on it. */
export async function unblockSender(sender: string) {
  const result = await db
    .deleteFrom('spam_senders')
    .where('sender', '=', sender)
    .where('verdict', '=', 'blocked')
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The address, or the domain, of each of these e-mail addresses, as a block would be written. */
export const sendersOf = (emails: string[], by: 'address' | 'domain') =>
  emails.map((e) => (by === 'address' ? e.trim().toLowerCase() : domainOf(e))).filter((s) => blockable(s))
