// The media library in an export folder: `media/library.yaml` lists each image (its hash, name,
// type, size and description) and the files stored for it, which lie beside it in `media/` as the
// site keeps them: the upload without its camera data and each size made of it, content-hashed,
// so the articles' covers and body images (`/media/<hash>-<width>.webp`) find them after an
// import on another site. An import checks every listed file is there and is the image it claims
// before anything is written; images the site already has (the same hash) are left as they are.
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp, { type Metadata } from 'sharp'
import YAML from 'yaml'
import { z } from 'zod'
import { recordAudit } from '@/server/audit'
import { db, now, type Executor } from '@/server/db'
import { listMedia, mediaType } from '@/server/media'
import { isMediaKey, openMedia, storeMedia } from '@/server/storage'
import { CLI_ACTOR } from './content-apply'
import { isHidden, MEDIA_FOLDER } from './content-format'
import type { Problem } from './content-read'

const LIBRARY = 'library.yaml'
const at = (name: string) => `${MEDIA_FOLDER}/${name}`

const fileSchema = z.strictObject({
  file: z.string(),
  format: z.enum(['original', 'webp', 'avif']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
const imageSchema = z.strictObject({
  hash: z.string().regex(/^[a-f0-9]{64}$/, 'a hash is 64 hexadecimal digits'),
  name: z.string().min(1).max(200),
  mime: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  alt: z.string().max(500).default(''),
  files: z.array(fileSchema).min(1),
})
type LibraryImage = z.infer<typeof imageSchema>

/** Writes every image of the library and its files into `<dir>/media/`; the number of images. */
export async function exportMedia(dir: string) {
  const folder = path.join(dir, MEDIA_FOLDER)
  await mkdir(folder, { recursive: true })
  const images: LibraryImage[] = []
  const written = new Set([LIBRARY])
  for (const item of await listMedia()) {
    const files = []
    for (const variant of item.variants) {
      const stored = await openMedia(variant.key)
      if (!stored) throw new Error(`The image file ${variant.key} is in the library but not in storage.`)
      const name = path.basename(variant.key)
      await writeFile(path.join(folder, name), await buffer(stored.stream))
      written.add(name)
      files.push({ file: name, format: variant.format, width: variant.width, height: variant.height })
    }
    const { hash, name, mime, width, height, bytes, alt } = item
    files.sort((a, b) => a.file.localeCompare(b.file))
    images.push({ hash, name, mime, width, height, bytes, alt, files })
  }
  await writeFile(path.join(folder, LIBRARY), YAML.stringify(images))
  for (const name of await readdir(folder)) if (!written.has(name)) await rm(path.join(folder, name))
  return images.length
}

const SHARP_FORMAT: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }

/** One listed file: there, named as the site names it, and the image it says it is. */
async function fileProblem(folder: string, image: LibraryImage, file: LibraryImage['files'][number]) {
  if (!isMediaKey(`media/${file.file}`) || !file.file.startsWith(image.hash))
    return `${file.file} is not a name the site gives this image's files`
  let meta: Metadata
  try {
    meta = await sharp(await readFile(path.join(folder, file.file))).metadata()
  } catch {
    return `${file.file} is missing or not an image`
  }
  const ext = file.file.split('.').pop()!
  if (meta.format !== SHARP_FORMAT[ext] || meta.width !== file.width || meta.height !== file.height)
    return `${file.file} is not the ${file.width} × ${file.height} ${ext} it is listed as`
  return null
}

/** The images of an export folder's `media/`, checked; none when it has no library. */
export async function readMedia(dir: string): Promise<{ images: LibraryImage[]; problems: Problem[] }> {
  const folder = path.join(dir, MEDIA_FOLDER)
  const names = await readdir(folder).catch(() => null)
  if (!names?.includes(LIBRARY)) return { images: [], problems: [] }
  let raw: unknown
  try {
    raw = YAML.parse(await readFile(path.join(folder, LIBRARY), 'utf8'))
  } catch (error) {
    return { images: [], problems: [{ file: at(LIBRARY), message: `not YAML: ${(error as Error).message}` }] }
  }
  const parsed = z.array(imageSchema).safeParse(raw ?? [])
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return {
      images: [],
      problems: [{ file: at(LIBRARY), message: `${issue.path.join('.')}: ${issue.message}` }],
    }
  }
  const problems: Problem[] = []
  const listed = new Set([LIBRARY])
  for (const image of parsed.data)
    for (const file of image.files) {
      listed.add(file.file)
      const problem = await fileProblem(folder, image, file)
      if (problem) problems.push({ file: at(LIBRARY), message: problem })
    }
  for (const name of names)
    if (!listed.has(name) && !isHidden(name))
      problems.push({ file: at(name), message: `not listed in ${at(LIBRARY)}` })
  return { images: parsed.data, problems }
}

/** The images the site does not have yet (by their hash). */
export async function newImages(images: LibraryImage[]) {
  if (!images.length) return []
  const known = new Set((await db.selectFrom('media').select('hash').execute()).map((row) => row.hash))
  return images.filter((image) => !known.has(image.hash))
}

/** Stores the new images' files; content-addressed, so a file stored twice is the same file. */
export async function storeImages(dir: string, images: LibraryImage[]) {
  for (const image of images)
    for (const file of image.files)
      await storeMedia(
        `media/${file.file}`,
        await readFile(path.join(dir, MEDIA_FOLDER, file.file)),
        mediaType(file.file),
      )
}

/** The new images' rows, in the import's transaction, each on the audit trail. */
export async function insertImages(dir: string, images: LibraryImage[], trx: Executor) {
  for (const image of images) {
    const id = randomUUID()
    const { files, ...row } = image
    await trx
      .insertInto('media')
      .values({ ...row, id, created_at: now(), created_by: CLI_ACTOR })
      .execute()
    const variants = []
    for (const f of files) {
      const { size } = await stat(path.join(dir, MEDIA_FOLDER, f.file))
      const { width, height, format } = f
      variants.push({ key: `media/${f.file}`, media_id: id, width, height, format, bytes: size })
    }
    await trx.insertInto('media_variants').values(variants).execute()
    await recordAudit(
      new Headers({ 'x-forwarded-for': 'server console' }),
      { actor: CLI_ACTOR, action: 'media_changed', target: `media:${id}`, detail: { op: 'import' } },
      new Date(),
      trx,
    )
  }
}
