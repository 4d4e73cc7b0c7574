import Form from 'next/form'
import { PanelHeader } from '@/components/ui/panel-header'
import { bodyEditorCopy } from '@/content/desk/body-editor'
import { contentCopy } from '@/content/desk/content'
import { formatCallTime } from '@/lib/call-time'
import type { Revision } from '@/server/content/entries'
import { ActionForm } from '../action-form'
import { restoreRevisionAction } from './actions'

/**
 * An entry's revisions, newest first, each with who and when, a button to compare it with the
 * current text (the page's address then says which: `?compare=`) and one to put it back in the editor.
 */
export function RevisionsList({
  entryId,
  revisions,
  path,
}: {
  entryId: string
  revisions: Revision[]
  /** the editor's address, which a comparison adds to */
  path: string
}) {
  return (
    <section aria-labelledby="revisions" className="grid gap-3">
      <PanelHeader id="revisions" title={contentCopy.revisionsTitle} />
      <ol className="divide-border border-border divide-y rounded-xl border">
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
            <span className="font-medium">
              {contentCopy.revisionEvent[r.event]} (revision {r.revision})
            </span>
            <span className="text-fg-muted">
              {formatCallTime(r.createdAt)}
              {r.author ? ` by ${r.author}` : ''}
            </span>
            {i > 0 ? (
              <Form action={path} scroll={false} className="ml-auto">
                <input type="hidden" name="compare" value={r.id} />
                <button
                  type="submit"
                  className="btn btn-secondary"
                  aria-label={bodyEditorCopy.compareLabel(r.revision)}
                >
                  {bodyEditorCopy.compare}
                </button>
              </Form>
            ) : null}
            {i > 0 ? (
              <ActionForm action={restoreRevisionAction} refresh>
                <input type="hidden" name="id" value={entryId} />
                <input type="hidden" name="revision_id" value={r.id} />
                <button
                  type="submit"
                  className="btn btn-secondary"
                  aria-label={`Restore revision ${r.revision}`}
                >
                  Restore
                </button>
              </ActionForm>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
