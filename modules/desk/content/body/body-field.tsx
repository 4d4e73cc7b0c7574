'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { bodyEditorCopy as copy } from '@/content/desk/body-editor'
import { contentCopy } from '@/content/desk/content'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { fieldClass } from '../../field'
import type { RichBodyProps } from './rich-body'

// The article's Body: rich text once the editor's script has come (a lazy import, so the desk's
// other pages and every public page go without it), Markdown in a text area before that, without
// JavaScript, and whenever the writer asks for it. Either way the form sends a field named `body`
// holding Markdown, and every change reaches the form as an `input` event, as typing in any other
// field does, so the backup, the automatic save and whatever else listens to the form hear of it.

type RichBody = React.ComponentType<RichBodyProps>
/** The rich editor once loaded: a body drawn again (a restore) shows it at once. */
let loaded: RichBody | null = null

export type BodyReset = { n: number; body: string }

export function BodyField({
  uid,
  defaultValue,
  error,
  reset,
}: {
  uid: string
  defaultValue: string
  error?: string
  /** A body put back from elsewhere (a backup, a revision): the editor starts again from it. */
  reset?: BodyReset
}) {
  const id = `${uid}-body`
  const labelId = `${id}-label`
  const current = useRef(defaultValue)
  const hidden = useRef<HTMLInputElement>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  const [Rich, setRich] = useState<RichBody | null>(() => loaded)
  const [markdownMode, setMarkdownMode] = useState(false)
  /** What the editor or the text area (re)starts from, and a count that draws it anew. */
  const [view, setView] = useState({ version: 0, start: defaultValue })
  const restart = (start: string) => setView((v) => ({ version: v.version + 1, start }))

  useEffect(() => {
    if (loaded) return
    void import('./rich-body').then((m) => {
      loaded = m.default
      // What was typed in the text area while the editor loaded goes into it.
      if (area.current) current.current = area.current.value
      setView((v) => ({ version: v.version + 1, start: current.current }))
      setRich(() => m.default)
    })
  }, [])

  const lastReset = useRef(reset?.n)
  useEffect(() => {
    if (!reset || reset.n === lastReset.current) return
    lastReset.current = reset.n
    current.current = reset.body
    if (area.current) area.current.value = reset.body
    if (hidden.current) hidden.current.value = reset.body
    setView((v) => ({ version: v.version + 1, start: reset.body }))
  }, [reset])

  const onMarkdown = useCallback((markdown: string) => {
    current.current = markdown
    if (!hidden.current) return
    hidden.current.value = markdown
    hidden.current.dispatchEvent(new Event('input', { bubbles: true }))
  }, [])

  const rich = Rich !== null && !markdownMode
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const toggle = () => {
    if (area.current) current.current = area.current.value
    setMarkdownMode(!markdownMode)
    restart(current.current)
  }

  return (
    <div className="grid content-start gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label
          id={labelId}
          htmlFor={rich ? undefined : id}
          className="text-sm font-medium"
          onClick={() =>
            rich ? document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus() : undefined
          }
        >
          Body
        </label>
        {Rich ? (
          <button type="button" className="btn btn-secondary min-h-11 text-sm" onClick={toggle}>
            {markdownMode ? copy.toRichText : copy.toMarkdown}
          </button>
        ) : null}
      </div>
      {rich ? (
        <>
          <input ref={hidden} type="hidden" name="body" defaultValue={view.start} />
          <Rich
            key={view.version}
            initial={view.start}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            onMarkdown={onMarkdown}
          />
        </>
      ) : (
        <textarea
          key={view.version}
          ref={area}
          {...fieldProps(id, error, true)}
          name="body"
          rows={24}
          defaultValue={view.start}
          onChange={(e) => (current.current = e.currentTarget.value)}
          className={cn(fieldClass, 'font-mono leading-relaxed')}
        />
      )}
      <p id={`${id}-hint`} className="text-fg-muted text-xs">
        {rich ? copy.richHint : Rich ? contentCopy.bodyHint : `${contentCopy.bodyHint} ${copy.loading}`}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-violet text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  )
}
