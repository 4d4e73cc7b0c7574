import { ChevronLeft, ChevronRight } from 'lucide'
import Link from 'next/link'
import type { Page } from '../records'
import { deskHref, type DeskView } from '../view'
import { Icon } from '@/components/ui/icon'

const disabledClass = 'btn btn-secondary px-3 cursor-not-allowed opacity-50'

/** Previous/next by ten, with "Showing 11 to 20 of 34 results" and "Page 2 of 4"; shown only with more than one page. */
export function Pager({ view, page }: { view: DeskView; page: Page<unknown> }) {
  const from = (page.page - 1) * page.pageSize + 1
  const to = Math.min(page.page * page.pageSize, page.total)
  const previous = page.page > 1 ? deskHref(view, { page: page.page - 1 }) : null
  const next = page.page < page.pageCount ? deskHref(view, { page: page.page + 1 }) : null
  return (
    <nav
      aria-label="Pagination"
      className="border-border flex flex-col gap-3 border-t p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-fg-muted text-sm tabular-nums">{`Showing ${from} to ${to} of ${page.total} results`}</p>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        {previous ? (
          <Link href={previous} prefetch={false} rel="prev" className="btn btn-secondary px-3">
            <Icon icon={ChevronLeft} className="size-4" />
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            <Icon icon={ChevronLeft} className="size-4" />
            Previous
          </span>
        )}
        <span className="px-2 text-sm font-medium tabular-nums">{`Page ${page.page} of ${page.pageCount}`}</span>
        {next ? (
          <Link href={next} prefetch={false} rel="next" className="btn btn-secondary px-3">
            Next
            <Icon icon={ChevronRight} className="size-4" />
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            Next
            <Icon icon={ChevronRight} className="size-4" />
          </span>
        )}
      </div>
    </nav>
  )
}
