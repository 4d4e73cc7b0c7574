import Link from 'next/link'
import { AuditPanel } from './audit/audit-panel'
import { ListView } from './list/list-view'
import { MailBanner } from './mail/mail-banner'
import { MailPanel } from './mail/mail-panel'
import { TemplatesPanel } from './templates/templates-panel'
import type { DeskData } from './load'
import { RecordView } from './record/record-view'
import { DeskHeader } from './shell/desk-header'
import { PanelLinks } from './shell/panel-links'
import { CountTiles, DeskTabs } from './shell/desk-nav'
import { Shortcuts } from './shortcuts/shortcuts'
import { ReplyStatsPanel } from './stats/reply-stats'
import { linkClass } from './ui'
import { listHref, type DeskView } from './view'

/**
 * The lead desk for one URL: header, reply times, tiles, tabs, then the list or one record. The
 * Analytics panel is another module's, so the page renders it and passes it in (`analytics`).
 */
export function Desk({
  view,
  email,
  data,
  analytics,
}: {
  view: DeskView
  email: string
  data: DeskData
  analytics?: React.ReactNode
}) {
  const { now, counts, stats, health, mailReady, opened, list, templates, acknowledgements, audit } = data
  return (
    <>
      <DeskHeader email={email} />
      <div className="container-site mt-6 grid grid-cols-1 gap-6 sm:mt-8">
        <MailBanner mailReady={mailReady} failing={health.failing.length} />
        <ReplyStatsPanel stats={stats} />
        <CountTiles view={view} total={counts.total} unread={counts.unread} />
        <section aria-label="Records">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DeskTabs view={view} unread={counts.unread} />
            <PanelLinks view={view} failing={health.failing.length} mailReady={mailReady} />
          </div>
          <div className="card mt-4 overflow-hidden">
            {view.panel === 'analytics' && analytics ? (
              analytics
            ) : view.panel === 'templates' && templates ? (
              <TemplatesPanel templates={templates} acknowledgements={acknowledgements ?? true} />
            ) : view.panel === 'audit' && audit ? (
              <AuditPanel view={view.audit} page={audit.page} actors={audit.actors} />
            ) : view.panel === 'mail' ? (
              <MailPanel health={health} mailReady={mailReady} />
            ) : list ? (
              <ListView view={view} data={list} now={now} />
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
    </>
  )
}
