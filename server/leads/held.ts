import 'server-only'
import type { Company } from '@/content/schema'
import type { LeadType, RecordType } from '@/lib/vocabulary'
import { now, type Executor } from '@/server/db'
import { RECORD_TABLES } from '@/server/db/schema'
import { hasQueuedMail } from '@/server/mail'
import { queueAcknowledgement } from './acknowledge'
import { acknowledged, type ArrivedLead } from './arrival'

/**
 * A lead marked "Might be spam" (server/spam/rules.ts isUnsure) is kept in the inbox and notified
 * like any other, but its acknowledgement waits for the administrator, so the site does not
 * confirm a pitch to a spammer and a real person still hears from us. Opening it releases the
 * acknowledgement after HELD_ACK_GRACE_MS (calling it spam meanwhile takes it back); answering it
 * or saying "Not spam" releases it at once.
 */
export const HELD_ACK_GRACE_MS = 5 * 60_000

/**
 * Queues the acknowledgement a marked lead was held without, once, in the caller's transaction:
 * nothing for a lead not marked, made spam, or whose acknowledgement is already queued.
 * `company` is the company's facts as published, read before the transaction.
 */
export async function releaseHeldAcknowledgement(
  trx: Executor,
  type: LeadType,
  id: string,
  company: Company,
  { graceMs = 0 } = {},
) {
  const row = await trx
    .selectFrom(RECORD_TABLES[type])
    .selectAll()
    .where('id', '=', id)
    .where('spam_unsure', '=', 1)
    .where('status', '!=', 'spam')
    .executeTakeFirst()
  if (!row) return
  if (await hasQueuedMail(trx, { type, id }, 'acknowledgement')) return
  const notBefore = graceMs ? new Date(Date.now() + graceMs).toISOString() : undefined
  // The row is the type's own (RECORD_TABLES), so it is the lead as it arrived.
  await queueAcknowledgement(trx, acknowledged({ type, row } as ArrivedLead), company, notBefore)
}

/** Takes back the acknowledgements of records made spam that have not gone yet. */
export async function withdrawAcknowledgements(trx: Executor, type: RecordType, ids: string[]) {
  if (!ids.length || type === 'comments') return
  await trx
    .updateTable('mail_outbox')
    .set({ discarded_at: now() })
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .where('kind', '=', 'acknowledgement')
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .execute()
}
