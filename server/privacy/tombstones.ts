import 'server-only'
import type { RecordType } from '@/lib/vocabulary'
import { db, writeTransaction } from '@/server/db'
import type { Database } from '@/server/db/schema'
import { deleteStored } from '@/server/storage'
import { RECORD_TABLES } from '@/server/db/schema'
import { deleteRecordsWithTraces } from './delete'
import { forgetRequests, releaseBytes } from './erase'
import { subjectOf } from './person'

export type ErasureRow = Database['erasures'] extends infer T ? { [K in keyof T]: T[K] } : never

/**
 * After a restore from a backup: the erasures made since the backup (read from the database the
 * restore replaced) are added to the restored one, and every erasure on record is done again, so
 * no erased person comes back. A record is erased again only when it is no newer than its
 * erasure (someone who wrote to us again afterwards stays), and not when it is held back; their
 * data requests from before it are forgotten again. Returns how many records went.
 */
export async function reapplyErasures(since: ErasureRow[]) {
  if (since.length)
    await db
      .insertInto('erasures')
      .values(since)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  const erasures = await db.selectFrom('erasures').select(['subject', 'erased_at']).execute()
  if (!erasures.length) return 0
  const latest = new Map<string, string>()
  for (const e of erasures)
    if ((latest.get(e.subject) ?? '') < e.erased_at) latest.set(e.subject, e.erased_at)

  let removed = 0
  const resumes: string[] = []
  await writeTransaction(async (trx) => {
    for (const type of ['messages', 'applications', 'comments'] as const satisfies readonly RecordType[]) {
      // A record held back from its erasure stays held back after a restore.
      const rows = await trx
        .selectFrom(RECORD_TABLES[type])
        .select(['id', 'email', 'created_at'])
        .where('legal_hold', 'is', null)
        .execute()
      const due = rows.filter((r) => {
        const erasedAt = latest.get(subjectOf(r.email))
        return erasedAt !== undefined && r.created_at <= erasedAt
      })
      const gone = await deleteRecordsWithTraces(
        trx,
        type,
        due.map((r) => r.id),
      )
      removed += gone.rows
      resumes.push(...gone.resumes)
    }
    // Their data requests from before the erasure come back forgotten too.
    for (const [subject, erasedAt] of latest) resumes.push(...(await forgetRequests(trx, subject, erasedAt)))
  })
  for (const key of resumes) await deleteStored(key)
  if (removed) await releaseBytes()
  return removed
}
