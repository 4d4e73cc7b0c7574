'use client'

import { useId, useRef } from 'react'
import { recordFormCopy } from '@/content/desk/forms'
import { NOTE_MAX_CHARS } from '@/lib/constants'
import { saveNoteAction } from '../actions'
import type { RecordType } from '@/lib/vocabulary'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'

/** A private note on the record; what was typed stays when it is refused. */
export function NoteForm({ tab, id }: { tab: RecordType; id: string }) {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(saveNoteAction, {
    onSuccess: () => form.current?.reset(),
  })
  const error = state.status === 'error' ? state.fieldErrors?.note : undefined
  const kept = state.status === 'error' ? state.values?.note : undefined
  return (
    <form ref={form} action={formAction} className="grid gap-2" aria-busy={pending || undefined}>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="id" value={id} />
      <Field
        id={`${uid}-note`}
        label="Private note"
        hint={recordFormCopy.noteHint(NOTE_MAX_CHARS.toLocaleString('en-IN'))}
        error={error}
      >
        <textarea
          {...fieldProps(`${uid}-note`, error, true)}
          key={kept ?? ''}
          name="note"
          rows={3}
          required
          maxLength={NOTE_MAX_CHARS}
          defaultValue={kept}
          className={fieldClass}
          placeholder={recordFormCopy.notePlaceholder}
        />
      </Field>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : 'Add note'}
      </button>
    </form>
  )
}
