import { Calendar, Clock } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { Post } from '@/content/schema'
import { categoryClass, formatDate } from '@/lib/category-colors'
import { cn } from '@/lib/cn'

/** The coloured category label of a post, on its card and its article. */
export function CategoryLabel({ post }: { post: Pick<Post, 'category' | 'categoryColor'> }) {
  return (
    <p
      className={cn('w-fit rounded-full px-3 py-1 text-xs font-semibold', categoryClass[post.categoryColor])}
    >
      {post.category}
    </p>
  )
}

/** Date and read time as list items, for the meta row of a card or an article header. */
export function PostDateAndReadTime({ post }: { post: Pick<Post, 'date' | 'readTime'> }) {
  return (
    <>
      <li className="flex items-center gap-1.5">
        <Icon icon={Calendar} className="size-4" />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Icon icon={Clock} className="size-4" />
        {post.readTime} min read
      </li>
    </>
  )
}
