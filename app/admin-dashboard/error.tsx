'use client'

import { RefreshCw } from 'lucide'
import { useEffect } from 'react'
import { Icon } from '@/components/ui/icon'
import { frameCopy } from '@/content/desk/frame'
import { notify } from '@/lib/notify'
import { DESK_MESSAGES } from '@/modules/desk/records'

/** A read that failed (database away): DESK_MESSAGES.fetchFailed, and a way to try again. */
export default function DeskError({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    console.error(error)
    void notify('error', DESK_MESSAGES.fetchFailed)
  }, [error])
  return (
    <div className="grid place-items-center p-6">
      <div role="alert" className="grid max-w-md gap-4 p-6 text-center">
        <p className="text-lg font-semibold">{DESK_MESSAGES.fetchFailed}</p>
        <p className="text-fg-muted text-sm">{frameCopy.loadFailed}</p>
        <button type="button" className="btn btn-primary mx-auto" onClick={reset}>
          <Icon icon={RefreshCw} className="size-4" />
          Try again
        </button>
      </div>
    </div>
  )
}
