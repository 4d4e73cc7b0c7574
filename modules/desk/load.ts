import 'server-only'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { connection } from 'next/server'
import { cache } from 'react'
import { requireAdmin, type AdminSession } from '@/server/auth'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { hasPasskeys } from './account/queries'
import { mailConfigured } from '@/server/mail'
import { countRows, listRows, nextCalls } from './list/queries'
import type { ListData } from './list/list-view'
import { getRecord, markOpened, relatedLeads, upcomingCalls } from './record/queries'
import { replyStats } from './stats/queries'
import { listTemplates } from '@/server/leads/templates'
import { outboxHealth } from './mail/queries'
import { frameCopy } from '@/content/desk/frame'
import { deskPagePath } from '@/lib/constants'
import { SPAM_STATUS, isLeadType, type RecordType } from '@/lib/vocabulary'
import { heldSinceSeen, markSpamSeen } from '@/server/spam/held'
import { listEvents } from '@/server/leads/events'
import { DESK_PATH_HEADER, deskRecordOf, listFilter, type DeskView } from './view'
import { openRequestCounts } from './requests/queries'
import { disabledEndpoints } from './integrations/queries'

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

/** The records' counts, read once per render by the frame and the page that need them. */
const deskCounts = cache(() => countRows())

/**
 * What a desk page shows, loaded for an administrator who may use the desk; null for anyone else
 * or while the database is away, when the desk's layout shows the sign-in form, the enrolment or
 * the outage in the page's place. Every page of the desk loads through this, so none reads a row
 * for a request the layout refuses.
 */
export async function forDesk<T>(load: (admin: AdminSession) => Promise<T>): Promise<T | null> {
  try {
    const admin = await currentAdmin()
    if (!admin || admin.mustEnrol) return null
    return await load(admin)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null
    throw error
  }
}

/**
 * "(3) Admin dashboard" while leads wait unread; null without a count (or a database). On a
 * record's page (`opened`), counted after the record is marked opened.
 */
export async function deskTitle(opened?: { type: RecordType; id: string }) {
  const counts = await forDesk(async (admin) => {
    if (!opened) return deskCounts()
    await loadRecord(opened.type, opened.id, admin.email)
    return countRows()
  })
  const waiting = counts ? counts.unread.applications + counts.unread.messages : 0
  return waiting ? `(${waiting}) ${frameCopy.title}` : null
}

/** Every desk page's metadata: its title with the unread count (the layout gives the rest). */
export async function deskMetadata(opened?: { type: RecordType; id: string }): Promise<Metadata> {
  await connection()
  const title = await deskTitle(opened)
  return title ? { title } : {}
}

/**
 * The desk's frame around every page (layout.tsx): the administrator, or why there is none
 * ('unavailable' while the database is away), and the counts, reply times and health it shows.
 * When the browser moves to a record, the frame stays as it was; the record's page then refreshes
 * it (RefreshFrame), as the lead it opened no longer counts as unread.
 */
export async function loadFrame() {
  try {
    const admin = await currentAdmin()
    if (!admin) return null
    if (admin.mustEnrol) return { admin, frame: null }
    // A record's page marks it opened (once, shared with the page) before anything is counted.
    const path = (await headers()).get(DESK_PATH_HEADER)
    const record = deskRecordOf(path)
    if (record) await loadRecord(record.type, record.id, admin.email)
    // The Spam page is where the administrator looks at what was held: it counts as seen.
    if (path === deskPagePath('spam')) await markSpamSeen()
    const now = Date.now()
    const frame = await allOf({
      counts: deskCounts(),
      stats: replyStats(now),
      health: outboxHealth(),
      passkeys: hasPasskeys(admin),
      requestCounts: openRequestCounts(now),
      disabledEndpoints: disabledEndpoints(),
      heldSpam: heldSinceSeen(),
    })
    return { admin, frame: { ...frame, mailReady: mailConfigured() } }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'unavailable' as const
    throw error
  }
}

export type DeskFrame = NonNullable<
  NonNullable<Exclude<Awaited<ReturnType<typeof loadFrame>>, 'unavailable'>>['frame']
>

/** One page of a list, with the calls booked for its rows and how many of its type are spam. */
export async function loadList(view: DeskView) {
  // A list's Spam filter shows what was held: it counts as seen (the navigation's count follows).
  if (view.status === SPAM_STATUS) await markSpamSeen()
  const [page, counts] = await Promise.all([
    listRows(view.tab, { ...listFilter(view), page: view.page }),
    deskCounts(),
  ])
  const calls = await nextCalls(
    view.tab,
    page.rows.map((r) => r.id),
  )
  // listRows gives the rows of the type it was asked for: the pair is one of ListData's members.
  return { data: { type: view.tab, page, calls } as ListData, spam: counts.spam[view.tab], now: Date.now() }
}

/**
 * One record, whole, marked opened by `actor` first (`firstOpened`: this view made it read, so the
 * frame's counts are read again). Null when there is no such record.
 */
export const loadRecord = cache(async (type: RecordType, id: string, actor: string) => {
  const firstOpened = isLeadType(type) ? await markOpened(type, id, actor) : false
  const record = await getRecord(type, id)
  if (!record) return null
  const lead = record.type !== 'comments'
  const [events, related, templates, calls] = await Promise.all([
    listEvents(type, id),
    record.type === 'comments' ? Promise.resolve([]) : relatedLeads(record.row, record.type),
    lead ? listTemplates('reply') : Promise.resolve([]),
    upcomingCalls(type, id),
  ])
  const now = Date.now()
  return { record, events, related, templates, calls, mailReady: mailConfigured(), firstOpened, now }
})

/** Every value of `work` awaited at once, under its own name (each read is named once). */
export async function allOf<T extends Record<string, unknown>>(
  work: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(work))
  return Object.fromEntries(Object.keys(work).map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>
  }
}
