'use client'

import { useId, useRef } from 'react'
import { cn } from '@/lib/cn'
import { saveTemplateAction } from './actions'
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '@/lib/constants'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'

type Template = { id?: string; name: string; subject: string; body: string }

/** One template's editor; a new one when it has no id. What was typed stays when it is refused. */
export function TemplateForm({ template, fixedName }: { template: Template; fixedName?: boolean }) {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const { state, formAction, pending } = useDeskAction(saveTemplateAction, {
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
        <Field id={`${uid}-name`} label="Name" error={error('name')}>
          <input
            {...fieldProps(`${uid}-name`, error('name'))}
            name="name"
            required
            maxLength={80}
            defaultValue={value('name')}
            className={cn(fieldClass, 'min-h-11')}
          />
        </Field>
      )}
      <Field id={`${uid}-subject`} label="Subject" error={error('subject')}>
        <input
          {...fieldProps(`${uid}-subject`, error('subject'))}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={value('subject')}
          className={cn(fieldClass, 'min-h-11')}
        />
      </Field>
      <Field id={`${uid}-body`} label="Text" error={error('body')}>
        <textarea
          {...fieldProps(`${uid}-body`, error('body'))}
          name="body"
          required
          rows={8}
          maxLength={REPLY_BODY_MAX}
          defaultValue={value('body')}
          className={cn(fieldClass, 'font-mono leading-relaxed')}
        />
      </Field>
      <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
        {pending ? 'Saving...' : template.id ? 'Save template' : 'Add template'}
      </button>
    </form>
  )
}
