import Link from 'next/link'
import { PanelHeader } from '@/components/ui/panel-header'
import { contentCopy } from '@/content/desk/content'
import type { Entry, Revision } from '@/server/content/entries'
import { stateLabel } from './content-panel'
import type { Comparison } from './load'
import { RevisionCompare } from './revision-compare'
import { RevisionsList } from './revisions-list'

/**
 * The page around a content editor: the way back to the list, the entry's title and state (with
 * its address when live), the editor, the entry's revisions, and one of them compared with the
 * current text when asked.
 */
export function EditorPage({
  entry,
  revisions,
  comparison,
  path,
  title,
  newTitle,
  livePath,
  children,
}: {
  entry: Entry | null
  revisions: Revision[]
  /** a revision chosen to compare with the current text (`?compare=`) */
  comparison: Comparison | null
  /** the editor's own address */
  path: string
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
      {entry ? <RevisionsList entryId={entry.id} revisions={revisions} path={path} /> : null}
      {entry && comparison ? (
        <RevisionCompare
          revision={comparison.revision}
          then={comparison.data}
          now={entry.draft}
          closeHref={path}
        />
      ) : null}
    </div>
  )
}
