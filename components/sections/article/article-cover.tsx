import type { Post } from '@/content/schema'
import { Art } from '@/components/ui/art'
import { ContentIcon } from '@/components/ui/content-icon'
import { MediaPicture } from '@/components/ui/media-picture'

/** The cover (an uploaded image, else the generated illustration) with its caption: below it on phones, on a glass tile over it from 640 px. */
export function ArticleCover({ post }: { post: Post }) {
  return (
    <figure className="border-border relative mt-8 overflow-hidden rounded-2xl border">
      {post.coverImage ? (
        <MediaPicture
          image={post.coverImage}
          alt={post.coverAlt ?? ''}
          sizes="(min-width: 896px) 832px, 100vw"
          className="aspect-[40/21] h-auto w-full object-cover"
          priority
        />
      ) : (
        <Art
          src={post.cover}
          alt={post.coverAlt ?? ''}
          width={1200}
          height={630}
          className="w-full"
          priority
        />
      )}
      <figcaption className="border-border bg-bg-elevated sm:bg-glass flex items-center gap-3 border-t px-4 py-3 sm:absolute sm:bottom-3 sm:left-3 sm:max-w-[calc(100%-1.5rem)] sm:rounded-xl sm:border sm:backdrop-blur-md">
        <span className="bg-accent-soft text-accent inline-flex size-9 shrink-0 items-center justify-center rounded-lg">
          <ContentIcon name={post.heroImage.icon} className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{post.heroImage.title}</span>
          <span className="text-fg-muted">{post.heroImage.subtitle}</span>
        </span>
      </figcaption>
    </figure>
  )
}
