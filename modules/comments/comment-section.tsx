import { MessageSquare } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { CommentThread } from '@/modules/comments/comment-thread'
import { FormNotice } from '@/modules/forms/form-notice'

/** An article's approved comments and comment form, their icon and notice drawn here, on the server. */
export function CommentSection({ slug }: { slug: string }) {
  return (
    <CommentThread
      slug={slug}
      icon={<Icon icon={MessageSquare} className="text-accent size-4" />}
      notice={<FormNotice form="comment" />}
    />
  )
}
