'use client'

import { Trash } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { bulkCopy } from '@/content/desk/forms'
import { cn } from '@/lib/cn'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { bulkUpdateAction } from '../bulk/actions'
import { capitalize } from '../format'
import { countOf, RECORD_INFO } from '../records'
import { controlClass } from '../ui'
import { useDeskAction } from '../use-desk-action'
import type { DeskView } from '../view'
import { BULK_FORM_ID } from './select-box'

/** The bulk choices that are more than a status, as the confirmation names them. */
const BULK_CHOICES: Record<string, string> = {
  [`${SPAM_STATUS}:address`]: 'Spam, and block their addresses',
  [`${SPAM_STATUS}:domain`]: 'Spam, and block their domains',
}

const rowBoxes = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>(`input[data-select-row][form="${BULK_FORM_ID}"]`))

/**
 * Bulk actions over the rows' selection boxes (which belong to this form from inside the table):
 * select rows one by one, the whole page, or every row matching the search and filter; then set
 * a status or delete, after a confirmation that says how many.
 */
export function BulkBar({ view, total }: { view: DeskView; total: number }) {
  const [selected, setSelected] = useState(0)
  const [onPage, setOnPage] = useState(0)
  const [all, setAll] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const clear = () => {
    for (const box of rowBoxes()) box.checked = false
    setAll(false)
    setSelected(0)
  }
  const { formAction, pending } = useDeskAction(bulkUpdateAction, { onSuccess: clear })

  useEffect(() => {
    const count = () => {
      const boxes = rowBoxes()
      setOnPage(boxes.length)
      setSelected(boxes.filter((b) => b.checked).length)
    }
    count()
    document.addEventListener('change', count)
    return () => document.removeEventListener('change', count)
  }, [view])

  const chosen = all ? total : selected
  const noun = countOf(view.tab, chosen)
  const selectPage = (checked: boolean) => {
    for (const box of rowBoxes()) box.checked = checked
    setSelected(checked ? onPage : 0)
    if (!checked) setAll(false)
  }

  return (
    <form
      id={BULK_FORM_ID}
      ref={form}
      action={formAction}
      aria-label="Bulk actions"
      aria-busy={pending || undefined}
      className="border-border bg-surface/50 flex flex-wrap items-center gap-2 border-b px-4 py-2 text-sm"
      onSubmit={(e) => {
        const op = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value')
        const status = new FormData(e.currentTarget).get('status')
        const question =
          op === 'delete'
            ? bulkCopy.confirmDelete(noun)
            : bulkCopy.confirmStatus(noun, BULK_CHOICES[String(status)] ?? capitalize(String(status ?? '')))
        if (pending || chosen === 0 || !window.confirm(question)) e.preventDefault()
      }}
    >
      <input type="hidden" name="tab" value={view.tab} />
      {all ? (
        <>
          <input type="hidden" name="all" value="1" />
          <input type="hidden" name="q" value={view.q} />
          <input type="hidden" name="filter" value={view.status} />
        </>
      ) : null}
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 pr-2 font-medium">
        <input
          type="checkbox"
          className="accent-accent size-4.5"
          checked={onPage > 0 && selected === onPage}
          onChange={(e) => selectPage(e.target.checked)}
          disabled={onPage === 0}
        />
        Select page
      </label>
      <span role="status" className="text-fg-muted tabular-nums">
        {chosen ? bulkCopy.selected(noun) : ''}
      </span>
      {selected === onPage && onPage > 0 && total > onPage ? (
        <button
          type="button"
          className="text-accent min-h-11 px-2 font-semibold underline-offset-4 hover:underline"
          aria-pressed={all}
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Only this page' : `Select all ${total.toLocaleString('en-IN')} matching`}
        </button>
      ) : null}
      <span className={cn('ml-auto flex flex-wrap items-center gap-2', chosen === 0 && 'opacity-60')}>
        <select
          name="status"
          aria-label="New status for the selection"
          className={cn(controlClass, 'min-w-32')}
        >
          {RECORD_INFO[view.tab].statuses.map((s) => (
            <option key={s} value={s}>
              {capitalize(s)}
            </option>
          ))}
          <optgroup label="Spam, and block">
            {Object.entries(BULK_CHOICES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </optgroup>
        </select>
        <button
          type="submit"
          name="op"
          value="status"
          className="btn btn-secondary"
          aria-disabled={chosen === 0}
        >
          Set status
        </button>
        <button type="submit" name="op" value="delete" className="btn btn-ghost" aria-disabled={chosen === 0}>
          <Icon icon={Trash} className="size-4" />
          Delete selected
        </button>
      </span>
    </form>
  )
}
