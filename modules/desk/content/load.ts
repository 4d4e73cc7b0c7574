import 'server-only'
import type { ContentKind } from '@/lib/content-kinds'
import { forDesk } from '@/modules/desk/load'
import { getEntry, getRevisionData, listRevisions } from '@/server/content/entries'

/** A revision to compare with the entry's current text: its number and its data. */
export type Comparison = { revision: number; data: Record<string, unknown> }

/**
 * The entry an editor page opens (`new`: none yet) with its revisions; 'missing' when the id is
 * of no entry of that kind; with `compare`, that revision's data too; null when the desk shows something else (signed out, the database away).
 */
export async function loadEditorEntry(id: string, kind: ContentKind, compare?: string) {
  const loaded = await forDesk(async () => {
    if (id === 'new') return { entry: null, revisions: [], comparison: null }
    const revisions = await listRevisions(id)
    const chosen = compare ? revisions.find((r) => r.id === compare) : undefined
    const data = chosen ? await getRevisionData(id, chosen.id) : null
    const comparison: Comparison | null = chosen && data ? { revision: chosen.revision, data } : null
    return { entry: await getEntry(id), revisions, comparison }
  })
  if (!loaded) return null
  if (id !== 'new' && loaded.entry?.kind !== kind) return 'missing' as const
  return loaded
}
