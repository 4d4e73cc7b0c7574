'use client'

import { Heart } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

/** Like toggle: liking adds one and marks it liked; pressing again takes it back. */
export function LikeButton({ initial }: { initial: number }) {
  const [liked, setLiked] = useState(false)
  const count = initial + (liked ? 1 : 0)
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => setLiked((v) => !v)}
      className={cn('btn btn-secondary', liked && '!border-rose-400 text-rose-700 dark:text-rose-300')}
      data-testid="like-button"
    >
      <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden />
      <span data-testid="like-count">{count}</span>
      <span className="sr-only">{liked ? 'Liked' : 'Like this article'}</span>
    </button>
  )
}
