import { Heart } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { LikeToggle } from '@/modules/likes/like-toggle'

/** An article's like button. Its heart is drawn here, on the server, and filled while pressed. */
export function LikeButton({ slug, initial }: { slug: string; initial: number }) {
  return (
    <LikeToggle
      slug={slug}
      initial={initial}
      heart={<Icon icon={Heart} className="size-5 [[aria-pressed=true]_&]:fill-current" />}
    />
  )
}
