import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { db, databaseKind, now, writeTransaction } from '@/server/db'
import { deleteStored } from '@/server/storage'
import { deleteRecordsWithTraces, RECORD_TABLES } from './delete'
import type { RecordType } from '@/lib/vocabulary'
import { countsOf, gatherPerson, subjectOf, type PersonData } from './person'

/**
 * Erases everything the site holds about the person who used `email` (see gatherPerson): their
 * records, the records' timelines, every e-mail about them and their resume files, in one
 * transaction for the rows and then the files. A record the administrator holds back (its
 * `legal_hold`, an open dispute say) stays, with what belongs to it, and is returned with its
 * reason. What stays of the rest is the erasure's own record: a keyed hash of the address, the
 * counts and the date, and who asked. Then the database lets go of the bytes too: SQLite
 * overwrites deleted rows (secure_delete, server/db/index.ts) and its write-ahead log is emptied
 * into the file; PostgreSQL vacuums the tables it touched.
 *
 * Returns the counts (all zero when there was nothing, which is recorded all the same: the
 * request was answered) and the held records.
 */
export async function erasePerson(email: string, actor: string) {
  let erased: PersonData | undefined
  const held: { type: RecordType; id: string; reason: string }[] = []
  await writeTransaction(async (trx) => {
    const person = await gatherPerson(email, trx)
    for (const type of ['messages', 'applications', 'comments'] as const)
      for (const row of person[type])
        if (row.legal_hold) held.push({ type, id: row.id, reason: row.legal_hold })
    erased = held.length ? withoutHeld(person, held) : person
    for (const type of ['messages', 'applications', 'comments'] as const)
      await deleteRecordsWithTraces(
        trx,
        type,
        erased[type].map((r) => r.id),
      )
    // E-mails to the address that belong to no record kept back.
    const mails = erased.mails.map((m) => m.id)
    if (mails.length) await trx.deleteFrom('mail_outbox').where('id', 'in', mails).execute()
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
  })
  // The files once their rows are gone for good (a failed commit leaves both in place).
  for (const key of erased!.resumes) await deleteStored(key)
  await releaseBytes()
  return { counts: countsOf(erased!), held }
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
    resumes: applications.map((a) => a.resume_url),
  }
}

/** The tables whose rows an erasure deletes. */
const TOUCHED = [...Object.values(RECORD_TABLES), 'lead_events', 'mail_outbox'] as const

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
