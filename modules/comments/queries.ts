import 'server-only'
import { db } from '@/server/db'
import { storeLead } from '@/server/leads/store'
import type { Verdict } from '@/server/spam/screen'
import type { CommentInput, PublicComment } from './form'

/** A new comment waits for the administrator as 'pending', or as 'spam' with its reasons. */
export function insertComment(input: CommentInput, { verdict }: { verdict: Verdict | null }) {
  return storeLead({ type: 'comments', fields: input }, verdict)
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
