import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { MediaRef } from '@/lib/media'
import { db, now, writeTransaction } from '@/server/db'
import type { MediaTable, MediaVariantsTable } from '@/server/db/schema-media'
import { storeMedia, StoreFileError } from '@/server/storage'
import { readUpload } from '@/server/uploads'
import { makeImage, MediaError } from './process'
import { cleanName, MEDIA_MAX_BYTES } from './sniff'

export { MediaError } from './process'

export type MediaItem = MediaTable & { variants: Omit<MediaVariantsTable, 'media_id'>[] }

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
/** The Content-Type of a stored media object, from its (checked) name. */
export const mediaType = (key: string) => CONTENT_TYPES[key.split('.').pop() as keyof typeof CONTENT_TYPES]

/**
 * Reads an uploaded image from a multipart request (field `file`) into memory, at most
 * MEDIA_MAX_BYTES of it: past that the reading stops and the upload is refused ('too-large').
 * Nothing is stored here.
 */
export async function readImageUpload(request: Request) {
  let bytes: Buffer | null = null
  const collect = (source: Readable) =>
    new Promise<{ key: string; size: number }>((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      const onData = (chunk: Buffer) => {
        size += chunk.length
        if (size <= MEDIA_MAX_BYTES) return void chunks.push(chunk)
        source.off('data', onData)
        chunks.length = 0
        reject(new StoreFileError('too-large'))
      }
      source.on('data', onData)
      source.once('error', reject)
      source.once('end', () => {
        if (size === 0) return reject(new StoreFileError('empty'))
        if (size > MEDIA_MAX_BYTES) return
        bytes = Buffer.concat(chunks)
        resolve({ key: '', size })
      })
    })
  const upload = await readUpload(request, {
    fileField: 'file',
    maxFileBytes: MEDIA_MAX_BYTES,
    store: collect,
  })
  if (upload.problem === 'too-large') throw new MediaError('too-large')
  if (upload.problem === 'bad-name') throw new MediaError('bad-name')
  if (upload.problem === 'incomplete') throw new MediaError('incomplete')
  if (upload.problem || !bytes) throw new MediaError('no-file')
  return { bytes: bytes as Buffer, name: cleanName(upload.fileName ?? ''), fields: upload.fields }
}

/**
 * Keeps an uploaded image: its variants made and stored once, then its row. The same bytes
 * uploaded again are the item already there (`created` false), nothing made twice.
 */
export async function saveImage(bytes: Buffer, name: string, by: string | null) {
  const made = await makeImage(bytes)
  const existing = await mediaByHash(made.hash)
  if (existing) return { item: existing, created: false }
  for (const file of made.files) await storeMedia(file.key, file.bytes, mediaType(file.key))
  const id = randomUUID()
  const original = made.files[0]!
  try {
    await writeTransaction(async (trx) => {
      await trx
        .insertInto('media')
        .values({
          id,
          hash: made.hash,
          name: cleanName(name),
          mime: made.mime,
          width: made.width,
          height: made.height,
          bytes: original.bytes.length,
          alt: '',
          created_at: now(),
          created_by: by,
        })
        .execute()
      await trx
        .insertInto('media_variants')
        .values(
          made.files.map((f) => ({
            key: f.key,
            media_id: id,
            width: f.width,
            height: f.height,
            format: f.format,
            bytes: f.bytes.length,
          })),
        )
        .execute()
    })
  } catch (error) {
    // The same file uploaded twice at once: the other upload's row won, with these very names.
    const winner = await mediaByHash(made.hash)
    if (winner) return { item: winner, created: false }
    throw error
  }
  return { item: (await mediaById(id))!, created: true }
}

async function withVariants(rows: MediaTable[]): Promise<MediaItem[]> {
  if (!rows.length) return []
  const variants = await db
    .selectFrom('media_variants')
    .selectAll()
    .where(
      'media_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('width')
    .execute()
  return rows.map((row) => ({
    ...row,
    variants: variants
      .filter((v) => v.media_id === row.id)
      .map((v) => ({ key: v.key, width: v.width, height: v.height, format: v.format, bytes: v.bytes })),
  }))
}

export async function mediaById(id: string) {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? (await withVariants([row]))[0]! : null
}

export async function mediaByHash(hash: string) {
  const row = await db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst()
  return row ? (await withVariants([row]))[0]! : null
}

/** The sizes of the library's images of `hashes` (those still there), by hash: what a page needs to draw them. */
export async function mediaRefs(hashes: string[]): Promise<Record<string, MediaRef>> {
  if (!hashes.length) return {}
  const rows = await db
    .selectFrom('media')
    .select(['hash', 'width', 'height'])
    .where('hash', 'in', hashes)
    .execute()
  return Object.fromEntries(rows.map((row) => [row.hash, row]))
}

/** The library, newest first. */
export async function listMedia() {
  return withVariants(await db.selectFrom('media').selectAll().orderBy('created_at', 'desc').execute())
}
