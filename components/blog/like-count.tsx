'use client'

import { useOnVisible } from '@/lib/use-visible'
import { loadLikeCounts, useLikeCount } from '@/components/blog/like-store'

/** A blog card's like figure: published in the HTML, then live once the cards are near the viewport. */
export function LikeCount({ slug, published }: { slug: string; published: number }) {
  const count = useLikeCount(slug, published)
  const ref = useOnVisible<HTMLSpanElement>(loadLikeCounts)
  return <span ref={ref}>{count}</span>
}
