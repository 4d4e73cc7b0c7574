import Link from 'next/link'
import { PanelHeader } from '@/components/ui/panel-header'
import { contentCopy } from '@/content/desk/content'
import type { Entry, Revision } from '@/server/content/entries'
import { stateLabel } from './content-panel'
import { RevisionsList } from './revisions-list'

/**
 * The page around a content editor: the way back to the list, the entry's title and state (with
 * its address when live), the editor, and the entry's revisions.
 */
export function EditorPage({
  entry,
  revisions,
  title,
  newTitle,
  livePath,
  children,
}: {
  entry: Entry | null
  revisions: Revision[]
  title: string
  /** the heading of a new one: "New article" */
  newTitle: string
  /** where a live entry is seen */
  livePath: string
  children: React.ReactNode
}) {
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
        title={entry ? contentCopy.editorTitle(title) : newTitle}
        description={
          entry
            ? `${stateLabel(entry)}${entry.published != null ? ` · ${contentCopy.live(livePath)}` : ''}`
            : undefined
        }
      />
      {children}
      {entry ? <RevisionsList entryId={entry.id} revisions={revisions} /> : null}
    </div>
  )
}
