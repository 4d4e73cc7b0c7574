'use client'

import { RefreshCw } from 'lucide'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { Icon } from '@/components/ui/icon'
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
      <Icon icon={RefreshCw} className={cn('size-4', pending && 'animate-spin')} />
      Refresh
    </button>
  )
}
