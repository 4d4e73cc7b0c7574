import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Desk } from '@/modules/desk/desk'
import { currentAdmin, deskCounts, loadDesk } from '@/modules/desk/load'
import { DeskUnavailable } from '@/modules/desk/shell/desk-unavailable'
import { LoginScreen } from '@/modules/desk/shell/login-screen'
import { parseView } from '@/modules/desk/view'
import { isDatabaseUnavailable } from '@/server/db/faults'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The unread enquiries and applications lead the browser tab's title: "(3) Admin dashboard". */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection()
  try {
    const admin = await currentAdmin()
    if (!admin) return {}
    const view = parseView(await searchParams)
    const { unread } = await deskCounts(view.tab, view.open, admin.email)
    const waiting = unread.applications + unread.messages
    return waiting ? { title: `(${waiting}) Admin dashboard` } : {}
  } catch (error) {
    // The page itself says the database is away; the title just goes without its count.
    if (isDatabaseUnavailable(error)) return {}
    throw error
  }
}

/** The session and the view's data, or 'unavailable' while the database is away. */
async function load(params: Awaited<Props['searchParams']>) {
  try {
    const admin = await currentAdmin()
    if (!admin) return null
    const view = parseView(params)
    return { admin, view, data: await loadDesk(view, admin.email) }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'unavailable' as const
    throw error
  }
}

/** This view's own address, to load it again. */
function hrefOf(params: Awaited<Props['searchParams']>) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v)
  }
  const search = query.toString()
  return search ? `/admin-dashboard?${search}` : '/admin-dashboard'
}

/** Rendered on the server from its URL, after the session check; never prerendered or cached. */
export default async function AdminDashboardPage({ searchParams }: Props) {
  await connection()
  const params = await searchParams
  const loaded = await load(params)
  if (loaded === 'unavailable') return <DeskUnavailable href={hrefOf(params)} />
  if (!loaded) return <LoginScreen />
  return (
    <main className="min-h-dvh pb-16">
      <Desk view={loaded.view} email={loaded.admin.email} data={loaded.data} />
    </main>
  )
}
