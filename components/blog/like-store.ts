import { useSyncExternalStore } from 'react'

/**
 * The live like counts of this tab, by post, shared by the blog cards and the article's like
 * button: a like given on an article shows on its card when the visitor goes back to the index
 * (a client navigation), without waiting for a request. Until a count is known, both show the
 * published figure from the HTML.
 */
const counts = new Map<string, number>()
const listeners = new Set<() => void>()
/** Which write last set each count, so an older answer never overwrites a newer like. */
const writtenAt = new Map<string, number>()
let writes = 0
let requested = false

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    // Nothing shows a count any more: the visitor left the page, so the next one asks again.
    if (!listeners.size) requested = false
  }
}

function emit() {
  for (const listener of listeners) listener()
}

export function setLikeCount(slug: string, count: number) {
  counts.set(slug, count)
  writtenAt.set(slug, ++writes)
  emit()
}

/** Asks for every post's count in one request; the other cards of the page share it. */
export function loadLikeCounts() {
  if (requested) return
  requested = true
  const startedAt = writes
  fetch('/api/likes', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ counts: Record<string, number> }>) : null))
    .then((body) => {
      if (!body) return
      for (const [slug, count] of Object.entries(body.counts))
        if ((writtenAt.get(slug) ?? 0) <= startedAt) counts.set(slug, count)
      emit()
    })
    .catch(() => {})
}

/** The post's live count once known, else `published`; the server HTML always has `published`. */
export function useLikeCount(slug: string, published: number) {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(slug) ?? published,
    () => published,
  )
}
