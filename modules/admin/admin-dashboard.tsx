'use client'

import {
  BriefcaseBusiness,
  ChevronLeft,
  ChevronRight,
  Download,
  ExternalLink,
  FileText,
  Inbox,
  LoaderCircle,
  LogOut,
  Mail,
  MessageSquareText,
  RefreshCw,
  Search,
  Trash,
} from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react'
import { company } from '@/content/company'
import { LogoMark } from '@/components/layout/logo'
import { ThemeMenu } from '@/components/layout/theme-menu'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { capitalize, displayUrl, formatDateTime, safeHref, telHref, truncate } from '@/modules/admin/format'
import type { AdminRow } from '@/modules/admin/queries'
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  ADMIN_TABS,
  TAB_INFO,
  type AdminTab,
  type Counts,
  type Page,
} from '@/modules/admin/tables'

/** Delay between the last keystroke in the search box and the query. */
const SEARCH_DEBOUNCE_MS = 300
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

const TAB_ICONS = { applications: BriefcaseBusiness, comments: MessageSquareText, messages: Mail } as const

const COLUMNS: Record<AdminTab, readonly string[]> = {
  applications: [
    'Applicant',
    'Position',
    'Cover letter',
    'Portfolio',
    'Resume',
    'Received',
    'Status',
    'Actions',
  ],
  comments: ['Article', 'Comment', 'Email', 'Website', 'Received', 'Status', 'Actions'],
  messages: ['Name', 'Company / website', 'Message', 'Received', 'Status', 'Actions'],
}

/** What the rows are called in the empty state: "No job applications yet." */
const NOUNS: Record<AdminTab, string> = {
  applications: 'job applications',
  comments: 'blog comments',
  messages: 'contact messages',
}

function emptyText({ tab, q, status }: { tab: AdminTab; q: string; status: string }) {
  if (q) return `No matches for “${q}”.`
  if (status) return `No ${NOUNS[tab]} marked “${capitalize(status)}”.`
  return `No ${NOUNS[tab]} yet.`
}

/** Dot colour per status: new work in the accent, in progress violet, done green, closed grey. */
const STATUS_TONE: Record<string, string> = {
  new: 'bg-accent',
  pending: 'bg-accent',
  read: 'bg-violet',
  reviewed: 'bg-violet',
  replied: 'bg-success',
  accepted: 'bg-success',
  approved: 'bg-success',
  rejected: 'bg-fg-subtle',
  archived: 'bg-fg-subtle',
}

/** One loaded page, tied to the tab and filters it was loaded for. */
type View = { [T in AdminTab]: { tab: T; data: Page<AdminRow[T]>; q: string; status: string } }[AdminTab]
/** `key` names the request the result answers; while it differs from the current one we are loading. */
type Result = { key: string; view: View | null }
/** Per row: the status being saved, or `true` for a delete or resume request under way. */
type Busy = Record<string, string | true>

/** The session ended (401): the page is refreshing to the login form, so say nothing else. */
class SessionEnded extends Error {}

function toView(tab: AdminTab, data: Page<AdminRow[AdminTab]>, q: string, status: string) {
  return { tab, data, q, status } as View
}

function withStatus(result: Result, tab: AdminTab, id: string, status: string): Result {
  const view = result.view
  if (!view || view.tab !== tab) return result
  const rows = (view.data.rows as AdminRow[AdminTab][]).map((r) => (r.id === id ? { ...r, status } : r))
  return {
    ...result,
    view: toView(tab, { ...view.data, rows } as Page<AdminRow[AdminTab]>, view.q, view.status),
  }
}

const linkClass = 'font-medium text-accent underline-offset-4 hover:underline'
const controlClass =
  'min-h-11 rounded-xl border border-border-strong bg-bg-elevated px-3 text-sm text-fg transition-colors hover:border-accent focus-visible:border-accent'
const cellClass = 'px-4 py-3 align-top'

export function AdminDashboard({
  email,
  initialCounts,
  children,
}: {
  email: string
  initialCounts: Counts
  /** the page heading, rendered by the server */
  children?: React.ReactNode
}) {
  const router = useRouter()
  const id = useId()
  const [tab, setTab] = useState<AdminTab>('applications')
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  const [nonce, setNonce] = useState(0)
  const [counts, setCounts] = useState<Counts>(initialCounts)
  const [result, setResult] = useState<Result>({ key: '', view: null })
  const [busy, setBusy] = useState<Busy>({})
  const [loggingOut, setLoggingOut] = useState(false)
  const [, startRefresh] = useTransition()
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const tabRefs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({})
  const regionRef = useRef<HTMLDivElement>(null)

  const key = [tab, q, status, page, nonce].join('\n')
  const loading = result.key !== key
  const view = result.view?.tab === tab ? result.view : null
  const label = TAB_INFO[tab].label
  const tabId = (t: AdminTab) => `${id}-tab-${t}`
  const panelId = `${id}-panel`
  const captionId = `${id}-caption`

  /** fetch for admin endpoints: a 401 means the session is gone, so go back to the login form. */
  const adminFetch = useCallback(
    async (url: string, init?: RequestInit) => {
      const res = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init })
      if (res.status === 401) {
        router.refresh()
        throw new SessionEnded('Session ended')
      }
      return res
    },
    [router],
  )

  // Rows of the current tab, page and filters, and the three counts, on every change or reload.
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const params = new URLSearchParams({ page: String(page) })
    if (q) params.set('q', q)
    if (status) params.set('status', status)

    const rows = adminFetch(`/api/admin/${tab}?${params}`, { signal }).then(async (res) => {
      if (!res.ok) throw new Error(`Rows: HTTP ${res.status}`)
      return (await res.json()) as Page<AdminRow[AdminTab]>
    })
    const summary = adminFetch('/api/admin/summary', { signal }).then(async (res) => {
      if (!res.ok) throw new Error(`Summary: HTTP ${res.status}`)
      return ((await res.json()) as { counts: Counts }).counts
    })

    void Promise.allSettled([rows, summary]).then(([r, s]) => {
      if (signal.aborted) return
      const reasons = [r, s].flatMap((x) => (x.status === 'rejected' ? [x.reason as unknown] : []))
      if (reasons.some((e) => e instanceof SessionEnded)) return
      if (s.status === 'fulfilled') setCounts(s.value)
      if (r.status === 'fulfilled') {
        setResult({ key, view: toView(tab, r.value, q, status) })
      } else {
        setResult((prev) => ({ key, view: prev.view?.tab === tab ? prev.view : null }))
      }
      if (reasons.length > 0) {
        console.error('Admin data load failed', reasons)
        void notify('error', ADMIN_MESSAGES.fetchFailed)
      }
    })
    return () => controller.abort()
  }, [adminFetch, key, tab, q, status, page])

  useEffect(() => {
    const timers = debounce
    return () => clearTimeout(timers.current)
  }, [])

  const reload = () => setNonce((n) => n + 1)

  const selectTab = (next: AdminTab) => {
    if (next === tab) return
    clearTimeout(debounce.current)
    setTab(next)
    setSearch('')
    setQ('')
    setStatus('')
    setPage(1)
  }

  const onTabKeyDown = (e: React.KeyboardEvent, index: number) => {
    const n = ADMIN_TABS.length
    let target: number
    if (e.key === 'ArrowRight') target = (index + 1) % n
    else if (e.key === 'ArrowLeft') target = (index - 1 + n) % n
    else if (e.key === 'Home') target = 0
    else if (e.key === 'End') target = n - 1
    else return
    e.preventDefault()
    const next = ADMIN_TABS[target]
    if (!next) return
    selectTab(next)
    tabRefs.current[next]?.focus()
  }

  const applySearch = (value: string) => {
    clearTimeout(debounce.current)
    setQ(value.trim())
    setPage(1)
  }

  const onSearchChange = (value: string) => {
    setSearch(value)
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => applySearch(value), SEARCH_DEBOUNCE_MS)
  }

  const setRowBusy = (rowId: string, state: string | true | null) =>
    setBusy((prev) => {
      const next = { ...prev }
      if (state === null) delete next[rowId]
      else next[rowId] = state
      return next
    })

  const rowUrl = (rowTab: AdminTab, rowId: string) => `/api/admin/${rowTab}/${encodeURIComponent(rowId)}`

  const changeStatus = async (rowTab: AdminTab, rowId: string, next: string) => {
    if (busy[rowId]) return
    setRowBusy(rowId, next)
    try {
      const res = await adminFetch(rowUrl(rowTab, rowId), {
        method: 'PATCH',
        headers: JSON_HEADERS,
        body: JSON.stringify({ status: next }),
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      setResult((prev) => withStatus(prev, rowTab, rowId, next))
      void notify('success', ADMIN_MESSAGES.statusUpdated)
    } catch (e) {
      if (e instanceof SessionEnded) return
      console.error('Status update failed', e)
      void notify('error', ADMIN_MESSAGES.statusFailed)
    } finally {
      setRowBusy(rowId, null)
    }
    reload()
  }

  const deleteRow = async (rowTab: AdminTab, rowId: string) => {
    if (busy[rowId]) return
    if (!window.confirm(ADMIN_MESSAGES.confirmDelete)) return
    setRowBusy(rowId, true)
    try {
      const res = await adminFetch(rowUrl(rowTab, rowId), {
        method: 'DELETE',
        headers: { Accept: 'application/json' },
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      void notify('success', ADMIN_MESSAGES.deleted)
      // The row (and its focused button) goes away: keep keyboard focus on the table.
      regionRef.current?.focus()
    } catch (e) {
      if (e instanceof SessionEnded) return
      console.error('Delete failed', e)
      void notify('error', ADMIN_MESSAGES.deleteFailed)
    } finally {
      setRowBusy(rowId, null)
    }
    reload()
  }

  const openResume = async (rowId: string) => {
    if (busy[rowId]) return
    // Opened now, inside the click, so pop-up blockers allow it; pointed at the file once signed.
    const win = window.open('', '_blank')
    if (win) win.opener = null
    setRowBusy(rowId, true)
    try {
      const res = await adminFetch(`${rowUrl('applications', rowId)}/resume`, {
        headers: { Accept: 'application/json' },
      })
      if (res.ok) {
        const { url } = (await res.json()) as { url: string }
        const href = new URL(url, window.location.href).href
        if (win) win.location.href = href
        else window.open(href, '_blank', 'noopener,noreferrer')
        return
      }
      win?.close()
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null
      const known = [ADMIN_MESSAGES.noResume, ADMIN_MESSAGES.resumeMissing] as const
      const message = known.find((m) => res.status === 404 && body?.message === m)
      void notify('error', message ?? ADMIN_MESSAGES.resumeAccess)
    } catch (e) {
      win?.close()
      if (e instanceof SessionEnded) return
      console.error('Resume failed', e)
      void notify('error', ADMIN_MESSAGES.resumeView)
    } finally {
      setRowBusy(rowId, null)
    }
  }

  const logout = async () => {
    setLoggingOut(true)
    let ok = false
    try {
      const res = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{}',
        credentials: 'same-origin',
        cache: 'no-store',
      })
      ok = res.ok
    } catch (e) {
      console.error('Sign-out failed', e)
    }
    if (ok) void notify('success', ADMIN_MESSAGES.logout)
    else setLoggingOut(false)
    // The server decides: without a session the route renders the login form.
    startRefresh(() => router.refresh())
  }

  const actions: RowActions = {
    status: (rowId, next) => void changeStatus(tab, rowId, next),
    remove: (rowId) => void deleteRow(tab, rowId),
    resume: (rowId) => void openResume(rowId),
  }

  const exportParams = new URLSearchParams()
  if (q) exportParams.set('q', q)
  if (status) exportParams.set('status', status)
  const exportQuery = exportParams.toString()
  const exportHref = `/api/admin/${tab}/export${exportQuery ? `?${exportQuery}` : ''}`
  const columns = COLUMNS[tab]

  return (
    <>
      <header className="border-border bg-glass sticky top-0 z-30 border-b backdrop-blur-md">
        <div className="container-site flex items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <Link
              href="/"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl"
              aria-label={`${company.name}: public site`}
            >
              <LogoMark className="size-9" />
            </Link>
            <div className="min-w-0">
              <p className="font-display text-fg-subtle truncate text-[0.6875rem] font-medium tracking-[0.16em] uppercase">
                {company.name}
              </p>
              {children}
              <p className="text-fg-muted truncate text-xs sm:text-sm">
                Signed in as <span className="text-fg font-medium">{email}</span>
              </p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1.5">
            <ThemeMenu />
            <button
              type="button"
              className="btn btn-secondary px-3 disabled:cursor-not-allowed disabled:opacity-70 sm:px-4"
              onClick={() => void logout()}
              disabled={loggingOut}
            >
              {loggingOut ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
              ) : (
                <LogOut className="size-4" aria-hidden />
              )}
              Logout
            </button>
          </div>
        </div>
      </header>

      <div className="container-site mt-8 grid grid-cols-1 gap-8">
        <section aria-labelledby={`${id}-overview`}>
          <h2 id={`${id}-overview`} className="sr-only">
            Overview
          </h2>
          <ul className="grid grid-cols-3 gap-2 sm:gap-4">
            {ADMIN_TABS.map((t) => {
              const Icon = TAB_ICONS[t]
              const active = t === tab
              return (
                <li key={t}>
                  <button
                    type="button"
                    onClick={() => selectTab(t)}
                    aria-controls={panelId}
                    className={cn(
                      'card card-hover flex h-full w-full flex-col items-start gap-2 p-3 text-left sm:flex-row sm:items-center sm:gap-4 sm:p-5',
                      active && 'border-accent hover:border-accent',
                    )}
                  >
                    <span
                      className={cn(
                        'hidden size-11 shrink-0 items-center justify-center rounded-xl sm:inline-flex',
                        active ? 'bg-accent-soft text-accent' : 'bg-surface text-fg-muted',
                      )}
                    >
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="grid min-w-0">
                      <span className="text-fg-muted text-xs leading-tight font-medium sm:text-sm">
                        {TAB_INFO[t].label}
                      </span>
                      <span
                        data-testid={`count-${t}`}
                        className={cn('stat-value text-2xl sm:text-3xl', active ? 'text-accent' : 'text-fg')}
                      >
                        {counts[t].toLocaleString('en-IN')}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>

        <section aria-labelledby={`${id}-records`}>
          <h2 id={`${id}-records`} className="sr-only">
            Records
          </h2>
          <div
            role="tablist"
            aria-label="Records"
            className="border-border bg-surface flex w-full gap-1 rounded-xl border p-1 sm:w-fit"
          >
            {ADMIN_TABS.map((t, i) => {
              const active = t === tab
              return (
                <button
                  key={t}
                  ref={(el) => {
                    tabRefs.current[t] = el
                  }}
                  type="button"
                  role="tab"
                  id={tabId(t)}
                  aria-selected={active}
                  aria-controls={panelId}
                  tabIndex={active ? 0 : -1}
                  data-state={active ? 'active' : 'inactive'}
                  onClick={() => selectTab(t)}
                  onKeyDown={(e) => onTabKeyDown(e, i)}
                  className="text-fg-muted hover:text-fg data-[state=active]:bg-bg-elevated data-[state=active]:text-accent min-h-11 flex-1 rounded-lg px-2 text-[0.8125rem] leading-tight font-semibold transition-colors data-[state=active]:shadow-[var(--shadow)] sm:flex-none sm:px-5 sm:text-sm sm:whitespace-nowrap"
                >
                  {TAB_INFO[t].label}
                </button>
              )
            })}
          </div>

          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(tab)}
            className="card mt-4 overflow-hidden"
          >
            <div className="border-border flex flex-col gap-3 border-b p-4 lg:flex-row lg:items-center">
              <div className="relative flex-1">
                <Search
                  className="text-fg-subtle pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2"
                  aria-hidden
                />
                <input
                  type="search"
                  aria-label="Search"
                  placeholder={TAB_INFO[tab].search}
                  value={search}
                  onChange={(e) => onSearchChange(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') applySearch(search)
                  }}
                  autoComplete="off"
                  spellCheck={false}
                  className={cn(controlClass, 'bg-bg placeholder:text-fg-subtle w-full pr-3 pl-10')}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <select
                  aria-label="Filter by status"
                  value={status}
                  onChange={(e) => {
                    setStatus(e.target.value)
                    setPage(1)
                  }}
                  className={cn(controlClass, 'min-w-36 flex-1 sm:flex-none')}
                >
                  <option value="">All statuses</option>
                  {TAB_INFO[tab].statuses.map((s) => (
                    <option key={s} value={s}>
                      {capitalize(s)}
                    </option>
                  ))}
                </select>
                <button type="button" className="btn btn-secondary flex-1 sm:flex-none" onClick={reload}>
                  <RefreshCw className={cn('size-4', loading && 'animate-spin')} aria-hidden />
                  Refresh
                </button>
                <a href={exportHref} download className="btn btn-secondary flex-1 sm:flex-none">
                  <Download className="size-4" aria-hidden />
                  Export CSV
                </a>
              </div>
            </div>

            <p role="status" className="sr-only">
              {loading
                ? 'Loading records…'
                : view
                  ? `${view.data.total} ${view.data.total === 1 ? 'record' : 'records'} found`
                  : ''}
            </p>

            <div
              ref={regionRef}
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
            >
              <table aria-busy={loading} className="w-full min-w-[60rem] border-collapse text-left text-sm">
                <caption id={captionId} className="sr-only">
                  {label}
                </caption>
                <thead className="bg-surface text-fg-muted text-xs tracking-wide uppercase">
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={cn('transition-opacity', loading && view && 'opacity-60')}>
                  {view ? (
                    view.data.rows.length === 0 ? (
                      <MessageRow colSpan={columns.length} icon={<Inbox className="size-6" aria-hidden />}>
                        {emptyText(view)}
                      </MessageRow>
                    ) : view.tab === 'applications' ? (
                      view.data.rows.map((row) => (
                        <ApplicationRow key={row.id} row={row} busy={busy[row.id]} actions={actions} />
                      ))
                    ) : view.tab === 'comments' ? (
                      view.data.rows.map((row) => (
                        <CommentRow key={row.id} row={row} busy={busy[row.id]} actions={actions} />
                      ))
                    ) : (
                      view.data.rows.map((row) => (
                        <ContactRow key={row.id} row={row} busy={busy[row.id]} actions={actions} />
                      ))
                    )
                  ) : loading ? (
                    <SkeletonRows columns={columns.length} />
                  ) : (
                    <MessageRow colSpan={columns.length}>
                      Couldn’t load the records. Press Refresh to try again.
                    </MessageRow>
                  )}
                </tbody>
              </table>
            </div>

            {view && view.data.pageCount > 1 ? <Pager data={view.data} onPage={setPage} /> : null}
          </div>
        </section>
      </div>
    </>
  )
}

type RowActions = {
  status: (rowId: string, next: string) => void
  remove: (rowId: string) => void
  resume: (rowId: string) => void
}

type RowProps<T extends AdminTab> = { row: AdminRow[T]; busy: string | true | undefined; actions: RowActions }

function ApplicationRow({ row, busy, actions }: RowProps<'applications'>) {
  return (
    <tr data-testid="admin-row" aria-busy={busy ? true : undefined} className="border-border border-t">
      <th scope="row" className={cn(cellClass, 'min-w-60 font-normal')}>
        <span className="text-fg block font-semibold">{row.full_name}</span>
        <a href={`mailto:${row.email}`} className={cn(linkClass, '[overflow-wrap:anywhere]')}>
          {row.email}
        </a>
        <a href={telHref(row.phone)} className="text-fg-muted hover:text-fg block">
          {row.phone}
        </a>
      </th>
      <td className={cn(cellClass, 'font-medium')}>{row.job_title}</td>
      <td className={cn(cellClass, 'max-w-sm min-w-64')}>
        <LongText text={row.cover_letter} what="cover letter" />
      </td>
      <td className={cellClass}>
        <UrlLink value={row.portfolio} />
      </td>
      <td className={cellClass}>
        <button
          type="button"
          className="btn btn-secondary min-h-11 px-3 text-sm"
          onClick={() => actions.resume(row.id)}
          aria-disabled={busy ? true : undefined}
        >
          {busy === true ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <FileText className="size-4" aria-hidden />
          )}
          View resume
        </button>
      </td>
      <ReceivedCell iso={row.created_at} />
      <StatusCell tab="applications" row={row} name={row.full_name} busy={busy} actions={actions} />
      <DeleteCell row={row} name={row.full_name} busy={busy} actions={actions} />
    </tr>
  )
}

function CommentRow({ row, busy, actions }: RowProps<'comments'>) {
  return (
    <tr data-testid="admin-row" aria-busy={busy ? true : undefined} className="border-border border-t">
      <th scope="row" className={cn(cellClass, 'font-normal')}>
        <Link
          href={`/blog/${encodeURIComponent(row.blog_id)}`}
          prefetch={false}
          className={cn(linkClass, '[overflow-wrap:anywhere]')}
        >
          {row.blog_id}
        </Link>
      </th>
      <td className={cn(cellClass, 'max-w-md min-w-64')}>
        <LongText text={row.comment} what="comment" />
      </td>
      <td className={cellClass}>
        <a href={`mailto:${row.email}`} className={cn(linkClass, '[overflow-wrap:anywhere]')}>
          {row.email}
        </a>
      </td>
      <td className={cellClass}>
        <UrlLink value={row.website} />
      </td>
      <ReceivedCell iso={row.created_at} />
      <StatusCell tab="comments" row={row} name={row.email} busy={busy} actions={actions} />
      <DeleteCell row={row} name={row.email} busy={busy} actions={actions} />
    </tr>
  )
}

function ContactRow({ row, busy, actions }: RowProps<'messages'>) {
  return (
    <tr data-testid="admin-row" aria-busy={busy ? true : undefined} className="border-border border-t">
      <th scope="row" className={cn(cellClass, 'min-w-60 font-normal')}>
        <span className="text-fg block font-semibold">{row.name}</span>
        <a href={`mailto:${row.email}`} className={cn(linkClass, '[overflow-wrap:anywhere]')}>
          {row.email}
        </a>
        {row.phone ? (
          <a href={telHref(row.phone)} className="text-fg-muted hover:text-fg block">
            {row.phone}
          </a>
        ) : null}
      </th>
      <td className={cellClass}>
        {row.company ? <span className="block font-medium">{row.company}</span> : null}
        {row.website || !row.company ? <UrlLink value={row.website} /> : null}
      </td>
      <td className={cn(cellClass, 'max-w-md min-w-64')}>
        <LongText text={row.message} what="message" />
      </td>
      <ReceivedCell iso={row.created_at} />
      <StatusCell tab="messages" row={row} name={row.name} busy={busy} actions={actions} />
      <DeleteCell row={row} name={row.name} busy={busy} actions={actions} />
    </tr>
  )
}

/** The first 120 characters; the whole text (line breaks kept) behind a disclosure. */
function LongText({ text, what }: { text: string; what: string }) {
  const { preview, truncated } = truncate(text)
  if (!truncated) return <p className="break-words whitespace-pre-line">{text}</p>
  return (
    <div>
      <p className="break-words [&:has(+details[open])]:hidden">{preview}</p>
      <details className="group">
        <summary className="text-accent mt-1 w-fit cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
          <span className="group-open:hidden">Read full {what}</span>
          <span className="hidden group-open:inline">Show less</span>
        </summary>
        <p className="bg-surface mt-2 rounded-lg p-3 break-words whitespace-pre-line">{text}</p>
      </details>
    </div>
  )
}

function None() {
  return (
    <span className="text-fg-subtle">
      <span aria-hidden>—</span>
      <span className="sr-only">None</span>
    </span>
  )
}

/** A visitor-supplied address: a new-tab link when it is http(s), plain text otherwise. */
function UrlLink({ value }: { value: string | null }) {
  if (!value) return <None />
  const href = safeHref(value)
  if (!href) return <span className="break-all">{value}</span>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, 'inline-flex items-center gap-1 break-all')}
    >
      {displayUrl(href)}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function ReceivedCell({ iso }: { iso: string }) {
  return (
    <td className={cn(cellClass, 'text-fg-muted whitespace-nowrap')}>
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </td>
  )
}

function StatusCell({
  tab,
  row,
  name,
  busy,
  actions,
}: {
  tab: AdminTab
  row: { id: string; status: string }
  name: string
  busy: string | true | undefined
  actions: RowActions
}) {
  const value = typeof busy === 'string' ? busy : row.status
  return (
    <td className={cellClass}>
      <span className="relative inline-flex items-center">
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute left-3 size-2 rounded-full',
            STATUS_TONE[value] ?? 'bg-fg-subtle',
          )}
        />
        <select
          aria-label={`Status for ${name}`}
          value={value}
          onChange={(e) => actions.status(row.id, e.target.value)}
          className={cn(controlClass, 'min-w-32 pl-7', busy ? 'cursor-progress' : 'cursor-pointer')}
        >
          {TAB_INFO[tab].statuses.map((s) => (
            <option key={s} value={s}>
              {capitalize(s)}
            </option>
          ))}
        </select>
      </span>
    </td>
  )
}

function DeleteCell({
  row,
  name,
  busy,
  actions,
}: {
  row: { id: string }
  name: string
  busy: string | true | undefined
  actions: RowActions
}) {
  return (
    <td className={cellClass}>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => actions.remove(row.id)}
        aria-disabled={busy ? true : undefined}
        className="btn btn-ghost text-fg-muted hover:text-fg size-11 p-0 aria-disabled:cursor-progress"
      >
        <Trash className="size-4" aria-hidden />
      </button>
    </td>
  )
}

function MessageRow({
  colSpan,
  icon,
  children,
}: {
  colSpan: number
  icon?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <tr>
      <td colSpan={colSpan} className="text-fg-muted px-4 py-12 text-center">
        {icon ? <span className="text-fg-subtle mb-2 flex justify-center">{icon}</span> : null}
        {children}
      </td>
    </tr>
  )
}

function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <tr key={i} aria-hidden className="border-border border-t">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className={cellClass}>
              <span
                className="bg-surface-2 block h-4 animate-pulse rounded"
                style={{ width: `${60 + ((i + c) % 3) * 15}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

function Pager({ data, onPage }: { data: Page<unknown>; onPage: (page: number) => void }) {
  const size = data.pageSize || ADMIN_PAGE_SIZE
  const from = (data.page - 1) * size + 1
  const to = Math.min(data.page * size, data.total)
  return (
    <nav
      aria-label="Pagination"
      className="border-border flex flex-col gap-3 border-t p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-fg-muted text-sm tabular-nums">{`Showing ${from} to ${to} of ${data.total} results`}</p>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <button
          type="button"
          className="btn btn-secondary px-3 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={() => onPage(data.page - 1)}
          disabled={data.page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </button>
        <span className="px-2 text-sm font-medium tabular-nums">{`Page ${data.page} of ${data.pageCount}`}</span>
        <button
          type="button"
          className="btn btn-secondary px-3 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={() => onPage(data.page + 1)}
          disabled={data.page >= data.pageCount}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  )
}
