'use client'

import { Send } from 'lucide'
import { useId, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { recordFormCopy } from '@/content/desk/forms'
import { cn } from '@/lib/cn'
import { sendReplyAction } from './actions'
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '@/lib/constants'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { controlClass } from '../ui'
import { useDeskAction } from '../use-desk-action'

export type Draft = { subject: string; body: string }
export type TemplateDraft = Draft & { id: string; name: string }

/**
 * The reply composer: subject prefilled, the original quoted, a template replaces both. What was
 * typed stays when sending is refused; after a send the composer starts again.
 */
export function ReplyForm({
  tab,
  id,
  to,
  blank,
  templates,
}: {
  tab: 'messages' | 'applications'
  id: string
  to: string
  blank: Draft
  templates: TemplateDraft[]
}) {
  const uid = useId()
  const [draft, setDraft] = useState<Draft>(blank)
  const [template, setTemplate] = useState('')
  const { state, formAction, pending } = useDeskAction(sendReplyAction, {
    onSuccess: () => {
      setDraft(blank)
      setTemplate('')
    },
  })
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}

  const choose = (templateId: string) => {
    setTemplate(templateId)
    const chosen = templates.find((t) => t.id === templateId)
    setDraft(chosen ?? blank)
  }

  return (
    <form
      action={formAction}
      className="grid gap-3"
      aria-busy={pending || undefined}
      aria-labelledby={`${uid}-title`}
    >
      <h3 id={`${uid}-title`} className="text-fg-muted text-sm font-semibold tracking-wide uppercase">
        {recordFormCopy.replyTitle}
      </h3>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm">
        <span className="text-fg-muted">To </span>
        <span className="font-medium [overflow-wrap:anywhere]">{to}</span>
      </p>
      <Field id={`${uid}-template`} label="Template">
        <select
          id={`${uid}-template`}
          value={template}
          onChange={(e) => choose(e.target.value)}
          className={cn(controlClass, 'w-full sm:w-80')}
        >
          <option value="">No template</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${uid}-subject`} label="Subject" error={errors.subject}>
        <input
          {...fieldProps(`${uid}-subject`, errors.subject)}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          value={draft.subject}
          onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
          className={cn(fieldClass, 'min-h-11')}
        />
      </Field>
      <Field id={`${uid}-body`} label="Your reply" error={errors.body}>
        <textarea
          {...fieldProps(`${uid}-body`, errors.body)}
          name="body"
          required
          rows={12}
          maxLength={REPLY_BODY_MAX}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          className={cn(fieldClass, 'font-mono leading-relaxed')}
        />
      </Field>
      <button type="submit" className="btn btn-primary w-fit" disabled={pending}>
        <Icon icon={Send} className="size-4" />
        {pending ? 'Sending...' : 'Send reply'}
      </button>
    </form>
  )
}
