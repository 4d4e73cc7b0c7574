import { LoaderCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'

/** Shown while the server checks the administrator's session. */
export default function AdminDashboardLoading() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div role="status" className="card text-fg-muted flex items-center gap-3 px-6 py-5">
        <Icon icon={LoaderCircle} className="text-accent size-5 animate-spin" />
        <span>Checking your session…</span>
      </div>
    </main>
  )
}
