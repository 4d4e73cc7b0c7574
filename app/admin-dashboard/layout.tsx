import type { Metadata } from 'next'
import { connection } from 'next/server'
import { SiteBackground } from '@/components/layout/site-background'
import { frameCopy } from '@/content/desk/frame'
import { accountOverview } from '@/modules/desk/account/queries'
import { DeskFrame, EnrolmentDesk } from '@/modules/desk/desk'
import { loadFrame } from '@/modules/desk/load'
import { DeskUnavailable } from '@/modules/desk/shell/desk-unavailable'
import { LoginScreen } from '@/modules/desk/shell/login-screen'
import { companyFactsOrSeed } from '@/server/content/collections'

// Each page's title ("(3) Admin dashboard" while leads wait, deskMetadata) ends with the company's
// name, as the site's own pages do.
export async function generateMetadata(): Promise<Metadata> {
  const company = await companyFactsOrSeed()
  return {
    title: { default: frameCopy.title, template: `%s | ${company.name}` },
    robots: { index: false, follow: false, nocache: true },
  }
}

/**
 * The desk's own frame (no public header or footer; never indexed or cached, next.config), and
 * its guard: without a session the sign-in form, before a required second factor the account
 * alone, while the database is away a page that says so; otherwise the frame around the page
 * asked for, rendered on the server from its URL and kept while the administrator moves on.
 * Each page loads its own data through forDesk (modules/desk/load.ts), which refuses the same.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection()
  const loaded = await loadFrame()
  return (
    <>
      <SiteBackground />
      {loaded === 'unavailable' ? (
        <DeskUnavailable />
      ) : !loaded ? (
        <LoginScreen />
      ) : !loaded.frame ? (
        <EnrolmentDesk admin={loaded.admin} account={await accountOverview(loaded.admin)} />
      ) : (
        <DeskFrame admin={loaded.admin} frame={loaded.frame}>
          {children}
        </DeskFrame>
      )}
    </>
  )
}
