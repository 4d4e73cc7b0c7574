import { conversionAfterResponse } from '@/modules/analytics/collect'
import { likeBaseline } from '@/modules/likes/baseline'
import { commentForm } from '@/modules/comments/form'
import { insertComment, listApprovedComments } from '@/modules/comments/queries'
import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { formRoute } from '@/server/forms/route'
import { json } from '@/server/request'

const UNKNOWN = 'Unknown article.'
const isPost = async (slug: string) => (await likeBaseline(slug)) !== null

/** Approved comments of one article (no e-mail addresses). */
export const GET = databaseRoute(DATABASE_UNAVAILABLE.read, async (request: Request) => {
  const slug = new URL(request.url).searchParams.get('post') ?? ''
  if (!(await isPost(slug))) return json({ message: UNKNOWN }, 404)
  return json({ comments: await listApprovedComments(slug) })
})

export const POST = formRoute({
  form: commentForm,
  bucket: 'comment',
  check: async ({ blog_id }) => ((await isPost(blog_id)) ? null : { blog_id: UNKNOWN }),
  write: insertComment,
  screen: ({ email, comment }) => ({ email, text: comment }),
  // Counted in our analytics (by source, never by person) once the visitor has their answer.
  onStored: (request) => conversionAfterResponse('comment', request),
})
