'use server'

import { failed, succeeded, type ActionState } from '@/lib/forms/action-state'
import { fromNewDelhiLocal, todayInNewDelhi } from '@/lib/new-delhi-time'
import { formatCallTime } from '@/lib/call-time'
import { adminAction } from '@/server/auth/admin-action'
import {
  getEntry,
  getRevisionData,
  saveEntry,
  slugTaken,
  unpublishEntry,
  type Entry,
} from '@/server/content/entries'
import { showChange } from '@/server/content/publish'
import type { Post } from '@/content/schema'
import { articleFromForm, publishProblems } from './article-model'
import { ARTICLE_FIELDS, articleFormSchema, restoreSchema, type ArticleForm } from './schema'

const SAVED: Record<ArticleForm['intent'], string> = {
  save: 'Draft saved.',
  publish: 'Published: the article is live.',
  schedule: 'Scheduled.',
  unpublish: 'Taken down: its address now leads to the blog.',
}

/** What the editor needs back after a save: the revision it now edits, and where. */
const savedState = (intent: ArticleForm['intent'], entry: Entry) =>
  succeeded(SAVED[intent], {
    id: entry.id,
    revision: String(entry.revision),
    slug: entry.slug,
    state: entry.state,
  })

/** Another save came first: nothing is written, what was typed stays, and the saved version is shown beside it. */
function conflict(form: ArticleForm, current: Entry | null): ActionState {
  const values = formValues(form)
  if (!current) return failed('This article was deleted since you opened it.', { values })
  const theirs = current.draft as Partial<Post>
  return failed(
    `This article was saved elsewhere (another tab or window) at ${formatCallTime(current.updatedAt)} by ` +
      `${current.updatedBy ?? 'someone'}, after you opened it. Nothing was overwritten: your text is below, ` +
      'the saved version beside it. Copy what you need, then reload to go on from the saved version.',
    {
      values: {
        ...values,
        theirs_title: String(theirs.title ?? ''),
        theirs_body: String(theirs.body ?? ''),
        theirs_revision: String(current.revision),
      },
    },
  )
}

/** The fields as typed, to put back in the form. */
function formValues(form: ArticleForm): Record<string, string> {
  return {
    ...Object.fromEntries(ARTICLE_FIELDS.map((f) => [f, form[f]])),
    id: form.id,
    revision: String(form.revision),
  }
}

/** Saves the article editor's form as a draft, or publishes, schedules or takes it down. */
export const saveArticleAction = adminAction(
  articleFormSchema,
  'Failed to save the article',
  async (form, admin) => {
    const before = form.id ? await getEntry(form.id) : null
    if (form.id && (!before || before.kind !== 'article')) return failed('That article no longer exists.')
    const values = formValues(form)

    if (form.intent === 'unpublish') {
      if (!before?.published) return failed('This article is not live.', { values })
      const result = await unpublishEntry(before.id, form.revision, admin.email)
      if (!result.ok) return conflict(form, result.current)
      await showChange(result.before, result.entry)
      await admin.audit({
        action: 'content_changed',
        target: `article:${before.id}`,
        detail: { op: 'unpublish', slug: before.slug },
      })
      return savedState('unpublish', result.entry)
    }

    const article = articleFromForm(form, (before?.draft as Partial<Post>) ?? null, todayInNewDelhi())
    const fieldErrors: Record<string, string> = {}
    if (!article.slug) fieldErrors.slug = 'Give the article a slug, or a title with letters or digits.'
    else if (await slugTaken('article', article.slug, before?.id ?? null))
      fieldErrors.slug = 'Another article has this slug: choose another.'
    if (form.intent === 'publish' || form.intent === 'schedule')
      Object.assign(fieldErrors, publishProblems(article))
    let publishAt: string | null = null
    if (form.intent === 'schedule') {
      const at = fromNewDelhiLocal(form.publish_at)
      if (!at) fieldErrors.publish_at = 'Give a date and time (New Delhi) to publish at.'
      else if (at.getTime() <= Date.now())
        fieldErrors.publish_at = 'Publish at must be in the future; to publish now, use Publish.'
      else publishAt = at.toISOString()
    }
    if (Object.keys(fieldErrors).length)
      return failed(Object.values(fieldErrors)[0]!, { fieldErrors, values })

    const event = form.intent === 'save' ? (form.auto ? 'autosave' : 'draft') : form.intent
    const result = await saveEntry({
      kind: 'article',
      id: before?.id ?? null,
      revision: form.revision,
      slug: article.slug,
      data: article,
      event,
      publishAt,
      author: admin.email,
    })
    if (!result.ok) return conflict(form, result.current)
    await showChange(result.before, result.entry)
    if (event !== 'autosave')
      await admin.audit({
        action: 'content_changed',
        target: `article:${result.entry.id}`,
        detail: { op: form.intent, slug: article.slug, revision: result.entry.revision },
      })
    return savedState(form.intent, result.entry)
  },
)

/** Puts a revision back into the editor as the working copy; it goes live only by Publish. */
export const restoreRevisionAction = adminAction(
  restoreSchema,
  'Failed to restore the revision',
  async (form, admin) => {
    const entry = await getEntry(form.id)
    const data = entry && (await getRevisionData(entry.id, form.revision_id))
    if (!entry || !data) return failed('That revision no longer exists.')
    const result = await saveEntry({
      kind: entry.kind,
      id: entry.id,
      revision: entry.revision,
      slug: entry.slug,
      data: { ...data, slug: entry.slug },
      event: 'restore',
      author: admin.email,
    })
    if (!result.ok) return failed('The article changed meanwhile: reload and restore again.')
    await admin.audit({
      action: 'content_changed',
      target: `${entry.kind}:${entry.id}`,
      detail: { op: 'restore', revision_id: form.revision_id },
    })
    return succeeded('Revision restored into the editor. Publish to make it live.', {
      revision: String(result.entry.revision),
    })
  },
)
