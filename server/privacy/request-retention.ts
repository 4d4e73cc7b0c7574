import 'server-only'
import { sql, type SqlBool } from 'kysely'
import { cutoff, RETENTION } from '@/lib/privacy'
import { db, writeTransaction } from '@/server/db'
import { deleteStored } from '@/server/storage'

/** What the purge deletes of data requests (server/privacy/requests.ts), by kind. */
export type RequestCounts = { unconfirmedRequests: number; requestArchives: number; answeredRequests: number }

/** A request whose confirmation link has expired unused: nothing of it is kept. */
const unconfirmedDue = (at: Date) =>
  sql<SqlBool>`privacy_requests.status = 'unconfirmed' and privacy_requests.expires_at <= ${at.toISOString()}`
/** A copy whose link has ended: its archive is deleted (the request stays, as the answer's record). */
const archiveDue = (at: Date) =>
  sql<SqlBool>`privacy_requests.archive_key is not null and privacy_requests.archive_expires_at <= ${at.toISOString()}`
/** An answered request kept as long as its record is: then it goes, with its e-mails. */
const answeredDue = (at: Date) =>
  sql<SqlBool>`privacy_requests.status = 'done' and privacy_requests.closed_at < ${cutoff(RETENTION.answeredRequests, at).toISOString()}`

const count = async (where: ReturnType<typeof unconfirmedDue>) =>
  Number(
    (
      await db
        .selectFrom('privacy_requests')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(where)
        .executeTakeFirst()
    )?.n ?? 0,
  )

/** What the next purge deletes of data requests, without deleting it (the dry run). */
export async function requestsDue(at: Date): Promise<RequestCounts> {
  return {
    unconfirmedRequests: await count(unconfirmedDue(at)),
    requestArchives: await count(archiveDue(at)),
    answeredRequests: await count(answeredDue(at)),
  }
}

/** Deletes requests (with their e-mails) due by `where`, and says how many. */
async function deleteRequests(where: ReturnType<typeof unconfirmedDue>) {
  return writeTransaction(async (trx) => {
    const ids = (await trx.selectFrom('privacy_requests').select('id').where(where).execute()).map(
      (r) => r.id,
    )
    if (!ids.length) return 0
    await trx
      .deleteFrom('mail_outbox')
      .where('record_type', '=', 'requests')
      .where('record_id', 'in', ids)
      .execute()
    await trx.deleteFrom('privacy_requests').where('id', 'in', ids).execute()
    return ids.length
  })
}

/**
 * The data requests' part of the retention purge: unconfirmed requests whose link expired, the
 * archives of copies whose link ended (through storage, retried), answered requests past their
 * period; and, as soon as it has gone out, the answer to an erasure, the last thing that held the
 * erased address.
 */
export async function purgeRequests(at: Date): Promise<RequestCounts> {
  const unconfirmedRequests = await deleteRequests(unconfirmedDue(at))
  let requestArchives = 0
  const archives = await db
    .selectFrom('privacy_requests')
    .select(['id', 'archive_key'])
    .where(archiveDue(at))
    .execute()
  for (const { id, archive_key: key } of archives) {
    // The row lets go of the key only once the file is gone: a store that keeps failing is tried again tomorrow.
    if (key && !(await deleteStored(key))) continue
    await db.updateTable('privacy_requests').set({ archive_key: null }).where('id', '=', id).execute()
    requestArchives++
  }
  const answeredRequests = await deleteRequests(answeredDue(at))
  await db
    .deleteFrom('mail_outbox')
    .where('record_type', '=', 'requests')
    .where('sent_at', 'is not', null)
    .where('record_id', 'in', (eb) =>
      eb.selectFrom('privacy_requests').select('id').where('email', '=', '').where('status', '=', 'done'),
    )
    .execute()
  return { unconfirmedRequests, requestArchives, answeredRequests }
}
