import { ANALYTICS_RANGES, DESK_PATH, deskPagePath, deskRecordPath } from '@/lib/constants'
import type { AnalyticsRange } from '@/lib/vocabulary'
import { parseAuditView, type AuditView } from './audit/view'
import { isStatusOf } from './records'
import { sitePath } from '@/lib/site-path'
import { RECORD_TYPES, UNSURE_FILTER, isRecordType, type RecordType } from '@/lib/vocabulary'

/**
 * The request header proxy.ts sets to the desk path asked for: a layout is not given its page's
 * address, and the frame must mark a record opened before it counts (deskRecordOf).
 */
export const DESK_PATH_HEADER = 'x-desk-path'

/** The record a desk path shows (`/admin-dashboard/messages/<id>`), if it shows one. */
export function deskRecordOf(path: string | null): { type: RecordType; id: string } | undefined {
  const [type = '', id, ...rest] = (path ?? '').slice(DESK_PATH.length).split('/').filter(Boolean)
  return isRecordType(type) && id && !rest.length ? { type, id: decodeURIComponent(id) } : undefined
}

/** Longest search term the desk sends to the database. */
export const MAX_SEARCH_LENGTH = 100

/**
 * The desk's pages beside the three record lists, each at `/admin-dashboard/<name>` (a folder of
 * app/admin-dashboard/), in the order the navigation links them, under these labels (null: reached
 * only by a link that needs it, as the confirmation).
 */
export const DESK_PAGES = {
  content: 'Content',
  analytics: 'Analytics',
  templates: 'Templates',
  mail: 'Mail',
  requests: 'Requests',
  privacy: 'Privacy',
  spam: 'Spam',
  integrations: 'Integrations',
  audit: 'Audit',
  account: 'Account',
  confirm: null,
} as const
export type DeskPanel = keyof typeof DESK_PAGES
export const DESK_PANELS = Object.keys(DESK_PAGES) as DeskPanel[]

/**
 * Everything the desk shows, read from its URL: the lists at `/admin-dashboard?tab=messages&q=acme&
 * status=new&page=2`, a record at `/admin-dashboard/messages/<id>` (the list's query kept, for the
 * way back), a page beside them at `/admin-dashboard/spam`. Reload, back/forward and a pasted link
 * give the same view. Unknown values fall back to the default instead of failing, since a URL may
 * be old or hand-edited.
 */
export type DeskView = {
  tab: RecordType
  q: string
  status: string
  page: number
  /** The record shown whole, by id. */
  open: string | null
  panel: DeskPanel | null
  /** Days shown by the Analytics panel. */
  range: AnalyticsRange
  /** The Audit panel's filter and page. */
  audit: AuditView
  /** Where the confirmation page goes once confirmed (a desk address). */
  next: string | null
}

export type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

export const isDeskPanel = (value: string): value is DeskPanel =>
  (DESK_PANELS as readonly string[]).includes(value)

/** Which route of the desk a view is on: the lists (nothing), a record, or a page beside them. */
export type DeskRoute = { record?: { type: RecordType; id: string }; panel?: DeskPanel }

export function parseView(params: Params, route: DeskRoute = {}): DeskView {
  const tabParam = first(params.tab)
  const tab = route.record?.type ?? (isRecordType(tabParam) ? tabParam : RECORD_TYPES[0])
  const status = first(params.status)
  const page = Number.parseInt(first(params.page), 10)
  const range = Number(first(params.range))
  return {
    tab,
    q: first(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    status: isStatusOf(tab, status) || status === UNSURE_FILTER ? status : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    open: route.record?.id ?? null,
    panel: route.panel ?? null,
    range: ANALYTICS_RANGES.find((r) => r === range) ?? ANALYTICS_RANGES[0],
    audit: parseAuditView(params),
    next: sitePath(first(params.next)),
  }
}

/**
 * The desk URL for a view, with the defaults left out. A change of tab starts on page 1 with no
 * search or filter (the last tab's search means nothing on another); a change of search or filter
 * starts on page 1.
 */
export function deskHref(view: DeskView, change: Partial<DeskView> = {}) {
  const reset: Partial<DeskView> =
    change.tab && change.tab !== view.tab
      ? { q: '', status: '', page: 1, open: null }
      : change.q !== undefined || change.status !== undefined
        ? { page: 1 }
        : {}
  const next = { ...view, ...reset, ...change }
  const params = new URLSearchParams()
  let path = DESK_PATH
  if (next.panel) {
    path = deskPagePath(next.panel)
    if (next.panel === 'analytics' && next.range !== ANALYTICS_RANGES[0])
      params.set('range', String(next.range))
  } else {
    if (next.open) path = deskRecordPath(next.tab, next.open)
    else if (next.tab !== RECORD_TYPES[0]) params.set('tab', next.tab)
    if (next.q) params.set('q', next.q)
    if (next.status) params.set('status', next.status)
    if (next.page > 1) params.set('page', String(next.page))
  }
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}`
}

/**
 * Where an address of the desk's earlier form goes now (`?panel=spam`, `?tab=messages&open=<id>`),
 * with the rest of its query kept, or null when it is not one. E-mails already sent link there.
 */
export function movedDeskAddress(url: URL): string | null {
  if (url.pathname.replace(/\/$/, '') !== DESK_PATH) return null
  const query = new URLSearchParams(url.search)
  const panel = query.get('panel') ?? ''
  const open = query.get('open')
  const tab = query.get('tab') ?? ''
  let path: string
  if (isDeskPanel(panel)) {
    path = deskPagePath(panel)
    query.delete('panel')
  } else if (open) {
    path = deskRecordPath(isRecordType(tab) ? tab : RECORD_TYPES[0], open)
    query.delete('panel')
    query.delete('tab')
  } else return null
  query.delete('open')
  const rest = query.toString()
  return `${path}${rest ? `?${rest}` : ''}`
}

/**
 * The rows a view lists: its search, and its status when the tab has that status. An unknown
 * status (an old or hand-edited link) is ignored, never an error, so the page, its CSV export
 * and "select all N" always mean the same rows.
 */
export const listFilter = (view: Pick<DeskView, 'q' | 'status'>) => ({
  q: view.q || undefined,
  status: view.status || undefined,
})

/** The list a record was opened from. */
export const listHref = (view: DeskView) => deskHref(view, { open: null })
