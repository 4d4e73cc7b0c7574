import { LoaderCircle } from 'lucide-react'

/** Shown while the server checks the administrator's session. */
export default function AdminDashboardLoading() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div role="status" className="card text-fg-muted flex items-center gap-3 px-6 py-5">
        <LoaderCircle className="text-accent size-5 animate-spin" aria-hidden />
        <span>Checking your session…</span>
      </div>
    </main>
  )
}
