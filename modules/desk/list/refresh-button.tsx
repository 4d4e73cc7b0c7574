'use client'

import { RefreshCw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { cn } from '@/lib/cn'

/** Renders the same view again on the server, with whatever arrived since. */
export function RefreshButton() {
  const router = useRouter()
  const [pending, start] = useTransition()
  return (
    <button
      type="button"
      className="btn btn-secondary flex-1 sm:flex-none"
      aria-busy={pending || undefined}
      onClick={() => start(() => router.refresh())}
    >
      <RefreshCw className={cn('size-4', pending && 'animate-spin')} aria-hidden />
      Refresh
    </button>
  )
}
