import 'server-only'
import type { ContentKind } from '@/lib/content-kinds'
import { forDesk } from '@/modules/desk/load'
import { getEntry, listRevisions } from '@/server/content/entries'

/**
 * The entry an editor page opens (`new`: none yet) with its revisions; 'missing' when the id is
 * of no entry of that kind; null when the desk shows something else (signed out, the database away).
 */
export async function loadEditorEntry(id: string, kind: ContentKind) {
  const loaded = await forDesk(async () =>
    id === 'new'
      ? { entry: null, revisions: [] }
      : { entry: await getEntry(id), revisions: await listRevisions(id) },
  )
  if (!loaded) return null
  if (id !== 'new' && loaded.entry?.kind !== kind) return 'missing' as const
  return loaded
}
