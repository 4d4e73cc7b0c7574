import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { now, type Executor } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import {
  RECORD_TABLES,
  type BlogCommentsTable,
  type ContactMessagesTable,
  type JobApplicationsTable,
} from '@/server/db/schema'
import type { Company } from '@/content/schema'
import { companyFacts } from '@/server/content/collections'
import { queueArrivalMails, type ArrivedLead } from '@/server/leads/arrival'
import { noticeShown } from '@/server/privacy/notices'
import { verdictColumns, type Verdict } from '@/server/spam/screen'
import { queueLeadCreated } from '@/server/webhooks/events'
import type { NoticeForm } from '@/lib/privacy'
import type { RecordType } from '@/lib/vocabulary'

/** What storeLead writes itself: the key, the first status, the time, the notice and the verdict. */
type Stamped =
  'id' | 'status' | 'created_at' | 'notice_version' | 'spam_score' | 'spam_reasons' | 'message_hash'

/** A lead as its form gave it, one kind at a time. */
export type NewLead =
  | { type: 'messages'; fields: Omit<Insertable<ContactMessagesTable>, Stamped> }
  | { type: 'applications'; fields: Omit<Insertable<JobApplicationsTable>, Stamped> }
  | { type: 'comments'; fields: Omit<Insertable<BlogCommentsTable>, Stamped> }

/** Each kind's status on arrival, when the screening let it through. */
const FIRST_STATUS = { messages: 'new', applications: 'pending', comments: 'pending' } as const
/** The form whose privacy notice the person saw. */
const NOTICE_AT: Record<RecordType, NoticeForm> = {
  messages: 'contact',
  applications: 'application',
  comments: 'comment',
}
/** Applications keep no message hash: the duplicate rule compares enquiries and comments. */
const HASHED: Record<RecordType, boolean> = { messages: true, applications: false, comments: true }

/**
 * What every arriving lead does, in one transaction: stored with its first status (or as spam,
 * with its reasons), the version of the notice its form showed and its verdict; then, unless it
 * was held as spam, the e-mails it sets off (an enquiry's or an application's notification and
 * acknowledgement; comments send none) and its webhook event. Answers the new lead's id.
 * `at` is its arrival time, for a form that stamps another field with the same moment.
 */
export async function storeLead(lead: NewLead, verdict: Verdict | null, at = now()): Promise<string> {
  const id = randomUUID()
  // Read before the transaction: its notice and e-mails quote the company's facts as published.
  const company = await companyFacts()
  await writeInTransaction(async (trx) => {
    const row = {
      ...lead.fields,
      id,
      status: verdict?.spam ? 'spam' : FIRST_STATUS[lead.type],
      created_at: at,
      notice_version: await noticeShown(trx, NOTICE_AT[lead.type], company),
      ...(verdict ? verdictColumns(verdict) : {}),
      ...(verdict && HASHED[lead.type] ? { message_hash: verdict.messageHash } : {}),
    }
    // The row is the kind's own (NewLead pairs each type with its table's fields).
    await trx
      .insertInto(RECORD_TABLES[lead.type])
      .values(row as Insertable<ContactMessagesTable>)
      .execute()
    // Enquiries and comments are compared for near-duplicates (server/spam/likeness.ts); an
    // application's cover letter shares its job's words with every other.
    if (verdict?.bands.length && lead.type !== 'applications')
      await trx
        .insertInto('spam_likeness')
        .values(
          verdict.bands.map((band) => ({ band, record_type: lead.type, record_id: id, created_at: at })),
        )
        .execute()
    if (!verdict?.spam) await announce(trx, lead.type, row, company, !verdict?.unsure)
  })
  return id
}

/** A kept lead's e-mails (the acknowledgement held while it "Might be spam": ./held.ts) and webhook event. */
async function announce(
  trx: Executor,
  type: RecordType,
  row: { id: string },
  company: Company,
  acknowledge: boolean,
) {
  if (type !== 'comments')
    await queueArrivalMails(trx, { type, row } as ArrivedLead, company, { acknowledge })
  await queueLeadCreated(trx, type, row.id)
}
