import 'server-only'
import { randomUUID } from 'node:crypto'
import type { ContentKind, ContentState } from '@/lib/content-kinds'
import { db, now, writeTransaction, type Executor } from '@/server/db'
import type { Selectable } from 'kysely'
import type { ContentEntriesTable, ContentRevisionEvent } from '@/server/db/schema'

// The desk's side of the content store: entries listed, read, saved as drafts, published, taken
// down and restored, each change with its revision. A save names the revision it was made from;
// when the entry has moved on since (another tab, another save), nothing is written and the caller
// gets the newer entry to show beside what was typed.

export type Entry = {
  id: string
  kind: ContentKind
  slug: string
  state: ContentState
  draft: Record<string, unknown>
  published: Record<string, unknown> | null
  publishAt: string | null
  publishedAt: string | null
  revision: number
  updatedAt: string
  updatedBy: string | null
}

type Row = Omit<Selectable<ContentEntriesTable>, 'position' | 'created_at'>

const COLUMNS = [
  'id',
  'kind',
  'slug',
  'state',
  'draft',
  'published',
  'publish_at',
  'published_at',
  'revision',
  'updated_at',
  'updated_by',
] as const

const entryOf = (r: Row): Entry => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  state: r.state,
  draft: JSON.parse(r.draft),
  published: r.published === null ? null : JSON.parse(r.published),
  publishAt: r.publish_at,
  publishedAt: r.published_at,
  revision: r.revision,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
})

/** The words that name an entry: an article's or a role's title, a testimonial's name, a question. */
const nameOf = (e: Entry) => String(e.draft.title ?? e.draft.name ?? e.draft.question ?? '')

/** A kind's entries, newest change first; `q` finds words of its name or its slug. */
export async function listEntries(kind: ContentKind, q = ''): Promise<Entry[]> {
  const rows = await db
    .selectFrom('content_entries')
    .select(COLUMNS)
    .where('kind', '=', kind)
    .orderBy('updated_at', 'desc')
    .orderBy('position', 'desc')
    .execute()
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  return rows
    .map(entryOf)
    .filter((e) => words.every((w) => `${e.slug} ${nameOf(e)}`.toLowerCase().includes(w)))
}

export async function getEntry(id: string, trx: Executor = db): Promise<Entry | null> {
  const row = await trx.selectFrom('content_entries').select(COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? entryOf(row) : null
}

/** Whether another entry of the kind has this slug. */
export async function slugTaken(kind: ContentKind, slug: string, id: string | null) {
  const row = await db
    .selectFrom('content_entries')
    .select('id')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row !== undefined && row.id !== id
}

async function addRevision(
  trx: Executor,
  entryId: string,
  revision: number,
  event: ContentRevisionEvent,
  data: unknown,
  author: string,
) {
  await trx
    .insertInto('content_revisions')
    .values({
      id: randomUUID(),
      entry_id: entryId,
      revision,
      event,
      data: JSON.stringify(data),
      author,
      created_at: now(),
    })
    .execute()
}

export type Change = {
  kind: ContentKind
  /** null for a new entry */
  id: string | null
  /** the revision the editor started from (0 for a new entry) */
  revision: number
  slug: string
  data: Record<string, unknown>
  event: Extract<ContentRevisionEvent, 'draft' | 'autosave' | 'publish' | 'schedule' | 'restore'>
  publishAt?: string | null
  author: string
}

export type Saved = { ok: true; entry: Entry; before: Entry | null } | { ok: false; current: Entry | null }

/**
 * When the entry is to go live: the time a schedule names; none once published; kept while it is
 * scheduled (only Schedule moves it); otherwise the time typed with a draft, so the editor shows
 * it again (it does nothing until Schedule).
 */
function publishAtOf(change: Change, before: Entry | null) {
  if (change.event === 'schedule') return change.publishAt ?? null
  if (change.event === 'publish') return null
  if (before?.state === 'scheduled' || change.publishAt === undefined) return before?.publishAt ?? null
  return change.publishAt
}

/**
 * Saves a change as the entry's working copy, and for a publish as its published copy too, with
 * its revision. Refused (nothing written) when the entry is at another revision than the change
 * started from, or is gone.
 */
export async function saveEntry(change: Change): Promise<Saved> {
  return writeTransaction(async (trx) => {
    const before = change.id ? await getEntry(change.id, trx) : null
    if (change.id && (!before || before.revision !== change.revision)) return { ok: false, current: before }
    const at = now()
    const id = change.id ?? randomUUID()
    const revision = (before?.revision ?? 0) + 1
    const draft = JSON.stringify(change.data)
    const publishing = change.event === 'publish'
    const state: ContentState = publishing
      ? 'published'
      : change.event === 'schedule'
        ? 'scheduled'
        : (before?.state ?? 'draft')
    const fields = {
      slug: change.slug,
      state,
      draft,
      published: publishing ? draft : before?.published ? JSON.stringify(before.published) : null,
      publish_at: publishAtOf(change, before),
      published_at: publishing ? (before?.publishedAt ?? at) : (before?.publishedAt ?? null),
      revision,
      updated_at: at,
      updated_by: change.author,
    }
    if (before) await trx.updateTable('content_entries').set(fields).where('id', '=', id).execute()
    else {
      const last = await trx
        .selectFrom('content_entries')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('kind', '=', change.kind)
        .executeTakeFirst()
      await trx
        .insertInto('content_entries')
        .values({ id, kind: change.kind, position: Number(last?.p ?? 0) + 1, created_at: at, ...fields })
        .execute()
    }
    // Autosaves while someone types keep one revision, the latest, not one every few seconds.
    const last = await trx
      .selectFrom('content_revisions')
      .select(['id', 'event'])
      .where('entry_id', '=', id)
      .orderBy('revision', 'desc')
      .executeTakeFirst()
    if (change.event === 'autosave' && last?.event === 'autosave')
      await trx
        .updateTable('content_revisions')
        .set({ revision, data: draft, created_at: at, author: change.author })
        .where('id', '=', last.id)
        .execute()
    else await addRevision(trx, id, revision, change.event, change.data, change.author)
    return { ok: true, entry: (await getEntry(id, trx))!, before }
  })
}

/** Takes a published entry down: visitors no longer see it; its working copy stays. */
export async function unpublishEntry(id: string, revision: number, author: string): Promise<Saved> {
  return writeTransaction(async (trx) => {
    const before = await getEntry(id, trx)
    if (!before || before.revision !== revision) return { ok: false, current: before }
    const next = revision + 1
    await trx
      .updateTable('content_entries')
      .set({
        state: 'unpublished',
        published: null,
        publish_at: null,
        revision: next,
        updated_at: now(),
        updated_by: author,
      })
      .where('id', '=', id)
      .execute()
    await addRevision(trx, id, next, 'unpublish', before.draft, author)
    return { ok: true, entry: (await getEntry(id, trx))!, before }
  })
}

export type Revision = {
  id: string
  revision: number
  event: ContentRevisionEvent
  author: string | null
  createdAt: string
}

/** An entry's revisions, newest first. */
export async function listRevisions(entryId: string): Promise<Revision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['id', 'revision', 'event', 'author', 'created_at'])
    .where('entry_id', '=', entryId)
    .orderBy('revision', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    revision: r.revision,
    event: r.event,
    author: r.author,
    createdAt: r.created_at,
  }))
}

export async function getRevisionData(entryId: string, revisionId: string) {
  const row = await db
    .selectFrom('content_revisions')
    .select('data')
    .where('entry_id', '=', entryId)
    .where('id', '=', revisionId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : null
}
