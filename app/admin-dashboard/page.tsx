import { Lock } from 'lucide-react'
import type { Metadata } from 'next'
import { connection } from 'next/server'

export const metadata: Metadata = {
  title: 'Admin dashboard',
  robots: { index: false, follow: false, nocache: true },
}

export default async function AdminDashboardPage() {
  // Dynamic on purpose: never prerendered, never cached (Cache-Control: no-store from next.config).
  await connection()
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="card max-w-md p-8 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Lock className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold">Admin dashboard</h1>
        <p className="mt-2 text-fg-muted">Sign-in for the administrator is being set up and will be available here soon.</p>
      </div>
    </main>
  )
}
