import { ANALYTICS_RANGES, DESK_PATH } from '@/lib/constants'
import type { AnalyticsRange } from '@/lib/vocabulary'
import { parseAuditView, type AuditView } from './audit/view'
import { isStatusOf } from './records'
import { sitePath } from '@/lib/site-path'
import { RECORD_TYPES, isRecordType, type RecordType } from '@/lib/vocabulary'

/** Longest search term the desk sends to the database. */
export const MAX_SEARCH_LENGTH = 100

/** Side pages of the desk, beside the three record tabs. */
export const DESK_PANELS = [
  'analytics',
  'templates',
  'mail',
  'requests',
  'privacy',
  'spam',
  'integrations',
  'audit',
  'account',
  'confirm',
] as const
export type DeskPanel = (typeof DESK_PANELS)[number]

/**
 * Everything the desk shows, read from its URL: `?tab=messages&q=acme&status=new&page=2&open=<id>`.
 * Reload, back/forward and a pasted link give the same view. Unknown values fall back to the
 * default instead of failing, since a URL may be old or hand-edited.
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

export function parseView(params: Params): DeskView {
  const tabParam = first(params.tab)
  const tab = isRecordType(tabParam) ? tabParam : RECORD_TYPES[0]
  const status = first(params.status)
  const page = Number.parseInt(first(params.page), 10)
  const panel = first(params.panel)
  const range = Number(first(params.range))
  return {
    tab,
    q: first(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    status: isStatusOf(tab, status) ? status : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    open: first(params.open) || null,
    panel: (DESK_PANELS as readonly string[]).includes(panel) ? (panel as DeskPanel) : null,
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
  if (next.panel) {
    params.set('panel', next.panel)
    if (next.panel === 'analytics' && next.range !== ANALYTICS_RANGES[0])
      params.set('range', String(next.range))
  } else {
    if (next.tab !== RECORD_TYPES[0]) params.set('tab', next.tab)
    if (next.q) params.set('q', next.q)
    if (next.status) params.set('status', next.status)
    if (next.page > 1) params.set('page', String(next.page))
    if (next.open) params.set('open', next.open)
  }
  const query = params.toString()
  return `${DESK_PATH}${query ? `?${query}` : ''}`
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

/** The address the request asked for, every parameter kept as sent, to load it again. */
export function requestedHref(params: Params) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v)
  }
  const search = query.toString()
  return search ? `${DESK_PATH}?${search}` : DESK_PATH
}
