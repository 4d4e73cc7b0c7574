import { notFound } from 'next/navigation'
import { kindCopy } from '@/content/desk/kinds'
import { SINGLE_KINDS } from '@/lib/content-kinds'
import { EditorPage } from '@/modules/desk/content/editor-page'
import { KindEditor } from '@/modules/desk/content/kind-editor'
import { fieldsOf, formValuesOf } from '@/modules/desk/content/kind-fields'
import { kindOfPath } from '@/modules/desk/content/kinds'
import { loadEditorEntry } from '@/modules/desk/content/load'
import { deskMetadata } from '@/modules/desk/load'

export const generateMetadata = () => deskMetadata()

/**
 * One entry of the simpler kinds in the shared editor (`new`: a new one): a project, a
 * testimonial, a question, a service, a card, the company's facts or the figures.
 */
export default async function DeskKindPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; id: string }>
  searchParams: Promise<{ compare?: string }>
}) {
  const [{ kind: path, id }, { compare }] = await Promise.all([params, searchParams])
  const kind = kindOfPath(path)
  if (!kind) notFound()
  const single = SINGLE_KINDS.includes(kind)
  if (single && id === 'new') notFound()
  const loaded = await loadEditorEntry(id, kind, typeof compare === 'string' ? compare : undefined)
  if (!loaded) return null
  if (loaded === 'missing') notFound()
  const { entry, revisions, comparison } = loaded
  const copy = kindCopy[kind]
  const values = formValuesOf(kind, (entry?.draft ?? {}) as Record<string, unknown>)
  return (
    <EditorPage
      entry={entry}
      revisions={revisions}
      comparison={comparison}
      path={`/admin-dashboard/content/${path}/${id}`}
      title={single ? copy.title : values[copy.nameField] || copy.noun}
      newTitle={copy.newLabel ?? copy.title}
      livePath={copy.livePath}
    >
      <KindEditor
        kind={kind}
        path={path}
        entry={{ id: entry?.id ?? '', revision: entry?.revision ?? 0, values }}
        fields={fieldsOf(kind)}
        live={entry?.published != null}
        single={single}
      />
    </EditorPage>
  )
}
