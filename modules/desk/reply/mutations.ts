import 'server-only'
import { now, writeTransaction } from '@/server/db'
import { companyFacts } from '@/server/content/collections'
import { companyAddress, queueMail } from '@/server/mail'
import type { LeadType } from '@/lib/vocabulary'
import { RECORD_TABLES } from '@/server/db/schema'
import { markReplied } from '../record/mutations'
import { recordEvents } from '@/server/leads/events'
import { releaseHeldAcknowledgement } from '@/server/leads/held'

/**
 * Stores a reply in the outbox (sent after the response, retried until it goes), puts it on the
 * lead's timeline, counts it as the first reply if it is one, and sets an enquiry to 'replied'.
 * False when the lead no longer exists.
 */
export async function queueReply(
  type: LeadType,
  id: string,
  reply: { subject: string; body: string },
  actor: string,
) {
  const company = await companyFacts()
  return writeTransaction(async (trx) => {
    const lead = await trx
      .selectFrom(RECORD_TABLES[type])
      .select(['id', 'email', 'status', 'created_at', 'first_reply_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!lead) return false
    const at = now()
    const mailId = await queueMail(trx, {
      to: lead.email,
      subject: reply.subject,
      body: reply.body,
      kind: 'reply',
      replyTo: companyAddress(company),
      record: { type, id },
    })
    await recordEvents([{ type, id, kind: 'email', detail: reply.subject, mailId, actor }], trx)
    await markReplied(trx, type, [lead], at)
    // Answered: an acknowledgement held while it "Might be spam" goes now.
    await releaseHeldAcknowledgement(trx, type, id, company)
    if (type === 'messages' && lead.status !== 'replied') {
      await trx.updateTable('contact_messages').set({ status: 'replied' }).where('id', '=', id).execute()
      await recordEvents([{ type, id, kind: 'status', detail: `${lead.status} → replied`, actor }], trx)
    }
    return true
  })
}
