import 'server-only'
import { companyFacts } from '@/server/content/collections'
import { now, writeTransaction, type Executor } from '@/server/db'
import { SPAM_STATUS, type ApplicationStatus, type CommentStatus, type ContactStatus } from '@/lib/vocabulary'
import { deleteStored } from '@/server/storage'
import { RECORD_TABLES } from '@/server/db/schema'
import type { LeadType, RecordType } from '@/lib/vocabulary'
import { deleteEvents, recordEvents } from '@/server/leads/events'
import { relearnLessons } from '@/server/spam/lessons'
import { releaseFromSpam, trust } from '@/server/spam/verdicts'
import { releaseHeldAcknowledgement, withdrawAcknowledgements } from '@/server/leads/held'
import { queueStatusChanged } from '@/server/webhooks/events'
import { cancelPendingDeliveries, deleteDeliveriesOf } from '@/server/webhooks/queue'

export type AnyStatus = ContactStatus | ApplicationStatus | CommentStatus

/** Seconds from `createdAt` to `at`, never negative. */
const secondsBetween = (createdAt: string, at: string) =>
  Math.max(0, Math.round((Date.parse(at) - Date.parse(createdAt)) / 1000))

/**
 * Marks enquiries or applications as answered, if they were not yet, with the time it took.
 * Called for a reply sent from the desk and for an enquiry set to 'replied' by hand.
 */
export async function markReplied(
  trx: Executor,
  type: LeadType,
  rows: { id: string; created_at: string; first_reply_at: string | null }[],
  at: string,
) {
  const table = RECORD_TABLES[type]
  for (const row of rows.filter((r) => !r.first_reply_at)) {
    await trx
      .updateTable(table)
      .set({ first_reply_at: at, first_reply_seconds: secondsBetween(row.created_at, at) })
      .where('id', '=', row.id)
      .where('first_reply_at', 'is', null)
      .execute()
  }
}

/**
 * Sets a status (which the caller checked is one of the record type's) on records, with one timeline
 * entry per record whose status changed; a record taken out of spam gets its held e-mails and its
 * sender is trusted (server/spam/verdicts.ts). Moved into spam or out of it, a record is a lesson
 * for the spam filter (server/spam/lessons.ts), learned before this returns. Returns how many
 * records exist.
 */
export async function setStatuses(type: RecordType, ids: string[], status: AnyStatus, actor: string) {
  if (ids.length === 0) return 0
  const { found, taught } = await changeStatuses(type, ids, status, actor)
  if (taught) await relearnLessons()
  return found
}

async function changeStatuses(type: RecordType, ids: string[], status: AnyStatus, actor: string) {
  const table = RECORD_TABLES[type]
  // Read before the transaction: the e-mails a release queues name the company as published.
  const company = status === SPAM_STATUS ? null : await companyFacts()
  return writeTransaction(async (trx) => {
    const current = await trx.selectFrom(table).select(['id', 'status']).where('id', 'in', ids).execute()
    const changed = current.filter((r) => r.status !== status)
    if (changed.length) {
      await trx
        .updateTable(table)
        .set({ status })
        .where(
          'id',
          'in',
          changed.map((r) => r.id),
        )
        .execute()
      await recordEvents(
        changed.map((r) => ({ type, id: r.id, kind: 'status', detail: `${r.status} → ${status}`, actor })),
        trx,
      )
    }
    // Made spam: what was still to be sent about it (webhooks, a chat line, an acknowledgement
    // released by opening it) is not sent.
    if (status === SPAM_STATUS && changed.length) {
      const ids = changed.map((r) => r.id)
      await cancelPendingDeliveries(trx, type, ids)
      await withdrawAcknowledgements(trx, type, ids)
    }
    // Handled (any status but spam): an acknowledgement held while it "Might be spam" goes now.
    if (status !== SPAM_STATUS && company && type !== 'comments')
      for (const r of changed) await releaseHeldAcknowledgement(trx, type, r.id, company)
    // Webhooks hear of a lead's status while it is neither spam nor made spam ("Not spam" sends
    // its `<kind>.created` instead, below).
    if (status !== SPAM_STATUS)
      await queueStatusChanged(
        trx,
        type,
        changed.filter((r) => r.status !== SPAM_STATUS).map((r) => ({ id: r.id, from: r.status })),
        status,
      )
    // Out of spam ("Not spam"): the held e-mails go now, and the sender is trusted.
    const released = status === SPAM_STATUS ? [] : changed.filter((r) => r.status === SPAM_STATUS)
    if (released.length && company)
      await releaseFromSpam(
        trx,
        type,
        released.map((r) => r.id),
        actor,
        company,
      )
    // Out of spam, it is not spam: no longer "Might be spam" either.
    if (released.length)
      await trx
        .updateTable(table)
        .set({ spam_unsure: 0 })
        .where(
          'id',
          'in',
          released.map((r) => r.id),
        )
        .execute()
    // The verdict is a lesson: into spam, its words are spam's; out of it, they are not.
    const taught = status === SPAM_STATUS ? changed : released
    if (taught.length)
      await trx
        .updateTable(table)
        .set({ spam_lesson: status === SPAM_STATUS ? 'spam' : 'genuine' })
        .where(
          'id',
          'in',
          taught.map((r) => r.id),
        )
        .execute()
    if (type === 'messages' && status === 'replied' && changed.length) {
      const rows = await trx
        .selectFrom('contact_messages')
        .select(['id', 'created_at', 'first_reply_at'])
        .where(
          'id',
          'in',
          changed.map((r) => r.id),
        )
        .execute()
      await markReplied(trx, 'messages', rows, now())
    }
    return { found: current.length, taught: taught.length > 0 }
  })
}

/**
 * "Not spam" for records marked "Might be spam" (and not spam): the mark goes, an enquiry's or
 * application's held acknowledgement goes now, the sender is trusted, and the verdict is a lesson
 * (its words are not spam's), learned before this returns; one timeline entry each. Returns how
 * many records were marked.
 */
export async function confirmGenuine(type: RecordType, ids: string[], actor: string) {
  if (ids.length === 0) return 0
  const table = RECORD_TABLES[type]
  const company = await companyFacts()
  const confirmed = await writeTransaction(async (trx) => {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'email'])
      .where('id', 'in', ids)
      .where('spam_unsure', '=', 1)
      .where('status', '!=', SPAM_STATUS)
      .execute()
    if (!rows.length) return 0
    for (const row of rows) {
      if (type !== 'comments') await releaseHeldAcknowledgement(trx, type, row.id, company)
      await trust(trx, row.email, actor)
    }
    await trx
      .updateTable(table)
      .set({ spam_unsure: 0, spam_lesson: 'genuine' })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute()
    await recordEvents(
      rows.map((r) => ({ type, id: r.id, kind: 'status', detail: 'Might be spam → Not spam', actor })),
      trx,
    )
    return rows.length
  })
  if (confirmed) await relearnLessons()
  return confirmed
}

/** Deletes records with their timelines (and an application's resume file). Returns how many. */
export async function deleteRecords(type: RecordType, ids: string[]) {
  if (ids.length === 0) return 0
  let resumes: string[] = []
  const deleted = await writeTransaction(async (trx) => {
    if (type === 'applications') {
      const rows = await trx
        .selectFrom('job_applications')
        .select('resume_url')
        .where('id', 'in', ids)
        .execute()
      resumes = rows.map((r) => r.resume_url)
    }
    const result = await trx.deleteFrom(RECORD_TABLES[type]).where('id', 'in', ids).executeTakeFirst()
    await deleteEvents(type, ids, trx)
    await deleteDeliveriesOf(trx, type, ids)
    return Number(result.numDeletedRows)
  })
  // Files go after the rows are gone for good: a failed commit leaves both in place.
  for (const key of resumes) await deleteStored(key)
  return deleted
}

/** Adds a private note to a record's timeline. False when the record does not exist. */
export async function addNote(type: RecordType, id: string, text: string, actor: string) {
  return writeTransaction(async (trx) => {
    const found = await trx
      .selectFrom(RECORD_TABLES[type])
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!found) return false
    await recordEvents([{ type, id, kind: 'note', detail: text, actor }], trx)
    return true
  })
}
