'use client'

import { useId, useRef } from 'react'
import { cn } from '@/lib/cn'
import { saveTemplate } from './actions'
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../schema'
import { useDeskAction } from '../use-desk-action'

const fieldClass =
  'border-border-strong bg-bg text-fg focus:border-accent aria-[invalid=true]:border-violet block w-full rounded-xl border px-3.5 py-2.5 text-sm'

type Template = { id?: string; name: string; subject: string; body: string }

/** One template's editor; a new one when it has no id. What was typed stays when it is refused. */
export function TemplateForm({ template, fixedName }: { template: Template; fixedName?: boolean }) {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(saveTemplate, {
    onSuccess: () => {
      if (!template.id) form.current?.reset()
    },
  })
  const refused = state.status === 'error' ? state : null
  const value = (field: keyof Template) => refused?.values?.[field] ?? template[field]
  const error = (field: string) => refused?.fieldErrors?.[field]
  return (
    <form
      ref={form}
      action={formAction}
      className="grid gap-3"
      aria-busy={pending || undefined}
      key={refused?.at}
    >
      {template.id ? <input type="hidden" name="id" value={template.id} /> : null}
      {fixedName ? (
        <input type="hidden" name="name" value={template.name} />
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={`${uid}-name`} className="text-sm font-medium">
            Name
          </label>
          <input
            id={`${uid}-name`}
            name="name"
            required
            maxLength={80}
            defaultValue={value('name')}
            className={cn(fieldClass, 'min-h-11')}
          />
        </div>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${uid}-subject`} className="text-sm font-medium">
          Subject
        </label>
        <input
          id={`${uid}-subject`}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={value('subject')}
          className={cn(fieldClass, 'min-h-11')}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${uid}-body`} className="text-sm font-medium">
          Text
        </label>
        <textarea
          id={`${uid}-body`}
          name="body"
          required
          rows={8}
          maxLength={REPLY_BODY_MAX}
          defaultValue={value('body')}
          aria-invalid={error('body') ? true : undefined}
          aria-describedby={error('body') ? `${uid}-error` : undefined}
          className={cn(fieldClass, 'font-mono leading-relaxed')}
        />
        {error('body') ? (
          <p id={`${uid}-error`} className="text-violet text-sm font-medium">
            {error('body')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : template.id ? 'Save template' : 'Add template'}
      </button>
    </form>
  )
}
