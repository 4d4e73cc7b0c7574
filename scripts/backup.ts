// Backups of a site on SQLite, into one archive, and their restore.
//
//   npm run backup [-- <archive.tar.gz>]     while the site runs
//   npm run restore -- <archive.tar.gz> [--force]   with the site stopped
//
// The archive holds: site.db, an online backup of the database (SQLite's backup API, a
// consistent copy even while the site writes); every resume an application names, read through
// the site's storage (DATA_DIR or the S3 bucket); every image of the media library, each size of
// it, read the same way; the site's generated secret when AUTH_SECRET is
// not set (sessions and links stay valid after a restore); and backup.json, what it holds.
// It contains every lead: it is written readable by its owner only. On PostgreSQL the database
// is backed up with the server's own tools (pg_dump); this says so and stops.
import { spawnSync } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import SQLite from 'better-sqlite3'
import packageJson from '@/package.json'
import { databaseKind, db, sqlitePath } from '@/server/db'
import { migrateToLatest, schemaVersion } from '@/server/db/migrate'
import { env } from '@/server/env'
import { reapplyErasures, type ErasureRow } from '@/server/privacy/tombstones'
import { mediaType } from '@/server/media'
import { openMedia, openStored, restoreStored, storeMedia } from '@/server/storage'

type Manifest = {
  created_at: string
  version: string
  schema: string | null
  leads: { contact_messages: number; job_applications: number; blog_comments: number }
  resumes: string[]
  /** The media library's stored files (absent in archives from before it). */
  media?: string[]
  secret: boolean
}

class UsageError extends Error {}

const secretFile = () => path.resolve(env.DATA_DIR, 'auth-secret')

function tar(args: string[]) {
  const result = spawnSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr.toString().trim()}`)
}

function stamp(date: Date) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

/**
 * Copies stored files (read through the site's storage) into `stage/<folder>/`; the keys copied.
 * A file the database names but the storage lacks is left out, and said so.
 */
async function copyStored(
  stage: string,
  folder: string,
  keys: string[],
  open: (key: string) => Promise<{ stream: NodeJS.ReadableStream } | null>,
  namedBy: string,
) {
  await mkdir(path.join(stage, folder))
  const copied: string[] = []
  for (const key of keys) {
    const stored = await open(key)
    if (!stored) {
      console.warn(`${key} is ${namedBy} but not in storage: left out.`)
      continue
    }
    await pipeline(stored.stream, createWriteStream(path.join(stage, key), { mode: 0o600 }))
    copied.push(key)
  }
  return copied
}

async function backup(out: string | undefined) {
  if (databaseKind !== 'sqlite')
    throw new UsageError(
      "The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (or your provider's backups); " +
        'resumes live in DATA_DIR/resumes or the S3 bucket. npm run backup covers a site on SQLite.',
    )
  if (!existsSync(sqlitePath)) throw new UsageError(`No database at ${sqlitePath}: nothing to back up.`)
  const started = new Date()
  const archive = path.resolve(out ?? path.join('backups', `vantage-edge-${stamp(started)}.tar.gz`))
  const stage = await mkdtemp(path.join(tmpdir(), 'vantage-backup-'))
  try {
    await chmod(stage, 0o700)
    // The online backup: pages copied while the site may be writing, consistent at the end.
    const source = new SQLite(sqlitePath, { readonly: true, fileMustExist: true })
    try {
      await source.backup(path.join(stage, 'site.db'))
    } finally {
      source.close()
    }
    // Counted from the copy, so the manifest says what the archive holds.
    const copy = new SQLite(path.join(stage, 'site.db'), { readonly: true })
    const count = (table: string) =>
      (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    const keys = (
      copy.prepare('select resume_url from job_applications where resume_url is not null').all() as {
        resume_url: string
      }[]
    ).map((r) => r.resume_url)
    const mediaKeys = (copy.prepare('select key from media_variants').all() as { key: string }[]).map(
      (r) => r.key,
    )
    const schema = (
      copy.prepare('select name from kysely_migration order by name desc limit 1').get() as
        { name: string } | undefined
    )?.name
    const leads = {
      contact_messages: count('contact_messages'),
      job_applications: count('job_applications'),
      blog_comments: count('blog_comments'),
    }
    copy.close()

    const resumes = await copyStored(stage, 'resumes', keys, openStored, 'named by an application')
    const media = await copyStored(stage, 'media', mediaKeys, openMedia, 'in the media library')
    const secret = !env.AUTH_SECRET && existsSync(secretFile())
    if (secret) await copyFile(secretFile(), path.join(stage, 'auth-secret'))
    const manifest: Manifest = {
      created_at: started.toISOString(),
      version: packageJson.version,
      schema: schema ?? null,
      leads,
      resumes,
      media,
      secret,
    }
    await writeFile(path.join(stage, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    await mkdir(path.dirname(archive), { recursive: true })
    const partial = `${archive}.part`
    tar(['-czf', partial, '-C', stage, '.'])
    await chmod(partial, 0o600)
    await rename(partial, archive)
    console.log(
      `Backed up to ${archive}: ${leads.contact_messages} enquiries, ${leads.job_applications} applications ` +
        `(${resumes.length} resumes), ${leads.blog_comments} comments, ${media.length} image files; ` +
        `schema ${manifest.schema}.`,
    )
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

/** The erasures on record in a database file (none in one from before they were kept). */
function readErasures(file: string): ErasureRow[] {
  const old = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const table = old
      .prepare("select name from sqlite_master where type = 'table' and name = 'erasures'")
      .get()
    return table
      ? (old.prepare('select id, subject, counts, erased_at, actor from erasures').all() as ErasureRow[])
      : []
  } finally {
    old.close()
  }
}

async function restore(archive: string | undefined, force: boolean) {
  if (!archive) throw new UsageError('Usage: npm run restore -- <archive.tar.gz> [--force]')
  if (databaseKind !== 'sqlite')
    throw new UsageError(
      'DATABASE_URL is set: these archives restore a site on SQLite (unset it, or use pg_restore).',
    )
  if (!existsSync(archive)) throw new UsageError(`No archive at ${archive}.`)
  const stage = await mkdtemp(path.join(tmpdir(), 'vantage-restore-'))
  try {
    tar(['-xzf', path.resolve(archive), '-C', stage, '--no-same-owner'])
    const manifest = JSON.parse(await readFile(path.join(stage, 'backup.json'), 'utf8')) as Manifest
    const restored = new SQLite(path.join(stage, 'site.db'), { fileMustExist: true })
    const check = restored.pragma('integrity_check', { simple: true })
    restored.close()
    if (check !== 'ok')
      throw new UsageError(`The archive's database is damaged (${String(check)}): nothing restored.`)

    // Erasures made since this backup, in the database about to be replaced: done again below.
    let erasedSince: ErasureRow[] = []
    if (existsSync(sqlitePath)) {
      if (!force)
        throw new UsageError(
          `${sqlitePath} exists. Stop the site, then run again with --force to replace it ` +
            '(the current database is kept beside it as site.db.replaced-<time>).',
        )
      erasedSince = readErasures(sqlitePath)
      const aside = `${sqlitePath}.replaced-${stamp(new Date())}`
      await rename(sqlitePath, aside)
      for (const extra of ['-wal', '-shm']) await rm(`${sqlitePath}${extra}`, { force: true })
      console.log(`The database that was there is now ${aside}.`)
    }
    await mkdir(path.dirname(sqlitePath), { recursive: true })
    await copyFile(path.join(stage, 'site.db'), sqlitePath)
    await chmod(sqlitePath, 0o600)
    for (const key of manifest.resumes) await restoreStored(key, createReadStream(path.join(stage, key)))
    for (const key of manifest.media ?? [])
      await storeMedia(key, await readFile(path.join(stage, key)), mediaType(key))
    if (manifest.secret && !env.AUTH_SECRET && (force || !existsSync(secretFile())))
      await copyFile(path.join(stage, 'auth-secret'), secretFile())
    // An archive from an older version: its schema is brought up to date now, not at first start.
    const applied = await migrateToLatest()
    const version = await schemaVersion()
    // No one erased comes back with an older backup.
    const erasedAgain = await reapplyErasures(erasedSince)
    if (erasedAgain)
      console.log(
        `Erased again ${erasedAgain} records of people whose data was erased after this backup was taken.`,
      )
    console.log(
      `Restored the backup of ${manifest.created_at}: ${manifest.leads.contact_messages} enquiries, ` +
        `${manifest.leads.job_applications} applications (${manifest.resumes.length} resumes), ` +
        `${manifest.leads.blog_comments} comments, ${manifest.media?.length ?? 0} image files; ` +
        `schema ${version.current}` +
        (applied.length ? ` (migrated: ${applied.join(', ')})` : '') +
        '. Start the site.',
    )
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  const file = rest.find((a) => !a.startsWith('--'))
  if (command === 'backup') await backup(file)
  else if (command === 'restore') await restore(file, rest.includes('--force'))
  else throw new UsageError('Usage: npm run backup [-- <archive>] | npm run restore -- <archive> [--force]')
}

main()
  .then(() => db.destroy())
  .catch(async (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error)
    await db.destroy().catch(() => {})
    process.exit(1)
  })
