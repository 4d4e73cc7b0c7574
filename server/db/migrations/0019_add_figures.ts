import type { Kysely } from 'kysely'
import { seedEntries } from '@/server/content/seed'
import { storeSeed } from './store-seed'

/**
 * The marketing figures ("35+ projects") become content: the Figures entry, first published as the
 * pages quoted them. An install that ran 0016 before the figures were part of the first content
 * gets them here; a fresh one stored them with the rest in 0016.
 */
export async function up(db: Kysely<unknown>) {
  const stored = await (db as Kysely<{ content_entries: { kind: string } }>)
    .selectFrom('content_entries')
    .select('kind')
    .where('kind', '=', 'figures')
    .executeTakeFirst()
  if (!stored)
    await storeSeed(
      db,
      seedEntries().filter((e) => e.kind === 'figures'),
    )
}

export async function down(db: Kysely<unknown>) {
  const content = db as Kysely<{
    content_entries: { id: string; kind: string }
    content_revisions: { entry_id: string }
  }>
  const ids = content.selectFrom('content_entries').select('id').where('kind', '=', 'figures')
  await content.deleteFrom('content_revisions').where('entry_id', 'in', ids).execute()
  await content.deleteFrom('content_entries').where('kind', '=', 'figures').execute()
}
