import 'server-only'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { requireAdmin, type AdminSession } from '@/server/auth'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { accountOverview, hasPasskeys } from './account/queries'
import { mailConfigured } from '@/server/mail'
import { countRows, listRows, nextCalls } from './list/queries'
import type { ListData } from './list/list-view'
import { getRecord, markOpened, relatedLeads, upcomingCalls } from './record/queries'
import { replyStats } from './stats/queries'
import { acknowledgementsOn, listTemplates } from '@/server/leads/templates'
import { outboxHealth } from './mail/queries'
import { isLeadType, type RecordType } from '@/lib/vocabulary'
import { listEvents } from '@/server/leads/events'
import { auditActors, auditPage } from './audit/queries'
import { listFilter, type DeskView } from './view'
import { listRequests, openRequestCounts } from './requests/queries'
import { privacyOverview } from './privacy/queries'
import { spamOverview } from './spam/queries'
import { disabledEndpoints, integrationsOverview } from './integrations/queries'

/**
 * The signed-in administrator of this request, checked once per render. The cookies are read as
 * they are now, not as the request brought them: a desk action that renewed the session (turning
 * on two-step sign-in does) re-renders the page with the new session, not the ended one.
 */
export const currentAdmin = cache(async () => {
  const now = new Headers(await headers())
  const jar = (await cookies()).getAll()
  now.set('cookie', jar.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; '))
  return requireAdmin(now)
})

/**
 * Opening a lead marks it read before anything is counted, so the tabs, the tiles and the
 * browser tab's title (rendered separately, by generateMetadata) all agree.
 */
export const deskCounts = cache(async (type: RecordType, open: string | null, actor: string) => {
  if (open && isLeadType(type)) await markOpened(type, open, actor)
  return countRows()
})

/** "(3) Admin dashboard" while leads wait unread; null without a count (or a database). */
export async function deskTitle(view: DeskView) {
  try {
    const admin = await currentAdmin()
    if (!admin || admin.mustEnrol) return null
    const { unread } = await deskCounts(view.tab, view.open, admin.email)
    const waiting = unread.applications + unread.messages
    return waiting ? `(${waiting}) Admin dashboard` : null
  } catch (error) {
    // The page itself says the database is away; the title just goes without its count.
    if (isDatabaseUnavailable(error)) return null
    throw error
  }
}

async function loadList(view: DeskView): Promise<ListData> {
  const page = await listRows(view.tab, { ...listFilter(view), page: view.page })
  const calls = await nextCalls(
    view.tab,
    page.rows.map((r) => r.id),
  )
  // listRows gives the rows of the type it was asked for: the pair is one of ListData's members.
  return { type: view.tab, page, calls } as ListData
}

async function loadRecord(type: RecordType, id: string) {
  const record = await getRecord(type, id)
  if (!record) return null
  const lead = record.type !== 'comments'
  const [events, related, templates, calls] = await Promise.all([
    listEvents(type, id),
    record.type === 'comments' ? Promise.resolve([]) : relatedLeads(record.row, record.type),
    lead ? listTemplates('reply') : Promise.resolve([]),
    upcomingCalls(type, id),
  ])
  return { record, events, related, templates, calls, mailReady: mailConfigured() }
}

async function loadAudit(view: DeskView) {
  const [page, actors] = await Promise.all([auditPage(view.audit.filter, view.audit.cursor), auditActors()])
  return { page, actors }
}

/** Everything one desk view shows, read after the view's record (if any) is marked opened. */
export async function loadDesk(view: DeskView, admin: AdminSession) {
  const email = admin.email
  const now = Date.now()
  const counts = await deskCounts(view.tab, view.open, email)
  const panel = view.panel
  const loaded = await allOf({
    stats: replyStats(now),
    health: outboxHealth(),
    opened: !panel && view.open ? loadRecord(view.tab, view.open) : null,
    list: !panel && !view.open ? loadList(view) : null,
    templates: panel === 'templates' ? listTemplates() : null,
    acknowledgements: panel === 'templates' ? acknowledgementsOn() : null,
    audit: panel === 'audit' ? loadAudit(view) : null,
    account: panel === 'account' ? accountOverview(admin) : null,
    passkeys: hasPasskeys(admin),
    requests: panel === 'requests' ? listRequests() : null,
    requestCounts: openRequestCounts(now),
    privacy: panel === 'privacy' ? privacyOverview() : null,
    spam: panel === 'spam' ? spamOverview() : null,
    integrations: panel === 'integrations' ? integrationsOverview() : null,
    disabledEndpoints: disabledEndpoints(),
  })
  return { now, counts, mailReady: mailConfigured(), ...loaded }
}

/** Every value of `work` awaited at once, under its own name (each read is named once). */
async function allOf<T extends Record<string, unknown>>(work: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(work))
  return Object.fromEntries(Object.keys(work).map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>
  }
}

export type DeskData = Awaited<ReturnType<typeof loadDesk>>
