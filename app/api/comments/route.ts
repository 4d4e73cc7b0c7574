import { likeBaseline } from '@/modules/likes/baseline'
import { COMMENT_FIELDS, COMMENT_MESSAGES } from '@/modules/comments/fields'
import { commentSchema } from '@/modules/comments/schema'
import { insertComment, listApprovedComments } from '@/modules/comments/queries'
import { FORM_REFUSALS, gate, readFields, respond, validate, type Outcome } from '@/server/forms'
import { json } from '@/server/request'

const isPost = (slug: string) => likeBaseline(slug) !== null

/** Approved comments of one article (no e-mail addresses). */
export async function GET(request: Request) {
  const slug = new URL(request.url).searchParams.get('post') ?? ''
  if (!isPost(slug)) return json({ message: 'Unknown article.' }, 404)
  return json({ comments: await listApprovedComments(slug) })
}

export async function POST(request: Request) {
  const outcome = await submitComment(request)
  return respond(request, outcome, {
    success: 'Comment received',
    failure: 'Comment not posted',
    backHref: '/blog',
  })
}

async function submitComment(request: Request): Promise<Outcome> {
  const refused = gate(request, 'comment')
  if (refused) return refused
  const data = await readFields(request)
  if (data === 'too-large') return { ok: false, status: 413, message: FORM_REFUSALS.tooLarge }
  if (!data) return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  const checked = validate(data, commentSchema, COMMENT_FIELDS, COMMENT_MESSAGES.failure)
  if (!checked.ok) return checked.outcome
  if (!isPost(checked.value.blog_id)) {
    return {
      ok: false,
      status: 400,
      message: 'Unknown article.',
      fieldErrors: { blog_id: 'Unknown article.' },
    }
  }
  try {
    const id = await insertComment(checked.value)
    return { ok: true, status: 201, message: COMMENT_MESSAGES.success, id }
  } catch (error) {
    console.error('Storing a comment failed:', error)
    return { ok: false, status: 500, message: COMMENT_MESSAGES.failure }
  }
}
