import type { Metadata } from 'next'
import { connection } from 'next/server'
import { AnalyticsPanel } from '@/modules/analytics/analytics-panel'
import { loadAnalytics } from '@/modules/analytics/queries'
import { accountOverview } from '@/modules/desk/account/queries'
import { Desk, EnrolmentDesk } from '@/modules/desk/desk'
import { currentAdmin, deskTitle, loadDesk } from '@/modules/desk/load'
import { SudoLink } from '@/modules/desk/sudo/sudo-link'
import { DeskUnavailable } from '@/modules/desk/shell/desk-unavailable'
import { LoginScreen } from '@/modules/desk/shell/login-screen'
import { deskHref, parseView, requestedHref, type Params } from '@/modules/desk/view'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { FORM_FIELDS } from './form-fields'

type Props = { searchParams: Promise<Params> }

/** The unread enquiries and applications lead the browser tab's title: "(3) Admin dashboard". */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection()
  const title = await deskTitle(parseView(await searchParams))
  return title ? { title } : {}
}

/**
 * The session and the view's data, or 'unavailable' while the database is away. Before its
 * second factor (REQUIRE_2FA), an account sees nothing of the desk but its own security.
 */
async function load(params: Params) {
  try {
    const admin = await currentAdmin()
    if (!admin) return null
    if (admin.mustEnrol) return { admin, enrolment: await accountOverview(admin) }
    const view = parseView(params)
    const [data, analytics] = await Promise.all([
      loadDesk(view, admin),
      view.panel === 'analytics' ? loadAnalytics(view.range) : null,
    ])
    return { admin, view, data, analytics }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'unavailable' as const
    throw error
  }
}

/** Rendered on the server from its URL, after the session check; never prerendered or cached. */
export default async function AdminDashboardPage({ searchParams }: Props) {
  await connection()
  const params = await searchParams
  const loaded = await load(params)
  if (loaded === 'unavailable') return <DeskUnavailable href={requestedHref(params)} />
  if (!loaded) return <LoginScreen />
  if ('enrolment' in loaded && loaded.enrolment)
    return <EnrolmentDesk admin={loaded.admin} account={loaded.enrolment} />
  const { view, admin, data, analytics } = loaded
  return (
    <main className="min-h-dvh pb-16">
      <Desk
        view={view}
        admin={admin}
        data={data}
        formFields={FORM_FIELDS}
        analytics={
          analytics && (
            <AnalyticsPanel
              report={analytics}
              range={view.range}
              rangeHref={(range) => deskHref(view, { range })}
              ExportLink={SudoLink}
            />
          )
        }
      />
    </main>
  )
}
