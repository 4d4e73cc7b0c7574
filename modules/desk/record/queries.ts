import 'server-only'
import { db, now, writeTransaction } from '@/server/db'
import type { ContactMessage, JobApplication } from '@/server/db/schema'
import { RECORD_TABLES } from '@/server/db/schema'
import { callsToCome, type RecordRow } from '../list/queries'
import type { RecordType, LeadType } from '@/lib/vocabulary'
import { companyFacts } from '@/server/content/collections'
import { HELD_ACK_GRACE_MS, releaseHeldAcknowledgement } from '@/server/leads/held'
import { recordEvents } from '@/server/leads/events'

export type OpenRecord = { [T in RecordType]: { type: T; row: RecordRow[T] } }[RecordType]

/** One record, whole; undefined when it does not exist (any more). */
export async function getRecord(type: RecordType, id: string): Promise<OpenRecord | undefined> {
  const row = await db.selectFrom(RECORD_TABLES[type]).selectAll().where('id', '=', id).executeTakeFirst()
  // RECORD_TABLES[type] is the type's own table, so the row is that type's row (see rowsOf).
  return row && ({ type, row } as unknown as OpenRecord)
}

/**
 * The first time an administrator opens an enquiry or application it stops being unread, and
 * the timeline says who opened it; an acknowledgement held while it "Might be spam" is released,
 * to go in a few minutes unless it is called spam first (server/leads/held.ts). Later views change
 * nothing. True the first time.
 */
export async function markOpened(type: LeadType, id: string, actor: string) {
  const at = now()
  // Read before the transaction: a released acknowledgement names the company as published.
  const company = await companyFacts()
  return writeTransaction(async (trx) => {
    const result = await trx
      .updateTable(RECORD_TABLES[type])
      .set({ opened_at: at })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .executeTakeFirst()
    const first = Number(result.numUpdatedRows) === 1
    if (first) {
      await recordEvents([{ type, id, kind: 'opened', actor }], trx)
      await releaseHeldAcknowledgement(trx, type, id, company, { graceMs: HELD_ACK_GRACE_MS })
    }
    return first
  })
}

export type RelatedLead = { type: LeadType; id: string; created_at: string; status: string }

/**
 * The same person's other enquiries and applications, newest first. E-mails match as typed or
 * in lower case (an index lookup each), which covers how people retype their address.
 */
export async function relatedLeads(lead: ContactMessage | JobApplication, type: LeadType) {
  const emails = [...new Set([lead.email, lead.email.toLowerCase()])]
  const [messages, applications] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['id', 'created_at', 'status'])
      .where('email', 'in', emails)
      .where('id', '!=', type === 'messages' ? lead.id : '')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('job_applications')
      .select(['id', 'created_at', 'status'])
      .where('email', 'in', emails)
      .where('id', '!=', type === 'applications' ? lead.id : '')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ])
  return [
    ...messages.map((r): RelatedLead => ({ type: 'messages', ...r })),
    ...applications.map((r): RelatedLead => ({ type: 'applications', ...r })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at))
}

/** The calls booked for a record that are still to come, soonest first. */
export function upcomingCalls(type: RecordType, id: string, at = new Date()) {
  return callsToCome(type, at)
    .select(['id', 'event_name', 'start_time'])
    .where('record_id', '=', id)
    .orderBy('start_time')
    .execute()
}

export type UpcomingCall = Awaited<ReturnType<typeof upcomingCalls>>[number]

export async function getResumeKey(id: string) {
  const row = await db
    .selectFrom('job_applications')
    .select('resume_url')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.resume_url
}

/** The e-mail address of a record's person (the key the privacy tools find them by). */
export async function recordEmail(type: RecordType, id: string) {
  const row = await db.selectFrom(RECORD_TABLES[type]).select('email').where('id', '=', id).executeTakeFirst()
  return row?.email ?? null
}
