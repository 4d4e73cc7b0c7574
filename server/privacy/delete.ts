import 'server-only'
import type { Kysely, Transaction } from 'kysely'
import type { RecordType } from '@/lib/vocabulary'
import { RECORD_TABLES, type Database } from '@/server/db/schema'
import { scrubDigests } from '@/server/spam/digest'
import { deleteDeliveriesOf } from '@/server/webhooks/queue'

/**
 * Deletes records for good, inside the caller's transaction: the rows, their timelines, every
 * e-mail linked to them (replies, acknowledgements, the administrator's notifications) and their
 * webhook deliveries, their lines in the daily digests of held spam and their near-duplicate
 * bands. Returns
 * what went, and the resume files to delete once the transaction has committed.
 */
export async function deleteRecordsWithTraces(
  trx: Transaction<Database> | Kysely<Database>,
  type: RecordType,
  ids: string[],
) {
  if (!ids.length) return { rows: 0, events: 0, mails: 0, resumes: [] as string[] }
  const resumes =
    type === 'applications'
      ? (await trx.selectFrom('job_applications').select('resume_url').where('id', 'in', ids).execute()).map(
          (r) => r.resume_url,
        )
      : []
  const events = await trx
    .deleteFrom('lead_events')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .executeTakeFirst()
  const mails = await trx
    .deleteFrom('mail_outbox')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .executeTakeFirst()
  await deleteDeliveriesOf(trx, type, ids)
  // The daily digest of held spam quotes the start of each (server/spam/digest.ts), and the
  // near-duplicate bands are made of its words (server/spam/likeness.ts).
  await scrubDigests(trx, type, ids)
  await trx
    .deleteFrom('spam_likeness')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .execute()
  const rows = await trx.deleteFrom(RECORD_TABLES[type]).where('id', 'in', ids).executeTakeFirst()
  return {
    rows: Number(rows.numDeletedRows),
    events: Number(events.numDeletedRows),
    mails: Number(mails.numDeletedRows),
    resumes,
  }
}
