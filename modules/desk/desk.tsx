import Link from 'next/link'
import { frameCopy } from '@/content/desk/frame'
import type { AdminSession } from '@/server/auth'
import { DESK_PATH } from '@/lib/constants'
import { AccountPanel } from './account/account-panel'
import type { AccountOverview } from './account/queries'
import { SudoDialog } from './sudo/sudo-dialog'
import { MailBanner } from './mail/mail-banner'
import type { DeskFrame as DeskFrameData } from './load'
import { IntegrationsBanner } from './integrations/integrations-banner'
import { DeskHeader } from './shell/desk-header'
import { PanelLinks } from './shell/panel-links'
import { CountTiles, DeskTabs } from './shell/desk-nav'
import { Shortcuts } from './shortcuts/shortcuts'
import { ReplyStatsPanel } from './stats/reply-stats'
import { linkClass } from './ui'

/**
 * The desk of an administrator who must set up two-step sign-in first (REQUIRE_2FA): their
 * account and nothing else, not even a count of leads.
 */
export function EnrolmentDesk({ admin, account }: { admin: AdminSession; account: AccountOverview }) {
  return (
    <main className="min-h-dvh pb-16">
      <DeskHeader email={admin.email} />
      <div className="container-site mt-6 sm:mt-8">
        <div className="card overflow-hidden">
          <AccountPanel email={admin.email} account={account} mustEnrol />
        </div>
      </div>
      <SudoDialog twoFactor={admin.twoFactor} passkeys={false} />
    </main>
  )
}

/**
 * The desk's frame around each of its pages (app/admin-dashboard/layout.tsx): header, banners,
 * reply times, tiles, tabs and page links, rendered once and kept while the administrator moves
 * between lists, records and pages; the page itself is `children`.
 */
export function DeskFrame({
  admin,
  frame,
  children,
}: {
  admin: AdminSession
  frame: DeskFrameData
  children: React.ReactNode
}) {
  const { counts, stats, health, mailReady, passkeys, requestCounts, disabledEndpoints, heldSpam } = frame
  return (
    <main className="min-h-dvh pb-16">
      <DeskHeader email={admin.email} />
      <div className="container-site mt-6 grid grid-cols-1 gap-6 sm:mt-8">
        <MailBanner mailReady={mailReady} failing={health.failing.length} />
        <IntegrationsBanner disabled={disabledEndpoints} />
        <ReplyStatsPanel stats={stats} />
        <CountTiles total={counts.total} unread={counts.unread} />
        <section aria-label="Records">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DeskTabs unread={counts.unread} />
            <PanelLinks
              failing={health.failing.length}
              mailReady={mailReady}
              requests={requestCounts}
              disabledEndpoints={disabledEndpoints.length}
              heldSpam={heldSpam}
            />
          </div>
          <div className="card mt-4 overflow-hidden">{children}</div>
        </section>
      </div>
      <Shortcuts />
      <SudoDialog twoFactor={admin.twoFactor} passkeys={passkeys} />
    </main>
  )
}

/** A record's address whose record is gone (deleted, erased) or never was. */
export function RecordMissing() {
  return (
    <div className="grid gap-3 p-6">
      <p className="font-semibold">{frameCopy.recordMissing}</p>
      <Link href={DESK_PATH} prefetch={false} data-desk-close className={linkClass}>
        Back to the list
      </Link>
    </div>
  )
}
