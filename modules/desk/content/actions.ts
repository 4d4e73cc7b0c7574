'use server'

import { failed, succeeded } from '@/lib/forms/action-state'
import { fromNewDelhiLocal, todayInNewDelhi } from '@/lib/new-delhi-time'
import { adminAction } from '@/server/auth/admin-action'
import { getEntry, getRevisionData, saveEntry, slugTaken, type Entry } from '@/server/content/entries'
import type { Post } from '@/content/schema'
import { articleFromForm, publishProblems } from './article-model'
import { commitChange, takeDown } from './commit'
import { ARTICLE_FIELDS, articleFormSchema, restoreSchema, type ArticleForm } from './schema'

const SAVED: Record<ArticleForm['intent'], string> = {
  save: 'Draft saved.',
  publish: 'Published: the article is live.',
  schedule: 'Scheduled.',
  unpublish: 'Taken down: its address now leads to the blog.',
}

/** The fields as typed, to put back in the form. */
const formValues = (form: ArticleForm): Record<string, string> => ({
  ...Object.fromEntries(ARTICLE_FIELDS.map((f) => [f, form[f]])),
  id: form.id,
  revision: String(form.revision),
})

/** The saved version shown beside the typed one when another save came first. */
const theirs = (entry: Entry) => {
  const saved = entry.draft as Partial<Post>
  return { title: String(saved.title ?? ''), body: String(saved.body ?? '') }
}

/** Saves the article editor's form as a draft, or publishes, schedules or takes it down. */
export const saveArticleAction = adminAction(
  articleFormSchema,
  'Failed to save the article',
  async (form, admin) => {
    const before = form.id ? await getEntry(form.id) : null
    if (form.id && (!before || before.kind !== 'article')) return failed('That article no longer exists.')
    const common = {
      kind: 'article' as const,
      noun: 'article',
      form,
      before,
      admin,
      values: formValues(form),
      theirs,
      message: SAVED[form.intent],
    }
    if (form.intent === 'unpublish') return takeDown(common)

    const article = articleFromForm(form, (before?.draft as Partial<Post>) ?? null, todayInNewDelhi())
    const fieldErrors: Record<string, string> = {}
    if (!article.slug) fieldErrors.slug = 'Give the article a slug, or a title with letters or digits.'
    else if (article.slug === 'page')
      fieldErrors.slug = 'The slug “page” is kept for the blog’s own pages (/blog/page/2): choose another.'
    else if (await slugTaken('article', article.slug, before?.id ?? null))
      fieldErrors.slug = 'Another article has this slug: choose another.'
    if (form.intent === 'publish' || form.intent === 'schedule')
      Object.assign(fieldErrors, publishProblems(article))
    // Kept with a draft too, so the editor shows it again; it counts only for Schedule.
    let publishAt: string | null = fromNewDelhiLocal(form.publish_at)?.toISOString() ?? null
    if (form.intent === 'schedule') {
      const at = fromNewDelhiLocal(form.publish_at)
      if (!at) fieldErrors.publish_at = 'Give a date and time (New Delhi) to publish at.'
      else if (at.getTime() <= Date.now())
        fieldErrors.publish_at = 'Publish at must be in the future; to publish now, use Publish.'
      else publishAt = at.toISOString()
    }
    if (Object.keys(fieldErrors).length)
      return failed(Object.values(fieldErrors)[0]!, { fieldErrors, values: common.values })

    return commitChange({
      ...common,
      slug: article.slug,
      data: article,
      event: form.intent === 'save' ? (form.auto ? 'autosave' : 'draft') : form.intent,
      publishAt,
    })
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
