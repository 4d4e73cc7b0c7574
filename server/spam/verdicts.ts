import 'server-only'
import type { Company } from '@/content/schema'
import { now, type Executor } from '@/server/db'
import { queueArrivalMails } from '@/server/leads/arrival'
import { hasQueuedMail } from '@/server/mail'
import type { RecordType } from '@/lib/vocabulary'
import { queueLeadCreated } from '@/server/webhooks/events'
import { trustedKey } from './screen'

/**
 * What "Not spam" does beyond the status, in the status change's own transaction: the e-mails
 * held while the lead was spam (the notification and the acknowledgement) and its webhook event
 * (`<kind>.created`) are queued now, once,
 * and the sender is trusted from then on (kept as a keyed hash of the address). A lead whose
 * notification was already queued (it was moved to spam by hand) gets nothing twice; a comment's
 * sender is only trusted (comments send no e-mail).
 */
export async function releaseFromSpam(
  trx: Executor,
  type: RecordType,
  ids: string[],
  actor: string,
  /** the company's facts as published, read before the transaction */
  company: Company,
) {
  if (type === 'comments') {
    const rows = await trx
      .selectFrom('blog_comments')
      .select(['id', 'email'])
      .where('id', 'in', ids)
      .execute()
    for (const row of rows) {
      await trust(trx, row.email, actor)
      await queueLeadCreated(trx, 'comments', row.id)
    }
    return
  }
  for (const id of ids) {
    const sent = await hasQueuedMail(trx, { type, id }, 'notification')
    const lead =
      type === 'messages'
        ? await trx
            .selectFrom('contact_messages')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst()
            .then((row) => row && ({ type, row } as const))
        : await trx
            .selectFrom('job_applications')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst()
            .then((row) => row && ({ type, row } as const))
    if (!lead) continue
    if (!sent) await queueArrivalMails(trx, lead, company)
    await queueLeadCreated(trx, type, id)
    await trust(trx, lead.row.email, actor)
  }
}

/** Trusts a sender: their later messages are never spam but for a honeypot or a block. */
export async function trust(trx: Executor, email: string, actor: string) {
  await trx
    .insertInto('spam_senders')
    .values({ sender: trustedKey(email), verdict: 'trusted', created_at: now(), created_by: actor })
    .onConflict((oc) => oc.column('sender').doNothing())
    .execute()
}
