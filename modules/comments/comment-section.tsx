import { MessageSquare } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { CommentThread } from '@/modules/comments/comment-thread'

/** An article's approved comments and comment form, their icon drawn here, on the server. */
export function CommentSection({ slug }: { slug: string }) {
  return <CommentThread slug={slug} icon={<Icon icon={MessageSquare} className="text-accent size-4" />} />
}
