'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Reads the desk's frame again once, after a page changed what it counts (a lead opened for the
 * first time is no longer unread): the frame stays between pages, so its tiles and tabs would
 * otherwise keep the count from before.
 */
export function RefreshFrame({ when }: { when: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (when) router.refresh()
  }, [when, router])
  return null
}
