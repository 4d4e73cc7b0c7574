import { Download, Inbox } from 'lucide'
import { listCopy } from '@/content/desk/lists'
import { capitalize } from '../format'
import { RECORD_INFO, type Page } from '../records'
import { Icon } from '@/components/ui/icon'
import { SudoLink } from '../sudo/sudo-link'
import { type RecordType } from '@/lib/vocabulary'
import type { DeskView } from '../view'
import { BulkBar } from './bulk-bar'
import { FilterSelect } from './filter-select'
import { Pager } from './pager'
import type { RecordRow } from './queries'
import { RefreshButton } from './refresh-button'
import { ApplicationRow, COLUMNS, CommentRow, MessageRow } from './rows'
import { SearchBox } from './search-box'

/** One page of one record type's list, the type and its rows kept together. */
export type ListData = {
  [T in RecordType]: {
    type: T
    page: Page<RecordRow[T]>
    /** The next call booked for a row, by its id (start time). */
    calls: Record<string, string>
  }
}[RecordType]

function emptyText(view: DeskView) {
  const noun = RECORD_INFO[view.tab].noun[1]
  if (view.q) return listCopy.empty.search(view.q)
  if (view.status) return listCopy.empty.status(noun, capitalize(view.status))
  return listCopy.empty.none(noun)
}

function exportHref(view: DeskView) {
  const params = new URLSearchParams()
  if (view.q) params.set('q', view.q)
  if (view.status) params.set('status', view.status)
  const query = params.toString()
  return `/api/admin/${view.tab}/export${query ? `?${query}` : ''}`
}

/**
 * One tab's records: search, filter, refresh, export, bulk actions, the table and the pager.
 * `spam`: how many of this type are held as spam (the filter's own count).
 */
export function ListView({
  view,
  data,
  now,
  spam,
}: {
  view: DeskView
  data: ListData
  now: number
  spam: number
}) {
  const columns = COLUMNS[view.tab]
  const { page } = data
  return (
    <>
      <div className="border-border flex flex-col gap-3 border-b p-4 lg:flex-row lg:items-center">
        <SearchBox key={view.tab} view={view} placeholder={RECORD_INFO[view.tab].search} />
        <div className="flex flex-wrap items-center gap-2">
          <FilterSelect view={view} spam={spam} />
          <RefreshButton />
          <SudoLink href={exportHref(view)} className="btn btn-secondary flex-1 sm:flex-none">
            <Icon icon={Download} className="size-4" />
            Export CSV
          </SudoLink>
        </div>
      </div>

      <BulkBar view={view} total={page.total} />

      <p role="status" className="sr-only">
        {listCopy.found(page.total)}
      </p>

      <div
        role="region"
        aria-label={RECORD_INFO[view.tab].label}
        tabIndex={0}
        className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
      >
        <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[56rem]">
          <caption className="sr-only">{RECORD_INFO[view.tab].label}</caption>
          <thead className="bg-surface text-fg-muted text-xs tracking-wide uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="w-12 py-3 pl-4">
                <span className="sr-only">Select</span>
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="text-fg-muted px-4 py-12 text-center">
                  <span className="text-fg-subtle mb-2 flex justify-center">
                    <Icon icon={Inbox} className="size-6" />
                  </span>
                  {emptyText(view)}
                </td>
              </tr>
            ) : data.type === 'applications' ? (
              data.page.rows.map((row) => (
                <ApplicationRow key={row.id} row={row} view={view} now={now} call={data.calls[row.id]} />
              ))
            ) : data.type === 'comments' ? (
              data.page.rows.map((row) => (
                <CommentRow key={row.id} row={row} view={view} now={now} call={data.calls[row.id]} />
              ))
            ) : (
              data.page.rows.map((row) => (
                <MessageRow key={row.id} row={row} view={view} now={now} call={data.calls[row.id]} />
              ))
            )}
          </tbody>
        </table>
      </div>

      {page.pageCount > 1 ? <Pager view={view} page={page} /> : null}
    </>
  )
}
