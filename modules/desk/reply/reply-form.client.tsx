'use client'

import { Send } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { sendReply } from './actions'
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../schema'
import { controlClass } from '../ui'
import { useDeskAction } from '../use-desk-action'

export type Draft = { subject: string; body: string }
export type TemplateDraft = Draft & { id: string; name: string }

const fieldClass =
  'border-border-strong bg-bg text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-violet block w-full rounded-xl border px-3.5 py-2.5 text-sm'

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
  const { state, formAction, pending } = useDeskAction(sendReply, {
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
        Reply
      </h3>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm">
        <span className="text-fg-muted">To </span>
        <span className="font-medium [overflow-wrap:anywhere]">{to}</span>
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={`${uid}-template`} className="text-sm font-medium">
          Template
        </label>
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
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${uid}-subject`} className="text-sm font-medium">
          Subject
        </label>
        <input
          id={`${uid}-subject`}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          value={draft.subject}
          onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${uid}-subject-error` : undefined}
          className={cn(fieldClass, 'min-h-11')}
        />
        {errors.subject ? (
          <p id={`${uid}-subject-error`} className="text-violet text-sm font-medium">
            {errors.subject}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${uid}-body`} className="text-sm font-medium">
          Message
        </label>
        <textarea
          id={`${uid}-body`}
          name="body"
          required
          rows={12}
          maxLength={REPLY_BODY_MAX}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${uid}-body-error` : undefined}
          className={cn(fieldClass, 'font-mono leading-relaxed')}
        />
        {errors.body ? (
          <p id={`${uid}-body-error`} className="text-violet text-sm font-medium">
            {errors.body}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary w-fit" disabled={pending}>
        <Send className="size-4" aria-hidden />
        {pending ? 'Sending...' : 'Send reply'}
      </button>
    </form>
  )
}
