'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { blogCategories } from '@/content/schema'
import { contentCopy } from '@/content/desk/content'
import { IDLE } from '@/lib/forms/action-state'
import { cn } from '@/lib/cn'
import { slugify } from '@/lib/slugify'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { BodyField, type BodyReset } from './body/body-field'
import { EditorActions, EditorInput, TheirsPanel } from './editor-parts'
import { saveArticleAction } from './actions'
import { CoverPicker } from './cover-picker'
import { ARTICLE_FIELDS } from './schema'

/** Quiet time after the last keystroke before the draft saves itself. */
const AUTOSAVE_AFTER_MS = 3_000

export type ArticleFields = {
  id: string
  revision: number
  title: string
  slug: string
  summary: string
  body: string
  category: string
  tags: string
  author: string
  cover_alt: string
  cover_image: string
  publish_at: string
}

/**
 * What this browser kept for each editor when it was first opened in this page's life: read once,
 * after hydration (the server has no storage), so the text saved while typing never offers itself
 * back; set to null once saved.
 */
const keptAtOpening = new Map<string, string | null>()
const noSubscription = () => () => {}
const keptFor = (key: string) => {
  if (!keptAtOpening.has(key)) keptAtOpening.set(key, localStorage.getItem(key))
  return keptAtOpening.get(key) ?? null
}

/** One of the form's fields by name. */
const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement

const TEXT_FIELDS = ARTICLE_FIELDS

/**
 * The article editor: every field the article has, saved as a draft by itself a few seconds after
 * typing stops and by Save draft; Publish, Schedule and Unpublish save and act. What is typed is
 * also kept in this browser until it is saved, so a closed tab loses nothing. A save that another
 * tab overtook is refused, and the other version is shown beside this one.
 */
export function ArticleEditor({ article, live }: { article: ArticleFields; live: boolean }) {
  const uid = useId()
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const [id, setId] = useState(article.id)
  const [revision, setRevision] = useState(article.revision)
  const [autosaved, setAutosaved] = useState<string | null>(null)
  const [slugTouched, setSlugTouched] = useState(Boolean(article.slug))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const backupKey = `vantage-article:${article.id || 'new'}`
  const [bodyReset, setBodyReset] = useState<BodyReset>({ n: 0, body: '' })

  const saved = useCallback(
    (data: Record<string, string | string[]> | undefined) => {
      if (!data) return
      setRevision(Number(data.revision))
      localStorage.removeItem(backupKey)
      keptAtOpening.set(backupKey, null)
      if (!id && typeof data.id === 'string') {
        setId(data.id)
        // The address of the entry it now is, without a navigation: the editor stays as it is,
        // focus and caret included (a navigation would draw it anew under the writer's hands).
        window.history.replaceState(null, '', `/admin-dashboard/content/articles/${data.id}`)
      }
    },
    [backupKey, id],
  )
  const { state, formAction, pending } = useDeskAction(saveArticleAction, {
    onSuccess: (s) => {
      if (s.status === 'ok') saved(s.data)
      router.refresh()
    },
  })
  const refused = state.status === 'error' ? state : null
  const value = (field: (typeof TEXT_FIELDS)[number]) => refused?.values?.[field] ?? article[field]
  const error = (field: string) => refused?.fieldErrors?.[field]

  const autosave = useCallback(async () => {
    if (!form.current || !fieldOf(form.current, 'title').value.trim()) return
    const data = new FormData(form.current)
    data.set('intent', 'save')
    data.set('auto', '1')
    const result = await saveArticleAction(IDLE, data)
    if (result.status === 'ok') {
      saved(result.data)
      setAutosaved(new Date().toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' }))
    }
  }, [saved])

  /** Saves what is typed, then shows it in a new tab as it will be published. */
  const preview = async () => {
    const tab = window.open('', '_blank')
    clearTimeout(timer.current)
    await autosave()
    if (tab) tab.location.href = `/api/admin/preview?id=${encodeURIComponent(id)}`
  }

  const changed = () => {
    if (!form.current) return
    const fields = Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, String(new FormData(form.current!).get(f) ?? '')]),
    )
    localStorage.setItem(backupKey, JSON.stringify({ at: Date.now(), fields }))
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void autosave(), AUTOSAVE_AFTER_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const kept = useSyncExternalStore(
    noSubscription,
    () => keptFor(backupKey),
    () => null,
  )
  const [dismissed, setDismissed] = useState(false)
  const backup = useMemo(() => {
    if (!kept || dismissed) return null
    const { fields } = JSON.parse(kept) as { fields: Record<string, string> }
    return TEXT_FIELDS.some((f) => (fields[f] ?? '') !== String(article[f] ?? '')) ? fields : null
  }, [kept, dismissed, article])
  const restoreBackup = () => {
    for (const f of TEXT_FIELDS) {
      if (form.current && backup?.[f] !== undefined) fieldOf(form.current, f).value = backup[f]
    }
    if (backup?.body !== undefined) setBodyReset((r) => ({ n: r.n + 1, body: backup.body! }))
    setDismissed(true)
    changed()
  }

  // A revision restored below the editor is saved as the article's newest: the editor shows it.
  // (A save of this editor's own comes back with the revision it already holds.)
  const shown = useRef(article.revision)
  useEffect(() => {
    if (article.revision === shown.current) return
    shown.current = article.revision
    if (article.revision <= revision || !form.current) return
    for (const f of TEXT_FIELDS) fieldOf(form.current, f).value = String(article[f] ?? '')
    setRevision(article.revision)
    setBodyReset((r) => ({ n: r.n + 1, body: article.body }))
  }, [article, revision])

  const input = (
    name: (typeof TEXT_FIELDS)[number],
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <EditorInput
      uid={uid}
      name={name}
      label={label}
      error={error(name)}
      hint={extra.title}
      defaultValue={value(name)}
      {...extra}
      title={undefined}
    />
  )

  return (
    <form
      id="article-form"
      ref={form}
      action={formAction}
      onInput={changed}
      className="grid gap-4"
      aria-busy={pending || undefined}
      key={refused?.at}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      {backup ? (
        <p
          role="status"
          className="border-border bg-surface flex flex-wrap items-center gap-3 rounded-xl border p-3 text-sm"
        >
          This browser kept text you typed that was not saved.
          <button type="button" className="btn btn-secondary" onClick={restoreBackup}>
            Restore what I typed
          </button>
        </p>
      ) : null}
      {input('title', 'Title', {
        required: true,
        maxLength: 160,
        onChange: (e) => {
          if (!slugTouched && e.currentTarget.form)
            fieldOf(e.currentTarget.form, 'slug').value = slugify(e.currentTarget.value)
        },
      })}
      {input('slug', 'Slug', {
        maxLength: 80,
        title: 'The address: /blog/<slug>. Made from the title until you change it.',
        onChange: () => setSlugTouched(true),
      })}
      <Field id={`${uid}-summary`} label="Summary" error={error('summary')}>
        <textarea
          {...fieldProps(`${uid}-summary`, error('summary'))}
          name="summary"
          rows={2}
          maxLength={300}
          defaultValue={value('summary')}
          className={fieldClass}
        />
      </Field>
      <BodyField uid={uid} defaultValue={value('body')} error={error('body')} reset={bodyReset} />
      <TheirsPanel uid={uid} title={refused?.values?.theirs_title} body={refused?.values?.theirs_body} />
      <Field id={`${uid}-category`} label="Category" error={error('category')}>
        <select
          {...fieldProps(`${uid}-category`, error('category'))}
          name="category"
          defaultValue={value('category')}
          className={cn(fieldClass, 'min-h-11')}
        >
          {blogCategories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      {input('tags', 'Tags', { maxLength: 400, title: 'Separated by commas.' })}
      {input('author', 'Author', { maxLength: 120, title: 'Name, and role after a comma.' })}
      <CoverPicker id={`${uid}-cover`} defaultValue={value('cover_image')} error={error('cover_image')} />
      {input('cover_alt', 'Cover image description', {
        maxLength: 200,
        title: 'What the cover shows, for readers who cannot see it. None needed for the generated art.',
      })}
      {input('publish_at', 'Publish at', { type: 'datetime-local', title: contentCopy.publishAtHint })}
      <EditorActions
        pending={pending}
        takeDown={live ? { intent: 'unpublish', label: 'Unpublish' } : undefined}
        status={
          <span role="status" className="text-fg-muted text-sm">
            {autosaved ? `${contentCopy.autosaved} at ${autosaved}` : ''}
          </span>
        }
      >
        {id ? (
          <button type="button" className="btn btn-secondary" onClick={() => void preview()}>
            Preview
          </button>
        ) : null}
        <button type="submit" name="intent" value="schedule" className="btn btn-secondary" disabled={pending}>
          Schedule
        </button>
      </EditorActions>
    </form>
  )
}
