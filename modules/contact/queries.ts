import 'server-only'
import { randomUUID } from 'node:crypto'
import { now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { queueArrivalMails } from '@/server/leads/arrival'
import { queueLeadCreated } from '@/server/webhooks/events'
import { noticeShown } from '@/server/privacy/notices'
import { verdictColumns, type Verdict } from '@/server/spam/screen'
import type { ContactInput } from './form'

/**
 * Stores a new enquiry as 'new' and queues its notification and acknowledgement, in one
 * transaction; as 'spam', with its reasons and no e-mail, when the screening says so.
 */
export async function insertContactMessage(
  input: ContactInput,
  { sourcePath, verdict }: { sourcePath: string | null; verdict: Verdict | null },
) {
  const id = randomUUID()
  await writeInTransaction(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        ...input,
        status: verdict?.spam ? 'spam' : 'new',
        created_at: now(),
        source_path: sourcePath,
        notice_version: await noticeShown(trx, 'contact'),
        ...(verdict ? { ...verdictColumns(verdict), message_hash: verdict.messageHash } : {}),
      })
      .execute()
    if (!verdict?.spam) {
      await queueArrivalMails(trx, { type: 'messages', row: { id, ...input } })
      await queueLeadCreated(trx, 'messages', id)
    }
  })
  return id
}
