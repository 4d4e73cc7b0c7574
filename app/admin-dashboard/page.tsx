import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Desk } from '@/modules/desk/desk'
import { currentAdmin, deskCounts, loadDesk } from '@/modules/desk/load'
import { LoginScreen } from '@/modules/desk/shell/login-screen'
import { parseView } from '@/modules/desk/view'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The unread enquiries and applications lead the browser tab's title: "(3) Admin dashboard". */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection()
  const admin = await currentAdmin()
  if (!admin) return {}
  const view = parseView(await searchParams)
  const { unread } = await deskCounts(view.tab, view.open, admin.email)
  const waiting = unread.applications + unread.messages
  return waiting ? { title: `(${waiting}) Admin dashboard` } : {}
}

/** Rendered on the server from its URL, after the session check; never prerendered or cached. */
export default async function AdminDashboardPage({ searchParams }: Props) {
  await connection()
  const admin = await currentAdmin()
  if (!admin) return <LoginScreen />
  const view = parseView(await searchParams)
  const data = await loadDesk(view, admin.email)
  return (
    <main className="min-h-dvh pb-16">
      <Desk view={view} email={admin.email} data={data} />
    </main>
  )
}
