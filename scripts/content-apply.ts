// An import written: every checked entry in one transaction, so the store holds all of the folder
// or none of it. The command-line side of the store's writes, apart from the desk's saveEntry
// (server/content/entries.ts) because that one opens a transaction of its own per entry.
import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Insertable } from 'kysely'
import type { ContentKind, ContentState } from '@/lib/content-kinds'
import { recordAudit } from '@/server/audit'
import { getEntry, type Entry } from '@/server/content/entries'
import { now, writeTransaction, type Executor } from '@/server/db'
import type { ContentRevisionsTable } from '@/server/db/schema'
import type { ReadEntry } from './content-read'

/** Who the store, its revisions and the audit trail say made an imported change. */
export const CLI_ACTOR = 'cli'

/** Revisions written by one statement: well within either database's limit of parameters. */
const REVISIONS_PER_INSERT = 500

/** An entry the import created or changed. */
export type Applied = Pick<ReadEntry, 'kind' | 'slug' | 'status'> & {
  id: string
  revision: number
  created: boolean
}

/** What an entry's row holds after the import, beside its slug and counters. */
type Next = {
  state: ContentState
  draft: Record<string, unknown>
  published: Record<string, unknown> | null
  publish_at: string | null
  published_at: string | null
}

/**
 * The entry as the file's status makes it. `published` makes the file the live copy; when the live
 * copy already is the file, a newer working copy (an edit begun in the desk) is left as it is.
 * `scheduled` makes it the working copy that goes live at its time. `draft` makes it the working
 * copy, cancels a schedule and never takes a live entry down. `unpublished` takes it down.
 */
function nextOf(file: ReadEntry, before: Entry | null, at: string): Next {
  const { data } = file
  const live = before?.published ?? null
  const firstLive = before?.publishedAt ?? null
  switch (file.status) {
    case 'published':
      return {
        state: 'published',
        draft: live && isDeepStrictEqual(live, data) ? before!.draft : data,
        published: data,
        publish_at: null,
        published_at: firstLive ?? at,
      }
    case 'scheduled':
      return {
        state: 'scheduled',
        draft: data,
        published: live,
        publish_at: file.publishAt,
        published_at: firstLive,
      }
    case 'draft': {
      const state = live ? 'published' : before?.state === 'unpublished' ? 'unpublished' : 'draft'
      return { state, draft: data, published: live, publish_at: null, published_at: firstLive }
    }
    case 'unpublished':
      return { state: 'unpublished', draft: data, published: null, publish_at: null, published_at: firstLive }
  }
}

const unchanged = (before: Entry, next: Next) =>
  before.state === next.state &&
  before.publishAt === next.publish_at &&
  isDeepStrictEqual(before.draft, next.draft) &&
  isDeepStrictEqual(before.published, next.published)

/** The next free position of each kind: a new entry goes last in its kind's lists. */
async function nextPositions(trx: Executor) {
  const rows = await trx
    .selectFrom('content_entries')
    .select(['kind', (eb) => eb.fn.max('position').as('last')])
    .groupBy('kind')
    .execute()
  const last = new Map(rows.map((r) => [r.kind, Number(r.last)]))
  return (kind: ContentKind) => {
    const position = (last.get(kind) ?? 0) + 1
    last.set(kind, position)
    return position
  }
}

/**
 * Writes every entry whose file differs from what the store holds, each with a revision (event
 * `import`) and an event on the audit trail, and empties the pages made for the running build
 * (`content_pages`): a process that starts makes the changed pages again from the database, and
 * must not find the old ones there. All in one transaction, the trail included (an import is on
 * it exactly when it happened); an entry the files leave as it is gets no revision.
 */
export async function applyEntries(
  files: ReadEntry[],
  /** More of the import to write in the same transaction (the media library's rows). */
  alongside?: (trx: Executor) => Promise<void>,
): Promise<Applied[]> {
  return writeTransaction(async (trx) => {
    await alongside?.(trx)
    const positionFor = await nextPositions(trx)
    const applied: Applied[] = []
    const revisions: Insertable<ContentRevisionsTable>[] = []
    for (const file of files) {
      const found = await trx
        .selectFrom('content_entries')
        .select('id')
        .where('kind', '=', file.kind)
        .where('slug', '=', file.slug)
        .executeTakeFirst()
      const before = found ? await getEntry(found.id, trx) : null
      const at = now()
      const next = nextOf(file, before, at)
      if (before && unchanged(before, next)) continue
      const id = before?.id ?? randomUUID()
      const revision = (before?.revision ?? 0) + 1
      const row = {
        ...next,
        draft: JSON.stringify(next.draft),
        published: next.published && JSON.stringify(next.published),
        revision,
        updated_at: at,
        updated_by: CLI_ACTOR,
      }
      if (before) await trx.updateTable('content_entries').set(row).where('id', '=', id).execute()
      else
        await trx
          .insertInto('content_entries')
          .values({
            ...row,
            id,
            kind: file.kind,
            slug: file.slug,
            position: positionFor(file.kind),
            created_at: at,
          })
          .execute()
      revisions.push({
        id: randomUUID(),
        entry_id: id,
        revision,
        event: 'import',
        data: JSON.stringify(file.data),
        author: CLI_ACTOR,
        created_at: at,
      })
      applied.push({ id, kind: file.kind, slug: file.slug, status: file.status, revision, created: !before })
    }
    for (let i = 0; i < revisions.length; i += REVISIONS_PER_INSERT)
      await trx
        .insertInto('content_revisions')
        .values(revisions.slice(i, i + REVISIONS_PER_INSERT))
        .execute()
    for (const change of applied)
      await recordAudit(
        new Headers({ 'x-forwarded-for': 'server console' }),
        {
          actor: CLI_ACTOR,
          action: 'content_changed',
          target: `${change.kind}:${change.id}`,
          detail: {
            op: 'import',
            slug: change.slug,
            status: change.status,
            revision: change.revision,
            created: change.created,
          },
        },
        new Date(),
        trx,
      )
    if (applied.length) {
      await trx.deleteFrom('content_pages').execute()
      await trx.deleteFrom('content_page_failures').execute()
    }
    return applied
  })
}
