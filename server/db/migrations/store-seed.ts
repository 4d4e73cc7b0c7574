import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SeedEntry } from '@/server/content/seed'
import type { ContentEntriesTable, ContentRevisionsTable } from '@/server/db/schema-content'

/** Stores first content: each entry published, with a 'seed' revision (migrations 0016, 0019). */
export async function storeSeed(db: Kysely<unknown>, entries: SeedEntry[]) {
  const content = db as Kysely<{
    content_entries: ContentEntriesTable
    content_revisions: ContentRevisionsTable
  }>
  const now = new Date().toISOString()
  for (const entry of entries) {
    const id = randomUUID()
    const data = JSON.stringify(entry.data)
    await content
      .insertInto('content_entries')
      .values({
        id,
        kind: entry.kind,
        slug: entry.slug,
        position: entry.position,
        state: 'published',
        draft: data,
        published: data,
        publish_at: null,
        published_at: entry.publishedAt,
        revision: 1,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .execute()
    await content
      .insertInto('content_revisions')
      .values({
        id: randomUUID(),
        entry_id: id,
        revision: 1,
        event: 'seed',
        data,
        author: null,
        created_at: now,
      })
      .execute()
  }
}
