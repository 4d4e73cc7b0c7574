'use client'

import { useRef } from 'react'
import { cn } from '@/lib/cn'
import { updateStatusAction } from '../actions'
import { capitalize } from '../format'
import { RECORD_INFO } from '../records'
import { type RecordType } from '@/lib/vocabulary'
import { useDeskAction } from '../use-desk-action'
import { STATUS_TONE, controlClass } from '../ui'

/**
 * A record's status: choosing one saves it at once, in one request whose answer carries the
 * updated page.
 */
export function StatusSelect({
  tab,
  id,
  status,
  name,
}: {
  tab: RecordType
  id: string
  status: string
  /** Whose record, for the accessible name: "Status for Priya Sharma". */
  name: string
}) {
  const select = useRef<HTMLSelectElement>(null)
  const { formAction, pending } = useDeskAction(updateStatusAction, {
    // A refused change puts the saved status back in the box.
    onError: () => {
      if (select.current) select.current.value = status
    },
  })
  return (
    <form action={formAction} className="inline-flex items-center gap-2" aria-busy={pending || undefined}>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="ids" value={id} />
      <span className="relative inline-flex items-center">
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute left-3 size-2 rounded-full',
            STATUS_TONE[status] ?? 'bg-fg-subtle',
          )}
        />
        <select
          key={status}
          ref={select}
          name="status"
          aria-label={`Status for ${name}`}
          defaultValue={status}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className={cn(controlClass, 'min-w-32 pl-7', pending ? 'cursor-progress' : 'cursor-pointer')}
        >
          {RECORD_INFO[tab].statuses.map((s) => (
            <option key={s} value={s}>
              {capitalize(s)}
            </option>
          ))}
        </select>
      </span>
    </form>
  )
}
