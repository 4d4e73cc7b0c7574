'use client'

import { useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { useOnVisible } from '@/lib/use-visible'
import { setLikeCount, useLikeCount } from '@/components/blog/like-store'

type LikeState = { count: number; liked: boolean }

/**
 * The like button's client leaf (LikeButton draws its heart). Like toggle kept on the server, one per browser: liking adds one and marks it liked, pressing
 * again takes it back. Starts from the article's published count (or the count the blog index
 * already loaded) until the live one arrives; the count lives in the shared store, so the blog
 * card shows the same figure.
 */
export function LikeToggle({
  slug,
  initial,
  heart,
}: {
  slug: string
  initial: number
  heart: React.ReactNode
}) {
  const count = useLikeCount(slug, initial)
  const [liked, setLiked] = useState(false)
  const [busy, setBusy] = useState(false)
  const state = { count, liked }
  const setState = (next: LikeState) => {
    setLiked(next.liked)
    setLikeCount(slug, next.count)
  }
  const endpoint = `/api/likes?post=${encodeURIComponent(slug)}`
  // Once the visitor has pressed the button, a live figure asked for before is out of date: the
  // press's own answer settles the state, and a late one must not undo it.
  const pressed = useRef(false)
  const ref = useOnVisible<HTMLButtonElement>(() => {
    fetch(endpoint, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<LikeState>) : null))
      .then((live) => live && !pressed.current && setState(live))
      .catch(() => {})
  })

  async function toggle() {
    if (busy) return
    pressed.current = true
    const before = state
    // Answer at once; settle on the server's figure when it replies.
    setState({ liked: !before.liked, count: before.count + (before.liked ? -1 : 1) })
    setBusy(true)
    try {
      const res = await fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' } })
      const body = (await res.json()) as LikeState & { message?: string }
      if (!res.ok) throw new Error(body.message)
      setState({ count: body.count, liked: body.liked })
    } catch (error) {
      setState(before)
      void notify(
        'error',
        error instanceof Error && error.message
          ? error.message
          : 'Your like could not be saved. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={state.liked}
      onClick={toggle}
      className={cn('btn btn-secondary', state.liked && 'border-rose-400 text-rose-700 dark:text-rose-300')}
      data-testid="like-button"
    >
      {heart}
      <span data-testid="like-count">{state.count}</span>
      <span className="sr-only">{state.liked ? 'Liked' : 'Like this article'}</span>
    </button>
  )
}
