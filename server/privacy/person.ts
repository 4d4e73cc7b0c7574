import 'server-only'
import { sql } from 'kysely'
import type { RecordType } from '@/lib/vocabulary'
import { db, type Executor } from '@/server/db'
import { keyedHash } from '@/server/secret'

/** An address as the site compares it: trimmed, any case. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/** A person as the audit trail and the erasure record name them: a keyed hash, never the address. */
export const subjectOf = (email: string) => keyedHash('privacy-subject', normalEmail(email))

const sameEmail = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${normalEmail(email)}`

/**
 * Everything the site holds about the person who used `email`: their enquiries, applications
 * (with the resume files' keys) and comments, the timelines of those records (notes, replies,
 * status changes), every e-mail about them (to them, or the administrator's notification of
 * their lead), the calls they booked, and to which of the team's tools their leads were sent (the
 * event and the receiving host; the copy sent is their lead, already here). Likes name nobody and
 * are not theirs to find; the analytics only keep counts.
 */
export async function gatherPerson(email: string, executor: Executor = db) {
  const [messages, applications, comments] = await Promise.all([
    executor.selectFrom('contact_messages').selectAll().where(sameEmail('email', email)).execute(),
    executor.selectFrom('job_applications').selectAll().where(sameEmail('email', email)).execute(),
    executor.selectFrom('blog_comments').selectAll().where(sameEmail('email', email)).execute(),
  ])
  const records: { type: RecordType; ids: string[] }[] = [
    { type: 'messages', ids: messages.map((r) => r.id) },
    { type: 'applications', ids: applications.map((r) => r.id) },
    { type: 'comments', ids: comments.map((r) => r.id) },
  ].filter((r): r is { type: RecordType; ids: string[] } => r.ids.length > 0)

  const ofRecords = (typeColumn: string, idColumn: string) =>
    records.map(
      ({ type, ids }) =>
        sql<boolean>`(${sql.ref(typeColumn)} = ${type} and ${sql.ref(idColumn)} in (${sql.join(ids)}))`,
    )
  const [events, mails, bookings, sent] = await Promise.all([
    records.length
      ? executor
          .selectFrom('lead_events')
          .selectAll()
          .where(sql<boolean>`(${sql.join(ofRecords('record_type', 'record_id'), sql` or `)})`)
          .orderBy('created_at')
          .execute()
      : [],
    // The e-mails of their data requests are the requests' own record (server/privacy/requests.ts),
    // kept as proof of the answer, not data they gave us.
    executor
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '<>', 'privacy')
      .where(
        sql<boolean>`(${sql.join([sameEmail('to_address', email), ...ofRecords('record_type', 'record_id')], sql` or `)})`,
      )
      .orderBy('created_at')
      .execute(),
    executor
      .selectFrom('bookings')
      .selectAll()
      .where(
        sql<boolean>`(${sql.join([sameEmail('email', email), ...ofRecords('record_type', 'record_id')], sql` or `)})`,
      )
      .orderBy('start_time')
      .execute(),
    records.length
      ? executor
          .selectFrom('webhook_deliveries as d')
          .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
          .select([
            'd.id',
            'd.event',
            'd.record_type',
            'd.record_id',
            'd.created_at',
            'd.delivered_at',
            'e.url',
          ])
          .where(sql<boolean>`(${sql.join(ofRecords('d.record_type', 'd.record_id'), sql` or `)})`)
          .orderBy('d.created_at')
          .execute()
      : [],
  ])
  // A hook's address can be its password (a chat's): the host names the recipient well enough.
  const deliveries = sent.map(({ url, ...delivery }) => ({ ...delivery, sent_to: new URL(url).host }))
  return {
    email: normalEmail(email),
    messages,
    applications,
    comments,
    events,
    mails,
    bookings,
    deliveries,
    resumes: applications.map((a) => a.resume_url),
  }
}

export type PersonData = Awaited<ReturnType<typeof gatherPerson>>

/** How many of each kind a person's data holds (the erasure record keeps these, not the data). */
export function countsOf(person: PersonData) {
  return {
    messages: person.messages.length,
    applications: person.applications.length,
    comments: person.comments.length,
    events: person.events.length,
    mails: person.mails.length,
    bookings: person.bookings.length,
    deliveries: person.deliveries.length,
    resumes: person.resumes.length,
  }
}
