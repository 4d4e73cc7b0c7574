import 'server-only'
import { randomUUID } from 'node:crypto'
import { setImmediate as yieldToRequests } from 'node:timers/promises'
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { cutoff, RETENTION, type Period } from '@/lib/privacy'
import type { RecordType } from '@/lib/vocabulary'
import { recordAudit } from '@/server/audit'
import { db, writeTransaction } from '@/server/db'
import type { Database } from '@/server/db/schema'
import { dailyWorker } from '@/server/daily-worker'
import { LIKENESS_DAYS } from '@/server/spam/likeness'
import { deleteStored } from '@/server/storage'
import { RECORD_TABLES } from '@/server/db/schema'
import { deleteRecordsWithTraces } from './delete'
import { releaseBytes } from './erase'
import { purgeRequests, requestsDue, type RequestCounts } from './request-retention'

/** Rows deleted per transaction: small enough that a form's insert never waits long behind one. */
export const PURGE_BATCH = 200
const LEASE = 'retention-purge'
const LEASE_MS = 30 * 60_000
const NEVER = new Date(0).toISOString()

export type PurgeCounts = {
  enquiries: number
  applications: number
  resumes: number
  rejectedComments: number
  spam: number
  sentMailBodies: number
} & RequestCounts

const noCounts = (): PurgeCounts => ({
  enquiries: 0,
  applications: 0,
  resumes: 0,
  rejectedComments: 0,
  spam: 0,
  sentMailBodies: 0,
  unconfirmedRequests: 0,
  requestArchives: 0,
  answeredRequests: 0,
})

/** How many rows of `table` match `where`. */
async function countWhere(table: keyof Database, where: RawBuilder<SqlBool>) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * A record whose last activity (arrival, opening, first reply, or a timeline entry: a note, a
 * status change, an e-mail) is older than `before`.
 */
function idle(type: RecordType, before: string) {
  const table = RECORD_TABLES[type]
  const activity =
    type === 'comments'
      ? sql<SqlBool>`${sql.ref(`${table}.created_at`)} < ${before}`
      : sql<SqlBool>`${sql.ref(`${table}.created_at`)} < ${before}
          and coalesce(${sql.ref(`${table}.opened_at`)}, '') < ${before}
          and coalesce(${sql.ref(`${table}.first_reply_at`)}, '') < ${before}`
  // A privacy entry (a correction, a withdrawn consent, a hold) is not activity: withdrawing
  // consent must not keep the record longer.
  return sql<SqlBool>`${activity} and not exists (select 1 from lead_events e
    where e.record_type = ${type} and e.record_id = ${sql.ref(`${table}.id`)} and e.created_at >= ${before}
    and e.kind <> 'privacy')`
}

/** Held as spam since before `before` (its arrival: spam goes by age, whatever was done to it). */
const spamSince = (type: RecordType, before: string) =>
  sql<SqlBool>`${sql.ref(`${RECORD_TABLES[type]}.status`)} = 'spam' and ${sql.ref(`${RECORD_TABLES[type]}.created_at`)} < ${before}`

/** Not held back by the administrator (an open dispute, say): a held record is never purged. */
const notHeld = (type: RecordType) => sql<SqlBool>`${sql.ref(`${RECORD_TABLES[type]}.legal_hold`)} is null`

/**
 * What is due as of `now`, per kind: the records to delete, by the periods in lib/privacy.ts. An
 * application whose applicant agreed to be kept for future roles has the longer period.
 */
function dueRecords(now: Date) {
  const at = (period: Period) => cutoff(period, now).toISOString()
  return [
    {
      kind: 'enquiries',
      type: 'messages',
      where: sql<SqlBool>`${notHeld('messages')} and ${idle('messages', at(RETENTION.enquiries))}`,
    },
    {
      kind: 'applications',
      type: 'applications',
      where: sql<SqlBool>`${notHeld('applications')} and (
        (job_applications.future_roles_at is null and ${idle('applications', at(RETENTION.applications))})
        or (job_applications.future_roles_at is not null and ${idle('applications', at(RETENTION.futureRoles))}))`,
    },
    {
      kind: 'rejectedComments',
      type: 'comments',
      where: sql<SqlBool>`blog_comments.status = 'rejected' and ${notHeld('comments')}
        and ${idle('comments', at(RETENTION.rejectedComments))}`,
    },
    ...(['messages', 'applications', 'comments'] as const).map((type) => ({
      kind: 'spam' as const,
      type,
      where: sql<SqlBool>`${notHeld(type)} and ${spamSince(type, at(RETENTION.spam))}`,
    })),
  ] as const
}

const sentBodiesDue = (now: Date) =>
  sql<SqlBool>`sent_at is not null and sent_at < ${cutoff(RETENTION.sentMailBodies, now).toISOString()} and body <> ''`

/** What the next purge would remove as of `now`, without removing anything (the desk's dry run). */
export async function purgePreview(now = new Date()): Promise<PurgeCounts> {
  const counts = noCounts()
  for (const due of dueRecords(now)) {
    counts[due.kind] += await countWhere(RECORD_TABLES[due.type], due.where)
    if (due.type === 'applications') counts.resumes += await countWhere(RECORD_TABLES[due.type], due.where)
  }
  // An e-mail of a record that goes is deleted with it, not counted here.
  const goingWithRecord = dueRecords(now).map(
    (due) =>
      sql<SqlBool>`not exists (select 1 from ${sql.table(RECORD_TABLES[due.type])} where
        ${sql.ref(`${RECORD_TABLES[due.type]}.id`)} = mail_outbox.record_id
        and mail_outbox.record_type = ${due.type} and ${due.where})`,
  )
  counts.sentMailBodies = await countWhere(
    'mail_outbox',
    sql<SqlBool>`${sentBodiesDue(now)} and ${sql.join(goingWithRecord, sql` and `)}`,
  )
  return { ...counts, ...(await requestsDue(now)) }
}

/**
 * The retention purge: deletes every record kept past its period (with its timeline, its e-mails
 * and its resume file) and empties the bodies of e-mails sent long enough ago, a batch per
 * transaction, yielding to requests between batches. One process at a time runs it (a lease in
 * `job_leases`); another that tries meanwhile answers null at once. Its counts go on the audit
 * trail when anything was removed.
 */
export async function purgeExpired(now = new Date()): Promise<PurgeCounts | null> {
  const holder = randomUUID()
  if (!(await takeLease(holder))) return null
  try {
    const counts = noCounts()
    for (const due of dueRecords(now)) {
      for (;;) {
        // Chosen inside the transaction that deletes them: a record put on hold, or written to,
        // a moment before is no longer due, and stays.
        const gone = await writeTransaction(async (trx) => {
          const ids = (
            await trx
              .selectFrom(RECORD_TABLES[due.type])
              .select('id')
              .where(due.where)
              .limit(PURGE_BATCH)
              .execute()
          ).map((r) => r.id)
          return deleteRecordsWithTraces(trx, due.type, ids)
        })
        if (!gone.rows) break
        counts[due.kind] += gone.rows
        for (const key of gone.resumes) await deleteStored(key)
        counts.resumes += gone.resumes.length
        await yieldToRequests()
      }
    }
    for (;;) {
      const ids = (
        await db.selectFrom('mail_outbox').select('id').where(sentBodiesDue(now)).limit(PURGE_BATCH).execute()
      ).map((r) => r.id)
      if (!ids.length) break
      const done = await db
        .updateTable('mail_outbox')
        .set({ body: '' })
        .where('id', 'in', ids)
        .executeTakeFirst()
      counts.sentMailBodies += Number(done.numUpdatedRows)
      await yieldToRequests()
    }
    // The near-duplicate bands past what the spam screening looks back on: of its records' words,
    // kept no longer than they are of use (server/spam/screen.ts).
    await db
      .deleteFrom('spam_likeness')
      .where('created_at', '<', new Date(now.getTime() - LIKENESS_DAYS * 86_400_000).toISOString())
      .execute()
    Object.assign(counts, await purgeRequests(now))
    if (Object.values(counts).some((n) => n > 0)) {
      await releaseBytes()
      await recordAudit(new Headers({ 'x-forwarded-for': 'server' }), {
        actor: null,
        action: 'retention_purge',
        detail: counts,
      })
    }
    return counts
  } finally {
    await db
      .updateTable('job_leases')
      .set({ until: NEVER })
      .where('name', '=', LEASE)
      .where('holder', '=', holder)
      .execute()
  }
}

/** Takes the purge's lease unless another process holds it (until it has run out). */
async function takeLease(holder: string) {
  const now = new Date()
  await db
    .insertInto('job_leases')
    .values({ name: LEASE, holder: '', until: NEVER })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('name', '=', LEASE)
    .where('until', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

/** The purge as a worker of the server (server/startup.ts): once at start, then daily. */
export const retentionWorker = dailyWorker('Retention purge', () => purgeExpired())
