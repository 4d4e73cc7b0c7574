import { ChevronLeft, ChevronRight } from 'lucide'
import Link from 'next/link'
import { listCopy } from '@/content/desk/lists'
import type { Page } from '../records'
import { deskHref, type DeskView } from '../view'
import { Icon } from '@/components/ui/icon'

/**
 * A step to the previous or next page, its chevron on the side it leads to; shown greyed out
 * (and not a link) where there is no such page. The audit trail's pages use it too.
 */
export function PageStep({
  href,
  rel,
  children,
}: {
  href: string | null
  rel: 'prev' | 'next'
  children: React.ReactNode
}) {
  const content = (
    <>
      {rel === 'prev' ? <Icon icon={ChevronLeft} className="size-4" /> : null}
      {children}
      {rel === 'next' ? <Icon icon={ChevronRight} className="size-4" /> : null}
    </>
  )
  return href ? (
    <Link href={href} prefetch={false} rel={rel} className="btn btn-secondary px-3">
      {content}
    </Link>
  ) : (
    <span aria-disabled="true" className="btn btn-secondary cursor-not-allowed px-3 opacity-50">
      {content}
    </span>
  )
}

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
      <p className="text-fg-muted text-sm tabular-nums">{listCopy.showing(from, to, page.total)}</p>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <PageStep href={previous} rel="prev">
          Previous
        </PageStep>
        <span className="px-2 text-sm font-medium tabular-nums">
          {listCopy.page(page.page, page.pageCount)}
        </span>
        <PageStep href={next} rel="next">
          Next
        </PageStep>
      </div>
    </nav>
  )
}
