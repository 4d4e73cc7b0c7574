// `npm run content -- import <dir>`: every file of an export folder read and checked first; only
// when none has a problem are they applied, all in one transaction with each entry that changed
// put on the audit trail (scripts/content-apply.ts).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_KINDS, SINGLE_KINDS, type ContentKind } from '@/lib/content-kinds'
import { db } from '@/server/db'
import { applyEntries, type Applied } from './content-apply'
import { FORMAT, KIND_FILES, MANIFEST, MEDIA_FOLDER, isHidden, isOurManifest } from './content-format'
import { insertImages, newImages, readMedia, storeImages } from './content-media'
import { readEntry, type Problem, type Read, type ReadEntry } from './content-read'

const kindOfFolder = new Map(CONTENT_KINDS.map((kind) => [KIND_FILES[kind].folder, kind]))
const FOLDERS = [...kindOfFolder.keys(), MANIFEST, MEDIA_FOLDER].join(', ')

/** Every file of one kind's folder, read and checked. */
async function readKind(dir: string, kind: ContentKind): Promise<(Read | Problem)[]> {
  const { folder, extension } = KIND_FILES[kind]
  const results: (Read | Problem)[] = []
  const names = (await readdir(path.join(dir, folder), { withFileTypes: true })).toSorted((a, b) =>
    a.name.localeCompare(b.name),
  )
  for (const item of names) {
    if (isHidden(item.name)) continue
    const file = `${folder}/${item.name}`
    if (!item.isFile()) results.push({ file, message: 'not a file: this folder holds only files' })
    else if (!item.name.endsWith(extension)) results.push({ file, message: `not a ${extension} file` })
    else {
      const text = await readFile(path.join(dir, file), 'utf8')
      results.push(readEntry(kind, item.name.slice(0, -extension.length), file, text))
    }
  }
  return results
}

/** Two files whose data names one slug: each is told of the others. */
function duplicates(reads: Read[]): Problem[] {
  const byClaim = new Map<string, Read[]>()
  for (const read of reads) {
    const key = `${read.kind}:${read.claim}`
    byClaim.set(key, [...(byClaim.get(key) ?? []), read])
  }
  return [...byClaim.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((read) => ({
        file: read.file,
        message: `slug "${read.claim}" is also claimed by ${group
          .filter((other) => other !== read)
          .map((other) => other.file)
          .join(', ')}`,
      })),
    )
}

/** Every entry of the folder, or every problem found in it. */
export async function readFolder(dir: string): Promise<{ entries: ReadEntry[]; problems: Problem[] }> {
  const problems: Problem[] = []
  const reads: Read[] = []
  const items = (await readdir(dir, { withFileTypes: true })).toSorted((a, b) => a.name.localeCompare(b.name))
  for (const item of items) {
    if (isHidden(item.name) || item.name === MEDIA_FOLDER) continue
    const kind = kindOfFolder.get(item.name)
    if (item.name === MANIFEST) {
      if (!(await isOurManifest(path.join(dir, MANIFEST))))
        problems.push({
          file: MANIFEST,
          message: `not of an export this release reads (${FORMAT.format} ${FORMAT.version})`,
        })
    } else if (kind && item.isDirectory())
      for (const result of await readKind(dir, kind))
        if ('claim' in result) reads.push(result)
        else problems.push(result)
    else problems.push({ file: item.name, message: `not part of an export: expected ${FOLDERS}` })
  }
  problems.push(...reads.flatMap((read) => read.problems), ...duplicates(reads))
  return { entries: reads.flatMap((read) => (read.entry ? [read.entry] : [])), problems }
}

/** An entry of a kind that is one entry only (the company's facts) can be replaced, not added. */
async function singleKindProblems(entries: ReadEntry[]): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const entry of entries.filter((e) => SINGLE_KINDS.includes(e.kind))) {
    const known = await db
      .selectFrom('content_entries')
      .select('slug')
      .where('kind', '=', entry.kind)
      .execute()
    if (!known.some((k) => k.slug === entry.slug))
      problems.push({
        file: entry.file,
        message: `${entry.kind} is one entry, not a list: name its file ${known.map((k) => `${k.slug}${KIND_FILES[entry.kind].extension}`).join(' or ')}`,
      })
  }
  return problems
}

export type ImportResult =
  { ok: false; problems: Problem[] } | { ok: true; files: number; applied: Applied[]; images: number }

/**
 * Imports a folder: nothing at all when any file has a problem; otherwise every change, each on
 * the audit trail, in one transaction.
 */
export async function importFolder(dir: string): Promise<ImportResult> {
  const { entries, problems } = await readFolder(dir)
  const media = await readMedia(dir)
  problems.push(...(await singleKindProblems(entries)), ...media.problems)
  if (problems.length) return { ok: false, problems }
  const images = await newImages(media.images)
  // The files first (named by their contents, harmless if the rows then fail), the rows with the entries.
  await storeImages(dir, images)
  const applied = await applyEntries(entries, (trx) => insertImages(dir, images, trx))
  return { ok: true, files: entries.length, applied, images: images.length }
}
