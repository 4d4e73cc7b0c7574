import 'server-only'
import type { AdminAudit } from '@/server/audit'
import { db } from '@/server/db'
import { blockDetail, blockSenders, sendersOf } from '@/server/spam/senders'
import type { RecordType } from '@/lib/vocabulary'
import { RECORD_TABLES } from '@/server/db/schema'

/** How a record's sender is blocked: their address, or everyone at their domain. */
export const BLOCK_BY = ['address', 'domain'] as const
export type BlockBy = (typeof BLOCK_BY)[number]

/**
 * Blocks the senders of these records (their addresses or their domains) and puts it on the audit
 * trail (blockDetail). Answers how many were newly blocked.
 */
export async function blockSendersOf(
  type: RecordType,
  ids: string[],
  by: BlockBy,
  actor: string,
  audit: AdminAudit,
) {
  const rows = await db.selectFrom(RECORD_TABLES[type]).select('email').where('id', 'in', ids).execute()
  const added = await blockSenders(
    sendersOf(
      rows.map((r) => r.email),
      by,
    ),
    actor,
  )
  if (added.length)
    await audit({ action: 'sender_blocked', target: 'spam_senders', detail: blockDetail(added) })
  return added.length
}
