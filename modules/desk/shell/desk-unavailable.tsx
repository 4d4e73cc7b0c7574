import { RefreshCw } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { frameCopy } from '@/content/desk/frame'
import { DATABASE_UNAVAILABLE } from '@/server/db/faults'

/**
 * What the desk shows while the database is away, rendered on the server (so it reads without
 * JavaScript too) instead of the sign-in form the missing session check would otherwise lead to.
 * "Try again" loads the same address again (an empty link is the page's own).
 */
export function DeskUnavailable() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div role="alert" className="card grid max-w-md gap-4 p-6 text-center">
        <p className="text-lg font-semibold">{DATABASE_UNAVAILABLE.read}</p>
        <p className="text-fg-muted text-sm">{frameCopy.unavailable}</p>
        <a href="" className="btn btn-primary mx-auto">
          <Icon icon={RefreshCw} className="size-4" />
          Try again
        </a>
      </div>
    </main>
  )
}
