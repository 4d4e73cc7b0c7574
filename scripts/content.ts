// Content as files, for the operator: `npm run content -- export <dir>` writes every entry of the
// store into a folder (an article as Markdown with YAML front matter, any other entry as YAML), and
// `npm run content -- import <dir>` reads such a folder back, all of it or, when any file has a
// problem, none of it. The format and the rules are in docs/operating.md (Content).
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_KINDS } from '@/lib/content-kinds'
import { databaseKind, db, sqlitePath } from '@/server/db'
import { schemaVersion } from '@/server/db/migrate'
import { KIND_FILES, UsageError } from './content-format'
import { exportFolder } from './content-export'
import { importFolder } from './content-import'
import type { Problem } from './content-read'

const USAGE = 'Usage: npm run content -- export <dir>   or   npm run content -- import <dir>'

const where = () => (databaseKind === 'sqlite' ? `SQLite ${sqlitePath}` : 'PostgreSQL (DATABASE_URL)')

/** The files are read and written in the shape of the latest schema: an older database is refused. */
async function requireLatestSchema() {
  const { current, pending } = await schemaVersion()
  if (pending.length)
    throw new UsageError(
      `${where()} is at schema ${current ?? 'none'}, before this release's: run npm run db:migrate first.`,
    )
}

const located = (p: Problem) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`

async function runExport(dir: string) {
  const { counts, warnings, images } = await exportFolder(dir)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const each = CONTENT_KINDS.map((kind) => `${counts[kind]} ${KIND_FILES[kind].folder}`).join(', ')
  console.log(`Exported ${total} entries and ${images} images from ${where()} to ${dir}: ${each}.`)
  if (warnings.length) {
    console.warn(`${warnings.length} problem(s) an import would refuse; mend them before importing:`)
    for (const warning of warnings) console.warn(`  ${located(warning)}`)
  }
}

async function runImport(dir: string) {
  const folder = await stat(dir).catch(() => null)
  if (!folder?.isDirectory()) throw new UsageError(`${dir} is not a folder: give the folder of an export.`)
  const result = await importFolder(dir)
  if (!result.ok) {
    for (const problem of result.problems) console.error(located(problem))
    const files = new Set(result.problems.map((p) => p.file)).size
    throw new UsageError(
      `Nothing was imported: ${result.problems.length} problem(s) in ${files} file(s). Mend them and run the import again.`,
    )
  }
  const created = result.applied.filter((a) => a.created).length
  const updated = result.applied.length - created
  const unchanged = result.files - result.applied.length
  console.log(
    `Imported ${result.files} files into ${where()}: ${created} created, ${updated} updated, ${unchanged} unchanged; ` +
      `${result.images} new images.`,
  )
  console.log(
    result.applied.length || result.images
      ? "Restart the site's processes to serve the imported content: a running site shows changes made in the desk, not these."
      : 'Nothing changed, so the site needs no restart.',
  )
}

async function main() {
  const [command, dir, extra] = process.argv.slice(2)
  if (!dir || extra !== undefined || (command !== 'export' && command !== 'import'))
    throw new UsageError(USAGE)
  await requireLatestSchema()
  if (command === 'export') await runExport(path.resolve(dir))
  else await runImport(path.resolve(dir))
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => db.destroy())
