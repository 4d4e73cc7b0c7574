import { notFound } from 'next/navigation'
import type { Job } from '@/content/schema'
import { contentCopy } from '@/content/desk/content'
import { EditorPage } from '@/modules/desk/content/editor-page'
import { loadEditorEntry } from '@/modules/desk/content/load'
import { RoleEditor } from '@/modules/desk/content/role-editor'
import { roleFields } from '@/modules/desk/content/role-model'
import { deskMetadata } from '@/modules/desk/load'

export const generateMetadata = () => deskMetadata()

/** One role in the editor (`new`: a new one), with its revisions. */
export default async function DeskRolePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ compare?: string }>
}) {
  const [{ id }, { compare }] = await Promise.all([params, searchParams])
  const loaded = await loadEditorEntry(id, 'role', typeof compare === 'string' ? compare : undefined)
  if (!loaded) return null
  if (loaded === 'missing') notFound()
  const { entry, revisions, comparison } = loaded
  const fields = {
    id: entry?.id ?? '',
    revision: entry?.revision ?? 0,
    ...roleFields((entry?.draft ?? {}) as Partial<Job>),
  }
  return (
    <EditorPage
      entry={entry}
      revisions={revisions}
      comparison={comparison}
      path={`/admin-dashboard/content/roles/${id}`}
      title={fields.title}
      newTitle={contentCopy.roleNew}
      livePath="/careers"
    >
      <RoleEditor role={fields} live={entry?.published != null} />
    </EditorPage>
  )
}
