'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useTransition } from 'react'

/**
 * Reads the desk's frame again once, after a page changed what it counts (a lead opened for the
 * first time is no longer unread): the frame stays between pages, so its tiles and tabs would
 * otherwise keep the count from before. While it reads, the desk says it is busy (aria-busy).
 */
export function RefreshFrame({ when }: { when: boolean }) {
  const router = useRouter()
  const [refreshing, startRefresh] = useTransition()
  useEffect(() => {
    if (when) startRefresh(() => router.refresh())
  }, [when, router])
  useEffect(() => {
    const desk = document.querySelector('main')
    if (!desk || !refreshing) return
    desk.setAttribute('aria-busy', 'true')
    return () => desk.removeAttribute('aria-busy')
  }, [refreshing])
  return null
}
