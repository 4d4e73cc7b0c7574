'use client'

import { useRouter } from 'next/navigation'
import { cn } from '@/lib/cn'
import { capitalize } from '../format'
import { RECORD_INFO } from '../records'
import { controlClass } from '../ui'
import { deskHref, type DeskView } from '../view'
import { DESK_PATH } from '@/lib/constants'
import { SPAM_STATUS, UNSURE_FILTER, UNSURE_LABEL } from '@/lib/vocabulary'

/**
 * The status filter: a GET form whose choice, once hydrated, applies at once. Without a choice the
 * list leaves spam out; spam is its own choice, with its count.
 */
export function FilterSelect({ view, spam }: { view: DeskView; spam: number }) {
  const router = useRouter()
  return (
    <form method="get" action={DESK_PATH} className="flex flex-1 gap-2 sm:flex-none">
      {view.tab !== 'applications' ? <input type="hidden" name="tab" value={view.tab} /> : null}
      {view.q ? <input type="hidden" name="q" value={view.q} /> : null}
      <select
        name="status"
        aria-label="Filter by status"
        defaultValue={view.status}
        key={`${view.tab}:${view.status}`}
        onChange={(e) => router.push(deskHref(view, { status: e.target.value, open: null }))}
        className={cn(controlClass, 'min-w-36 flex-1 sm:flex-none')}
      >
        <option value="">All but spam</option>
        <option value={UNSURE_FILTER}>{UNSURE_LABEL}</option>
        {RECORD_INFO[view.tab].statuses.map((s) => (
          <option key={s} value={s}>
            {s === SPAM_STATUS ? `Spam (${spam.toLocaleString('en-IN')})` : capitalize(s)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary">
          Apply
        </button>
      </noscript>
    </form>
  )
}
