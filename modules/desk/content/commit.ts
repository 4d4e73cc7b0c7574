import 'server-only'
import { failed, succeeded, type ActionState } from '@/lib/forms/action-state'
import { formatCallTime } from '@/lib/call-time'
import type { ContentKind } from '@/lib/content-kinds'
import type { AdminContext } from '@/server/auth/admin-guard'
import { saveEntry, unpublishEntry, type Change, type Entry } from '@/server/content/entries'
import { showChange } from '@/server/content/publish'

// What every content editor's action does once its form is checked: save the change against the
// revision the editor started from, show it on the site, put it on the audit trail, and answer
// the editor. A save another tab overtook writes nothing and hands back the saved version.

/** What an editor sent: the entry it edits, the revision it started from, what it asks for. */
export type EditorForm = { id: string; revision: number; intent: string; auto?: string }

/** The editor's answer after a save: the revision it now edits, and where. */
const savedState = (message: string, entry: Entry) =>
  succeeded(message, { id: entry.id, revision: String(entry.revision), slug: entry.slug, state: entry.state })

/**
 * Another save came first: nothing is written, what was typed stays, and the saved version
 * (`theirs`, named by `theirs_` fields the editor shows beside its own) comes back with it.
 */
function conflict(
  noun: string,
  values: Record<string, string>,
  current: Entry | null,
  theirs: (entry: Entry) => Record<string, string>,
): ActionState {
  if (!current) return failed(`This ${noun} was deleted since you opened it.`, { values })
  return failed(
    `This ${noun} was saved elsewhere (another tab or window) at ${formatCallTime(current.updatedAt)} by ` +
      `${current.updatedBy ?? 'someone'}, after you opened it. Nothing was overwritten: your text is below, ` +
      'the saved version beside it. Copy what you need, then reload to go on from the saved version.',
    {
      values: {
        ...values,
        ...Object.fromEntries(Object.entries(theirs(current)).map(([k, v]) => [`theirs_${k}`, v])),
        theirs_revision: String(current.revision),
      },
    },
  )
}

type Commit = {
  kind: ContentKind
  /** what the editor calls it, in messages: "article", "role" */
  noun: string
  form: EditorForm
  before: Entry | null
  admin: AdminContext
  /** the fields as typed, put back in the form when the save is refused */
  values: Record<string, string>
  /** the saved version's fields shown beside the typed ones on a conflict */
  theirs: (entry: Entry) => Record<string, string>
  /** what the editor says once it is done */
  message: string
}

/** Saves (as a draft, a publish or a schedule) and shows the change; the editor's answer. */
export async function commitChange(
  c: Commit & {
    slug: string
    data: Record<string, unknown>
    event: Change['event']
    publishAt?: string | null
  },
): Promise<ActionState> {
  const result = await saveEntry({
    kind: c.kind,
    id: c.before?.id ?? null,
    revision: c.form.revision,
    slug: c.slug,
    data: c.data,
    event: c.event,
    publishAt: c.publishAt ?? null,
    author: c.admin.email,
  })
  if (!result.ok) return conflict(c.noun, c.values, result.current, c.theirs)
  await showChange(result.before, result.entry)
  if (c.event !== 'autosave')
    await c.admin.audit({
      action: 'content_changed',
      target: `${c.kind}:${result.entry.id}`,
      detail: { op: c.form.intent, slug: c.slug, revision: result.entry.revision },
    })
  return savedState(c.message, result.entry)
}

/** Takes a live entry down (an article unpublished, a role closed); the editor's answer. */
export async function takeDown(c: Commit): Promise<ActionState> {
  if (!c.before?.published) return failed(`This ${c.noun} is not live.`, { values: c.values })
  const result = await unpublishEntry(c.before.id, c.form.revision, c.admin.email)
  if (!result.ok) return conflict(c.noun, c.values, result.current, c.theirs)
  await showChange(result.before, result.entry)
  await c.admin.audit({
    action: 'content_changed',
    target: `${c.kind}:${c.before.id}`,
    detail: { op: c.form.intent, slug: c.before.slug },
  })
  return savedState(c.message, result.entry)
}
