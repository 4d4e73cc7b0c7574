import { ArrowRight, Heart } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import type { Post } from '@/content/schema'
import { CARD_TAGS_SHOWN } from '@/lib/constants'
import { CategoryLabel, PostDateAndReadTime } from '@/components/blog/post-meta'
import { Art } from '@/components/ui/art'
import { MediaPicture } from '@/components/ui/media-picture'
import { LikeCount } from '@/components/blog/like-count'

export function PostCard({
  post,
  priority = false,
  heading: Heading = 'h3',
}: {
  post: Post
  priority?: boolean
  /** the card title's level: h2 under the page's h1, h3 under a section's h2 */
  heading?: 'h2' | 'h3'
}) {
  const shown = post.tags.slice(0, CARD_TAGS_SHOWN)
  const more = post.tags.length - shown.length
  return (
    <article className="card card-hover group relative flex flex-col overflow-hidden" data-testid="post-card">
      {post.coverImage ? (
        <MediaPicture
          image={post.coverImage}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="border-border aspect-[40/21] h-auto w-full border-b object-cover"
          priority={priority}
        />
      ) : (
        <Art
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          className="border-border aspect-[40/21] w-full border-b object-cover"
          priority={priority}
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <CategoryLabel post={post} />
        <Heading className="mt-4 text-xl font-semibold">
          <Link href={`/blog/${post.slug}`} className="group-hover:text-accent after:absolute after:inset-0">
            {post.title}
          </Link>
        </Heading>
        <p className="text-fg-muted mt-2">{post.summary}</p>
        <ul className="text-fg-subtle mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <PostDateAndReadTime post={post} />
          <li className="flex items-center gap-1.5" data-testid="card-likes">
            <Icon icon={Heart} className="size-4" />
            <LikeCount slug={post.slug} published={post.likes} />
            <span className="sr-only">likes</span>
          </li>
        </ul>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {shown.map((t) => (
            <li key={t} className="chip py-0.5 text-xs">
              {t}
            </li>
          ))}
          {more > 0 ? <li className="chip py-0.5 text-xs">+{more} more</li> : null}
        </ul>
        <p className="text-accent mt-auto flex items-center gap-1.5 pt-6 text-sm font-semibold">
          Read Full Article{' '}
          <Icon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  )
}
