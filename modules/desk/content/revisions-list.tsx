import { PanelHeader } from '@/components/ui/panel-header'
import { contentCopy } from '@/content/desk/content'
import { formatCallTime } from '@/lib/call-time'
import type { Revision } from '@/server/content/entries'
import { ActionForm } from '../action-form'
import { restoreRevisionAction } from './actions'

/** An entry's revisions, newest first, each with who and when, and a button to put it back in the editor. */
export function RevisionsList({ entryId, revisions }: { entryId: string; revisions: Revision[] }) {
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
              <ActionForm action={restoreRevisionAction} className="ml-auto">
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
