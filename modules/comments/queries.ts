import 'server-only'
import { randomUUID } from 'node:crypto'
import { db, now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { noticeShown } from '@/server/privacy/notices'
import { verdictColumns, type Verdict } from '@/server/spam/screen'
import { queueLeadCreated } from '@/server/webhooks/events'
import type { CommentInput, PublicComment } from './form'

/** A new comment waits for the administrator as 'pending', or as 'spam' with its reasons. */
export async function insertComment(input: CommentInput, { verdict }: { verdict: Verdict | null }) {
  const id = randomUUID()
  await writeInTransaction(async (trx) => {
    const notice_version = await noticeShown(trx, 'comment')
    await trx
      .insertInto('blog_comments')
      .values({
        id,
        ...input,
        status: verdict?.spam ? 'spam' : 'pending',
        created_at: now(),
        notice_version,
        ...(verdict ? { ...verdictColumns(verdict), message_hash: verdict.messageHash } : {}),
      })
      .execute()
    if (!verdict?.spam) await queueLeadCreated(trx, 'comments', id)
  })
  return id
}

/** Approved comments of one article, newest first, without the e-mail. */
export async function listApprovedComments(blogId: string): Promise<PublicComment[]> {
  return db
    .selectFrom('blog_comments')
    .select(['id', 'comment', 'website', 'created_at'])
    .where('blog_id', '=', blogId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}
