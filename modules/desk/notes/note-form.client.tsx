'use client'

import { useId, useRef } from 'react'
import { NOTE_MAX_CHARS } from '@/lib/constants'
import { saveNote } from '../actions'
import type { AdminTab } from '../tables'
import { useDeskAction } from '../use-desk-action'

/** A private note on the record; what was typed stays when it is refused. */
export function NoteForm({ tab, id }: { tab: AdminTab; id: string }) {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(saveNote, { onSuccess: () => form.current?.reset() })
  const error = state.status === 'error' ? state.fieldErrors?.note : undefined
  const kept = state.status === 'error' ? state.values?.note : undefined
  return (
    <form ref={form} action={formAction} className="grid gap-2" aria-busy={pending || undefined}>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`${uid}-note`} className="text-sm font-semibold">
        Private note
      </label>
      <textarea
        id={`${uid}-note`}
        key={kept ?? ''}
        name="note"
        rows={3}
        required
        maxLength={NOTE_MAX_CHARS}
        defaultValue={kept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${uid}-hint${error ? ` ${uid}-error` : ''}`}
        className="border-border-strong bg-bg text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-violet block w-full rounded-xl border px-3.5 py-2.5 text-sm"
        placeholder="Only administrators see notes."
      />
      <p id={`${uid}-hint`} className="text-fg-muted text-xs">
        {`Plain text, up to ${NOTE_MAX_CHARS.toLocaleString('en-IN')} characters. Shown on the timeline below.`}
      </p>
      {error ? (
        <p id={`${uid}-error`} className="text-violet text-sm font-medium">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Add note'}
      </button>
    </form>
  )
}
