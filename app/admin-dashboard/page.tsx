import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { connection } from 'next/server'
import { company } from '@/content/company'
import { LogoMark } from '@/components/layout/logo'
import { SiteBackground } from '@/components/layout/site-background'
import { AdminDashboard } from '@/modules/admin/admin-dashboard'
import { AdminLogin } from '@/modules/admin/login-form'
import { countRows } from '@/modules/admin/queries'
import { requireAdmin } from '@/server/auth'

export const metadata: Metadata = {
  title: 'Admin dashboard',
  robots: { index: false, follow: false, nocache: true },
}

export default async function AdminDashboardPage() {
  // Dynamic on purpose: never prerendered, never cached (Cache-Control: no-store from next.config).
  await connection()
  const admin = await requireAdmin(await headers())

  if (!admin) {
    return (
      <main className="grid min-h-dvh place-items-center px-5 py-10">
        <SiteBackground />
        <div className="w-full max-w-md">
          <Link href="/" className="mx-auto flex min-h-11 w-fit items-center gap-3">
            <LogoMark className="size-9 shrink-0" />
            <span className="font-display text-[1.0625rem] font-semibold tracking-tight">{company.name}</span>
          </Link>
          <h1 className="mt-6 text-center text-3xl font-bold">Admin dashboard</h1>
          <p className="text-fg-muted mt-2 mb-8 text-center">
            Sign in to review job applications, blog comments and contact messages.
          </p>
          <AdminLogin />
        </div>
      </main>
    )
  }

  return (
    <main className="min-h-dvh pb-16">
      <SiteBackground />
      <AdminDashboard email={admin.email} initialCounts={await countRows()}>
        <h1 className="text-lg leading-tight font-semibold sm:text-xl">Admin dashboard</h1>
      </AdminDashboard>
    </main>
  )
}
