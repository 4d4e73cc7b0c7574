import 'server-only'
import { sql } from 'kysely'
import { MEDIA_ALT_MAX } from '@/lib/media'
import type { AdminAudit } from '@/server/audit'
import { db, writeTransaction } from '@/server/db'
import { removeMedia } from '@/server/storage'
import { mediaById } from './index'

/** An article that shows an image, as its cover or in its body, in its draft or its live copy. */
export type MediaUse = { id: string; title: string }

/**
 * For each image of `hashes` (SHA-256), the articles that show it, newest change first: their draft
 * or their published copy names it (a cover keeps the hash, a body the image's address,
 * `/media/<hash>-<width>.<format>`). A hash is 64 hex digits, so it matches nothing else a JSON
 * text holds. One reading of the articles, however many images are asked about.
 */
export async function mediaUses(hashes: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map(hashes.map((hash) => [hash, [] as MediaUse[]]))
  if (!hashes.length) return uses
  const pattern = `%${hashes[0]}%`
  const rows = await db
    .selectFrom('content_entries')
    .select(['id', 'slug', 'draft', 'published'])
    .where('kind', '=', 'article')
    // Asked about one image (a deletion), the database finds the few articles that name it.
    .$if(hashes.length === 1, (qb) =>
      qb.where((eb) =>
        eb.or([eb('draft', 'like', pattern), eb(sql<string>`coalesce(published, '')`, 'like', pattern)]),
      ),
    )
    .orderBy('updated_at', 'desc')
    .execute()
  for (const row of rows) {
    const named = new Set(`${row.draft}\n${row.published ?? ''}`.match(/[a-f0-9]{64}/g))
    for (const hash of named) uses.get(hash)?.push({ id: row.id, title: titleOf(row.draft) ?? row.slug })
  }
  return uses
}

function titleOf(draft: string) {
  try {
    const title = (JSON.parse(draft) as { title?: unknown }).title
    return typeof title === 'string' && title ? title : null
  } catch {
    return null
  }
}

/** Sets the description an image is offered with wherever it is chosen; false when it is gone. */
export async function describeImage(id: string, alt: string, audit: AdminAudit) {
  const done = await db
    .updateTable('media')
    .set({ alt: alt.trim().slice(0, MEDIA_ALT_MAX) })
    .where('id', '=', id)
    .executeTakeFirst()
  if (!Number(done.numUpdatedRows)) return false
  await audit({ action: 'media_changed', target: `media:${id}`, detail: { op: 'describe' } })
  return true
}

/**
 * Deletes an image: refused while an article shows it (the articles named), otherwise its rows
 * first and then its stored files, on the audit trail. null when there is no such image.
 */
export async function removeImage(
  id: string,
  audit: AdminAudit,
): Promise<{ removed: true } | { removed: false; usedBy: MediaUse[] } | null> {
  const item = await mediaById(id)
  if (!item) return null
  const usedBy = (await mediaUses([item.hash])).get(item.hash)!
  if (usedBy.length) return { removed: false, usedBy }
  await writeTransaction(async (trx) => {
    await trx.deleteFrom('media_variants').where('media_id', '=', id).execute()
    await trx.deleteFrom('media').where('id', '=', id).execute()
  })
  for (const v of item.variants) await removeMedia(v.key).catch(() => {})
  await audit({ action: 'media_changed', target: `media:${id}`, detail: { op: 'delete' } })
  return { removed: true }
}
