import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PanelHeader } from '@/components/ui/panel-header'
import { contentCopy } from '@/content/desk/content'
import type { Post } from '@/content/schema'
import { toNewDelhiLocal } from '@/lib/new-delhi-time'
import { ArticleEditor, type ArticleFields } from '@/modules/desk/content/article-editor'
import { RevisionsList } from '@/modules/desk/content/revisions-list'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { getEntry, listRevisions } from '@/server/content/entries'

export const generateMetadata = () => deskMetadata()

const EMPTY: ArticleFields = {
  id: '',
  revision: 0,
  title: '',
  slug: '',
  summary: '',
  body: '',
  category: 'Business Insights',
  tags: '',
  author: '',
  cover_alt: '',
  publish_at: '',
}

/** One article in the editor (`new`: a new one), with its revisions. */
export default async function DeskArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const loaded = await forDesk(async () =>
    id === 'new'
      ? { entry: null, revisions: [] }
      : { entry: await getEntry(id), revisions: await listRevisions(id) },
  )
  if (!loaded) return null
  const { entry, revisions } = loaded
  if (id !== 'new' && entry?.kind !== 'article') notFound()
  const draft = (entry?.draft ?? {}) as Partial<Post>
  const fields: ArticleFields = entry
    ? {
        id: entry.id,
        revision: entry.revision,
        title: draft.title ?? '',
        slug: entry.slug,
        summary: draft.summary ?? '',
        body: draft.body ?? '',
        category: draft.category ?? EMPTY.category,
        tags: (draft.tags ?? []).join(', '),
        author: draft.author ?? '',
        cover_alt: draft.coverAlt ?? '',
        publish_at: entry.publishAt ? toNewDelhiLocal(entry.publishAt) : '',
      }
    : EMPTY
  const live = entry?.published != null
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <p>
        <Link
          href="/admin-dashboard/content"
          className="text-accent text-sm underline-offset-4 hover:underline"
        >
          {contentCopy.back}
        </Link>
      </p>
      <PanelHeader
        level={2}
        title={entry ? contentCopy.editorTitle(fields.title) : contentCopy.editorNew}
        description={
          entry
            ? `${contentCopy.state[entry.state]}${live ? ` · ${contentCopy.live(`/blog/${entry.slug}`)}` : ''}`
            : undefined
        }
      />
      <ArticleEditor article={fields} live={live} />
      {entry ? <RevisionsList entryId={entry.id} revisions={revisions} /> : null}
    </div>
  )
}
