import 'server-only'
import { randomUUID } from 'node:crypto'
import { db, now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { noticeShown } from '@/server/privacy/notices'
import type { CommentInput, PublicComment } from './form'

/** A new comment waits for the administrator as 'pending'. */
export async function insertComment(input: CommentInput) {
  const id = randomUUID()
  await writeInTransaction(async (trx) => {
    const notice_version = await noticeShown(trx, 'comment')
    await trx
      .insertInto('blog_comments')
      .values({ id, ...input, status: 'pending', created_at: now(), notice_version })
      .execute()
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
