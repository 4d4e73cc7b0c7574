import 'server-only'
import { randomUUID } from 'node:crypto'
import { db, now } from '@/server/db'
import type { CommentInput, PublicComment } from './form'

/** A new comment waits for the administrator as 'pending'. */
export async function insertComment(input: CommentInput) {
  const id = randomUUID()
  await db
    .insertInto('blog_comments')
    .values({ id, ...input, status: 'pending', created_at: now() })
    .execute()
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
