import 'server-only'
import { trustedKey } from '@/server/spam/screen'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { db, databaseKind, now, writeTransaction, type Executor } from '@/server/db'
import { deleteStored } from '@/server/storage'
import { RECORD_TABLES } from '@/server/db/schema'
import { deleteRecordsWithTraces } from './delete'
import type { RecordType } from '@/lib/vocabulary'
import { countsOf, gatherPerson, subjectOf, type PersonData } from './person'

export type Erased = {
  counts: ReturnType<typeof countsOf>
  held: { type: RecordType; id: string; reason: string }[]
  /** Stored files to delete once the transaction has committed: resumes and copies. */
  files: string[]
}

/**
 * The person's data requests are forgotten with them: each keeps only the keyed hash (the
 * address and their words go), its e-mails are deleted and so is any copy of their data still
 * waiting to be downloaded. `before`: only requests made up to then (a restore re-applying an
 * older erasure). Returns the copies' files, to delete once the transaction has committed.
 */
export async function forgetRequests(trx: Executor, subject: string, before?: string) {
  let scope = trx.selectFrom('privacy_requests').select(['id', 'archive_key']).where('subject', '=', subject)
  if (before) scope = scope.where('created_at', '<=', before)
  const requests = await scope.execute()
  if (!requests.length) return []
  const ids = requests.map((r) => r.id)
  await trx
    .deleteFrom('mail_outbox')
    .where('record_type', '=', 'requests')
    .where('record_id', 'in', ids)
    .execute()
  await trx
    .updateTable('privacy_requests')
    .set({ email: '', details: null, archive_key: null })
    .where('id', 'in', ids)
    .execute()
  return requests.flatMap((r) => (r.archive_key ? [r.archive_key] : []))
}

/**
 * Erases, inside the caller's transaction, everything the site holds about the person who used
 * `email` (see gatherPerson): their records, the records' timelines, every e-mail about them,
 * and their data requests' address, words, e-mails and copies (forgetRequests). A record the
 * administrator holds back (its `legal_hold`, an open dispute say) stays, with what belongs to it,
 * and is returned with its reason. What stays of the rest is the erasure's own record: a keyed
 * hash of the address, the counts and the date, and who asked. The files go afterwards
 * (releaseErased), once the rows are gone for good.
 */
export async function eraseInTransaction(trx: Executor, email: string, actor: string): Promise<Erased> {
  const person = await gatherPerson(email, trx)
  const held: Erased['held'] = []
  for (const type of ['messages', 'applications', 'comments'] as const)
    for (const row of person[type])
      if (row.legal_hold) held.push({ type, id: row.id, reason: row.legal_hold })
  const erased = held.length ? withoutHeld(person, held) : person
  for (const type of ['messages', 'applications', 'comments'] as const)
    await deleteRecordsWithTraces(
      trx,
      type,
      erased[type].map((r) => r.id),
    )
  // E-mails to the address that belong to no record kept back.
  const mails = erased.mails.map((m) => m.id)
  if (mails.length) await trx.deleteFrom('mail_outbox').where('id', 'in', mails).execute()
  const copies = await forgetRequests(trx, subjectOf(email))
  // Calls they booked that belong to someone else's lead (found by its reference): their name and
  // address go; the booking of the lead they joined stays as a time, without them.
  await trx
    .updateTable('bookings')
    .set({ name: '', email: '' })
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .execute()
  // What the spam screening kept of the sender: trusted (a keyed hash) or blocked (the address).
  await trx
    .deleteFrom('spam_senders')
    .where('sender', 'in', [trustedKey(email), email.trim().toLowerCase()])
    .execute()
  await trx
    .insertInto('erasures')
    .values({
      id: randomUUID(),
      subject: subjectOf(email),
      counts: JSON.stringify({ ...countsOf(erased), held: held.length }),
      erased_at: now(),
      actor,
    })
    .execute()
  return { counts: countsOf(erased), held, files: [...erased.resumes, ...copies] }
}

/**
 * After an erasure has committed: its files are deleted (a failed commit leaves both in place),
 * and the database lets go of the bytes too: SQLite overwrites deleted rows (secure_delete,
 * server/db/index.ts) and its write-ahead log is emptied into the file; PostgreSQL vacuums the
 * tables it touched.
 */
export async function releaseErased(erased: Erased) {
  for (const key of erased.files) await deleteStored(key)
  await releaseBytes()
}

/**
 * Erases everything held about the person who used `email`, for good (eraseInTransaction, then
 * releaseErased). Returns the counts (all zero when there was nothing, which is recorded all the
 * same: the request was answered) and the held records.
 */
export async function erasePerson(email: string, actor: string) {
  const erased = await writeTransaction((trx) => eraseInTransaction(trx, email, actor))
  await releaseErased(erased)
  return erased
}

/** A person's data less the records held back, and the timeline entries and e-mails of those. */
function withoutHeld(person: PersonData, held: { type: RecordType; id: string }[]): PersonData {
  const isHeld = (type: string | null, id: string | null) => held.some((h) => h.type === type && h.id === id)
  const applications = person.applications.filter((r) => !r.legal_hold)
  return {
    ...person,
    messages: person.messages.filter((r) => !r.legal_hold),
    applications,
    comments: person.comments.filter((r) => !r.legal_hold),
    events: person.events.filter((e) => !isHeld(e.record_type, e.record_id)),
    mails: person.mails.filter((m) => !isHeld(m.record_type, m.record_id)),
    bookings: person.bookings.filter((b) => !isHeld(b.record_type, b.record_id)),
    deliveries: person.deliveries.filter((d) => !isHeld(d.record_type, d.record_id)),
    resumes: applications.map((a) => a.resume_url),
  }
}

/** The tables whose rows an erasure deletes. */
const TOUCHED = [
  ...Object.values(RECORD_TABLES),
  'lead_events',
  'mail_outbox',
  'privacy_requests',
  'webhook_deliveries',
  'bookings',
] as const

/**
 * Lets the database forget deleted rows' bytes: on SQLite the write-ahead log, which still holds
 * the pages as they were before, is copied into the file and truncated (retried while another
 * process is reading); on PostgreSQL the touched tables are vacuumed, so their dead rows' space
 * is marked free and reused.
 */
export async function releaseBytes() {
  if (databaseKind === 'postgres') {
    for (const table of TOUCHED) await sql`vacuum ${sql.table(table)}`.execute(db)
    return
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    if (!rows[0]?.busy) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.warn(
    'Erasure: the write-ahead log could not be emptied yet (the database is busy); it will be at the next checkpoint.',
  )
}
