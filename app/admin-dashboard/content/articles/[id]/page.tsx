import { notFound } from 'next/navigation'
import type { Post } from '@/content/schema'
import { contentCopy } from '@/content/desk/content'
import { toNewDelhiLocal } from '@/lib/new-delhi-time'
import { ArticleEditor, type ArticleFields } from '@/modules/desk/content/article-editor'
import { EditorPage } from '@/modules/desk/content/editor-page'
import { loadEditorEntry } from '@/modules/desk/content/load'
import { ARTICLE_FORM_ID } from '@/modules/desk/content/schema'
import { SeoPanel } from '@/modules/desk/content/seo-panel'
import { absoluteUrl } from '@/lib/seo'
import { deskMetadata } from '@/modules/desk/load'
import { mediaRefValue } from '@/lib/media'
import { companyFacts } from '@/server/content/collections'

export const generateMetadata = () => deskMetadata()

/** One article in the editor (`new`: a new one), the SEO panel beside it, and its revisions. */
export default async function DeskArticlePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ compare?: string }>
}) {
  const [{ id }, { compare }] = await Promise.all([params, searchParams])
  const loaded = await loadEditorEntry(id, 'article', typeof compare === 'string' ? compare : undefined)
  if (!loaded) return null
  if (loaded === 'missing') notFound()
  const { entry, revisions, comparison } = loaded
  const draft = (entry?.draft ?? {}) as Partial<Post>
  const fields: ArticleFields = {
    id: entry?.id ?? '',
    revision: entry?.revision ?? 0,
    title: draft.title ?? '',
    slug: entry?.slug ?? '',
    summary: draft.summary ?? '',
    body: draft.body ?? '',
    category: draft.category ?? 'Business Insights',
    tags: (draft.tags ?? []).join(', '),
    author: draft.author ?? '',
    cover_alt: draft.coverAlt ?? '',
    cover_image: draft.coverImage ? mediaRefValue(draft.coverImage) : '',
    publish_at: entry?.publishAt ? toNewDelhiLocal(entry.publishAt) : '',
  }
  return (
    <EditorPage
      entry={entry}
      revisions={revisions}
      comparison={comparison}
      path={`/admin-dashboard/content/articles/${id}`}
      title={fields.title}
      newTitle={contentCopy.editorNew}
      livePath={`/blog/${fields.slug}`}
    >
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ArticleEditor article={fields} live={entry?.published != null} />
        <div className="xl:sticky xl:top-4">
          <SeoPanel
            formId={ARTICLE_FORM_ID}
            siteUrl={absoluteUrl('/')}
            siteName={(await companyFacts()).name}
          />
        </div>
      </div>
    </EditorPage>
  )
}
