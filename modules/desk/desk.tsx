import Link from 'next/link'
import type { AdminSession } from '@/server/auth'
import { AccountPanel } from './account/account-panel'
import type { AccountOverview } from './account/queries'
import { AuditPanel } from './audit/audit-panel'
import { ConfirmPanel } from './sudo/confirm-panel'
import { SudoDialog } from './sudo/sudo-dialog'
import { ListView } from './list/list-view'
import { MailBanner } from './mail/mail-banner'
import { MailPanel } from './mail/mail-panel'
import { TemplatesPanel } from './templates/templates-panel'
import type { DeskData } from './load'
import { RecordView } from './record/record-view'
import { RequestsPanel } from './requests/requests-panel'
import { PrivacyPanel } from './privacy/privacy-panel'
import { SpamPanel } from './spam/spam-panel'
import { IntegrationsBanner } from './integrations/integrations-banner'
import { IntegrationsPanel } from './integrations/integrations-panel'
import type { NoticeForm } from '@/lib/privacy'
import { DeskHeader } from './shell/desk-header'
import { PanelLinks } from './shell/panel-links'
import { CountTiles, DeskTabs } from './shell/desk-nav'
import { Shortcuts } from './shortcuts/shortcuts'
import { ReplyStatsPanel } from './stats/reply-stats'
import { linkClass } from './ui'
import { listHref, type DeskView } from './view'

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
 * The lead desk for one URL: header, reply times, tiles, tabs, then the list or one record. The
 * Analytics panel is another module's, so the page renders it and passes it in (`analytics`).
 */
export function Desk({
  view,
  admin,
  data,
  analytics,
  formFields,
}: {
  view: DeskView
  admin: AdminSession
  data: DeskData
  analytics?: React.ReactNode
  /** Each form's field labels, for the record of processing (the forms are other modules'). */
  formFields: Record<NoticeForm, string[]>
}) {
  const { email } = admin
  const {
    now,
    counts,
    stats,
    health,
    mailReady,
    opened,
    list,
    templates,
    acknowledgements,
    audit,
    account,
    passkeys,
    requests,
    requestCounts,
    privacy,
    spam,
    integrations,
    disabledEndpoints,
  } = data
  return (
    <>
      <DeskHeader email={email} />
      <div className="container-site mt-6 grid grid-cols-1 gap-6 sm:mt-8">
        <MailBanner mailReady={mailReady} failing={health.failing.length} />
        <IntegrationsBanner disabled={disabledEndpoints} />
        <ReplyStatsPanel stats={stats} />
        <CountTiles view={view} total={counts.total} unread={counts.unread} />
        <section aria-label="Records">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DeskTabs view={view} unread={counts.unread} />
            <PanelLinks
              view={view}
              failing={health.failing.length}
              mailReady={mailReady}
              requests={requestCounts}
              disabledEndpoints={disabledEndpoints.length}
            />
          </div>
          <div className="card mt-4 overflow-hidden">
            {view.panel === 'analytics' && analytics ? (
              analytics
            ) : view.panel === 'templates' && templates ? (
              <TemplatesPanel templates={templates} acknowledgements={acknowledgements ?? true} />
            ) : view.panel === 'audit' && audit ? (
              <AuditPanel view={view.audit} page={audit.page} actors={audit.actors} />
            ) : view.panel === 'account' && account ? (
              <AccountPanel email={email} account={account} mustEnrol={false} />
            ) : view.panel === 'confirm' ? (
              <ConfirmPanel twoFactor={admin.twoFactor} passkeys={passkeys} next={view.next} />
            ) : view.panel === 'requests' && requests ? (
              <RequestsPanel view={view} data={requests} now={now} />
            ) : view.panel === 'privacy' && privacy ? (
              <PrivacyPanel overview={privacy} fields={formFields} />
            ) : view.panel === 'spam' && spam ? (
              <SpamPanel view={view} overview={spam} />
            ) : view.panel === 'integrations' && integrations ? (
              <IntegrationsPanel view={view} overview={integrations} />
            ) : view.panel === 'mail' ? (
              <MailPanel health={health} mailReady={mailReady} />
            ) : list ? (
              <ListView view={view} data={list} now={now} spam={counts.spam[view.tab]} />
            ) : opened ? (
              <RecordView view={view} now={now} {...opened} />
            ) : (
              <div className="grid gap-3 p-6">
                <p className="font-semibold">This item no longer exists.</p>
                <Link href={listHref(view)} prefetch={false} data-desk-close className={linkClass}>
                  Back to the list
                </Link>
              </div>
            )}
          </div>
        </section>
      </div>
      <Shortcuts recordOpen={Boolean(view.open)} />
      <SudoDialog twoFactor={admin.twoFactor} passkeys={passkeys} />
    </>
  )
}
