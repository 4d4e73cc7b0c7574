import { ArrowLeft, UserRound } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import type { Post } from '@/content/schema'
import { articleCopy } from '@/content/pages/article'
import { CategoryLabel, PostDateAndReadTime } from '@/components/blog/post-meta'

/** The way back to the blog, then the article's category, title, subtitle, author, date and read time. */
export function ArticleHeader({ post }: { post: Post }) {
  return (
    <>
      <Link
        href="/blog"
        className="text-fg-muted hover:text-accent inline-flex min-h-11 items-center gap-1.5 text-sm font-medium"
      >
        <Icon icon={ArrowLeft} className="size-4" /> {articleCopy.back}
      </Link>
      <header className="mt-6">
        <CategoryLabel post={post} />
        <h1 id="article-title" className="mt-5 text-[clamp(2rem,1.4rem+2.6vw,3.25rem)] font-bold">
          {post.title}
        </h1>
        <p className="text-fg-muted mt-4 text-xl">{post.summary}</p>
        <ul className="text-fg-subtle mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li className="flex items-center gap-1.5">
            <Icon icon={UserRound} className="size-4" />
            <span data-testid="article-author">{post.author}</span>
          </li>
          <PostDateAndReadTime post={post} />
        </ul>
      </header>
    </>
  )
}
