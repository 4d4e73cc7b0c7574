import type { Post } from '@/content/schema'
import { articleCopy } from '@/content/pages/article'

/** The rendered article (`children`) at a reading measure, then its tags. */
export function ArticleBody({ post, children }: { post: Post; children: React.ReactNode }) {
  return (
    <>
      <div className="article-body mx-auto mt-10 max-w-[70ch]" data-testid="article-body">
        {children}
      </div>
      <ul className="mx-auto mt-10 flex max-w-[70ch] flex-wrap gap-2" aria-label={articleCopy.tagsLabel}>
        {post.tags.map((t) => (
          <li key={t} className="chip">
            #{t}
          </li>
        ))}
      </ul>
    </>
  )
}
