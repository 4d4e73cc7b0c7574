// `npm run content -- export <dir>`: every entry of the store as a file (scripts/content-format.ts):
// a live entry's published copy, any other's working copy, with its status. The folder must be new,
// empty, or an earlier export (it holds the manifest): its files are then replaced, and one whose
// entry is no longer in the store (a renamed slug) is removed, so an import of the folder never
// brings an old entry back.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_KINDS, type ContentKind } from '@/lib/content-kinds'
import { listEntries, type Entry } from '@/server/content/entries'
import {
  FORMAT,
  KIND_FILES,
  MANIFEST,
  MEDIA_FOLDER,
  UsageError,
  isHidden,
  isOurManifest,
  fileText,
  filePath,
  type EntryFile,
} from './content-format'
import { exportMedia } from './content-media'
import { readEntry, type Problem } from './content-read'
import { slugProblem } from './content-rules'

/** What the manifest says, for a reader who opens the folder. */
const MANIFEST_TEXT = `${JSON.stringify(
  {
    ...FORMAT,
    about:
      'Written by npm run content -- export, read by npm run content -- import (docs/operating.md, Content). ' +
      `The media library's images are in ${MEDIA_FOLDER}/, listed in ${MEDIA_FOLDER}/library.yaml.`,
  },
  null,
  2,
)}\n`

/** Refuses a folder that is neither new, nor empty, nor an earlier export. */
async function checkTarget(dir: string) {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR')
      throw new UsageError(`${dir} is a file, not a folder.`)
    throw error
  }
  if (names.length && !(await isOurManifest(path.join(dir, MANIFEST))))
    throw new UsageError(
      `${dir} is not empty and not an earlier export (it has no ${MANIFEST} of this site): ` +
        'give a new or empty folder.',
    )
}

/** An entry as its file holds it: the live copy of a published entry, else the working copy. */
const fileOf = (entry: Entry): EntryFile => ({
  kind: entry.kind,
  slug: entry.slug,
  status: entry.state,
  publishAt: entry.state === 'scheduled' ? entry.publishAt : null,
  data: entry.state === 'published' && entry.published ? entry.published : entry.draft,
})

/** Removes the files of an earlier export that this one did not write again. */
async function removeStale(dir: string, kind: ContentKind, written: Set<string>) {
  const { folder, extension } = KIND_FILES[kind]
  for (const name of await readdir(path.join(dir, folder))) {
    const file = `${folder}/${name}`
    if (name.endsWith(extension) && !isHidden(name) && !written.has(file)) await rm(path.join(dir, file))
  }
}

export type Exported = { counts: Record<ContentKind, number>; warnings: Problem[]; images: number }

/**
 * Writes the store into `dir`. Refused before anything is written when the folder is someone
 * else's or an entry's slug cannot be a file's name. Each file is read back as an import would:
 * an entry the desk let through but an import would refuse (a draft with a broken body block) is
 * exported all the same and named in `warnings`, to be mended before the folder is imported.
 */
export async function exportFolder(dir: string): Promise<Exported> {
  await checkTarget(dir)
  const files = (await Promise.all(CONTENT_KINDS.map((kind) => listEntries(kind)))).flat().map(fileOf)
  const unnamed = files.flatMap((f) => {
    const problem = slugProblem(f.kind, f.slug)
    return problem ? [`${f.kind} ${problem}`] : []
  })
  if (unnamed.length)
    throw new UsageError(
      `Nothing exported: these slugs cannot name a file; change them in the desk first.\n  ${unnamed.join('\n  ')}`,
    )
  await mkdir(dir, { recursive: true })
  // The manifest first: an export cut short can be run again into the same folder.
  await writeFile(path.join(dir, MANIFEST), MANIFEST_TEXT)
  const counts = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 0])) as Record<ContentKind, number>
  const warnings: Problem[] = []
  const written = new Set<string>()
  for (const kind of CONTENT_KINDS) await mkdir(path.join(dir, KIND_FILES[kind].folder), { recursive: true })
  for (const entry of files) {
    const file = filePath(entry.kind, entry.slug)
    const text = fileText(entry)
    await writeFile(path.join(dir, file), text)
    written.add(file)
    counts[entry.kind]++
    warnings.push(...readEntry(entry.kind, entry.slug, file, text).problems)
  }
  for (const kind of CONTENT_KINDS) await removeStale(dir, kind, written)
  return { counts, warnings, images: await exportMedia(dir) }
}
