import { MessageSquare } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { commentsCopy } from '@/content/pages/article'

/** The comments card; the page passes in the comment list and form (`children`, from modules). */
export function ArticleComments({ children }: { children: React.ReactNode }) {
  return (
    <section className="card mt-8 p-6 md:p-8" aria-labelledby="comment-title" id="comments">
      <h2 id="comment-title" className="flex items-center gap-2 text-xl font-semibold">
        <Icon icon={MessageSquare} className="text-accent size-5" /> {commentsCopy.title}
      </h2>
      <p className="text-fg-muted mt-3">{commentsCopy.text}</p>
      {children}
    </section>
  )
}
