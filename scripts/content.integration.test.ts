import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import sharp from 'sharp'
import YAML from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSeedArticles } from '@/content/index'
import { runDatabase } from '@/tests/integration/targets'
import { createTestSchema } from '@/tests/helpers/pg-schema'

/**
 * `npm run content -- export` and `-- import` on a migrated database holding the seed, without the
 * site, on the run's database: SQLite in a temp DATA_DIR, or PostgreSQL (TEST_DATABASE_URL) in a
 * fresh schema. Each run of the command starts tsx, a few seconds.
 */
const RUN_MS = 90_000

type Database = {
  env: Record<string, string>
  rows: (query: string) => Promise<Record<string, unknown>[]>
  close: () => Promise<void>
}

function sqliteDatabase(): Database {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-content-db-'))
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async rows(query) {
      const file = new SQLite(path.join(dataDir, 'site.db'))
      try {
        const statement = file.prepare(query)
        if (statement.reader) return statement.all() as Record<string, unknown>[]
        statement.run()
        return []
      } finally {
        file.close()
      }
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function postgresDatabase(): Promise<Database> {
  const schema = await createTestSchema('content_cli')
  const client = new pg.Client({ connectionString: schema.url })
  await client.connect()
  // The site's own files (its generated secret) still go to DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-content-pg-'))
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
    rows: async (query) => (await client.query(query)).rows,
    async close() {
      await client.end()
      await schema.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The database of this run (TEST_DATABASE): each run tests its own, so nothing is skipped. */
const DATABASES = [
  { name: 'SQLite', kind: 'sqlite', open: async () => sqliteDatabase() },
  { name: 'PostgreSQL', kind: 'postgres', open: postgresDatabase },
].filter((d) => d.kind === runDatabase())

/** Every file under a folder, by its path within it, with its text. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name)
      files[path.relative(dir, file)] = readFileSync(file, 'utf8')
    }
  return files
}

/** An article file's front matter and body, read without the command's own code. */
function articleFile(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) throw new Error('not an article file')
  return { front: YAML.parse(match[1]!) as Record<string, unknown>, body: match[2]! }
}

const NEW_ARTICLE = `---
title: Why We Write Down Every Architecture Decision
slug: architecture-decision-records
summary: A short record for each decision saves hours of archaeology later, and costs minutes now.
category: Best Practices
tags:
  - Architecture
date: 2025-10-02
status: published
author: Rahul Verma, Engineering Lead
readTime: 3
categoryColor: amber
type: website
heroImage:
  icon: Target
  title: Best Practices
  subtitle: Decisions on paper
cover: /art/blog-top-10-website-features-2025.svg
coverAlt: ''
likes: 0
articleLikes: 0
---

Every project we hand over comes with a folder of short decision records.

\`\`\`checklist
- The context, in two sentences
- The decision, in one
\`\`\`
`

for (const target of DATABASES)
  describe(`content export and import on ${target.name}`, () => {
    let db: Database
    /** The export of the seeded database, made once; a test that edits files edits a copy. */
    let seeded: string
    const folders: string[] = []
    const folder = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'vantage-content-files-'))
      folders.push(dir)
      return dir
    }
    const content = (...args: string[]) => {
      const result = spawnSync('npm', ['run', '--silent', 'content', '--', ...args], {
        env: { ...process.env, S3_BUCKET: '', ...db.env },
        encoding: 'utf8',
      })
      return { status: result.status, output: `${result.stdout}${result.stderr}` }
    }
    const copyOfSeeded = (name: string) => {
      const dir = path.join(folder(), name)
      cpSync(seeded, dir, { recursive: true })
      return dir
    }
    const entries = () => db.rows('select * from content_entries order by kind, slug')
    const exported = () => {
      const dir = path.join(folder(), 'export')
      const result = content('export', dir)
      expect(result.output).toMatch(
        /^Exported \d+ entries and \d+ images from .*: \d+ articles, 5 roles, 8 projects/,
      )
      expect(result.status).toBe(0)
      return dir
    }

    beforeAll(async () => {
      db = await target.open()
      const migrated = spawnSync('npm', ['run', '--silent', 'admin', '--', 'migrate'], {
        env: { ...process.env, ...db.env },
        encoding: 'utf8',
      })
      expect(migrated.status, migrated.stderr).toBe(0)
      seeded = exported()
    }, RUN_MS)

    afterAll(async () => {
      await db?.close()
      for (const dir of folders) rmSync(dir, { recursive: true, force: true })
    })

    it(
      'exports each seeded article as Markdown with its front matter and body',
      () => {
        const dir = seeded
        for (const seed of readSeedArticles()) {
          const { front, body } = articleFile(
            readFileSync(path.join(dir, 'articles', `${seed.slug}.md`), 'utf8'),
          )
          expect(front).toMatchObject({
            title: seed.title,
            slug: seed.slug,
            summary: seed.summary,
            category: seed.category,
            tags: seed.tags,
            date: seed.date,
            status: 'published',
            author: seed.author,
            cover: seed.cover,
          })
          expect(body).toBe(seed.body)
        }
        expect(readFileSync(path.join(dir, 'roles', 'frontend-developer.yaml'), 'utf8')).toMatch(
          /^status: published\nid: frontend-developer\n/,
        )
      },
      RUN_MS,
    )

    it(
      'imports an edited title and a new article in one go, on the audit trail, emptying the made pages',
      async () => {
        const dir = copyOfSeeded('edited')
        const [seed] = readSeedArticles()
        const file = path.join(dir, 'articles', `${seed!.slug}.md`)
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: A Title Changed by File'),
        )
        writeFileSync(path.join(dir, 'articles', 'architecture-decision-records.md'), NEW_ARTICLE)
        await db.rows(
          "insert into content_pages (route, build_id, version, type, etag, hashes, made_at) values ('/blog', 'b', 1, 'text/html', 'e', '[]', '2025-01-01')",
        )

        const result = content('import', dir)
        expect(result.output).toMatch(/: 1 created, 1 updated, \d+ unchanged; 0 new images\./)
        expect(result.output).toContain("Restart the site's processes")
        expect(result.status).toBe(0)

        const rows = await entries()
        const edited = rows.find((r) => r.slug === seed!.slug)!
        expect(JSON.parse(String(edited.published)).title).toBe('A Title Changed by File')
        expect(edited).toMatchObject({ state: 'published', updated_by: 'cli' })
        const added = rows.find((r) => r.slug === 'architecture-decision-records')!
        expect(added).toMatchObject({ kind: 'article', state: 'published' })
        expect(JSON.parse(String(added.published)).body).toContain('decision records')
        expect(await db.rows('select * from content_pages')).toEqual([])
        const events = await db.rows(
          "select target, detail from audit_events where action = 'content_changed' and actor = 'cli'",
        )
        expect(events.map((e) => e.target).sort()).toEqual(
          [`article:${added.id}`, `article:${edited.id}`].sort(),
        )
        expect(JSON.parse(String(events[0]!.detail))).toMatchObject({ op: 'import', status: 'published' })
        const revisions = await db.rows(`select event from content_revisions where entry_id = '${edited.id}'`)
        expect(revisions.map((r) => r.event)).toContain('import')
      },
      RUN_MS,
    )

    it(
      'refuses a folder with one broken file, naming it, and changes nothing',
      async () => {
        const before = await entries()
        const badYaml = copyOfSeeded('bad-yaml')
        writeFileSync(path.join(badYaml, 'faqs', 'broken-answer.yaml'), 'status: published\nquestion: [Why\n')
        const refused = content('import', badYaml)
        expect(refused.status).toBe(1)
        expect(refused.output).toMatch(/faqs\/broken-answer\.yaml:\d+: not valid YAML/)
        expect(refused.output).toContain('Nothing was imported')

        const badBlock = copyOfSeeded('bad-block')
        const [seed] = readSeedArticles()
        const file = path.join(badBlock, 'articles', `${seed!.slug}.md`)
        const broken = readFileSync(file, 'utf8')
          .replace(/^title: .*$/m, 'title: Not to Be Imported')
          .concat('\n```checklist\nnot: a list\n```\n')
        writeFileSync(file, broken)
        const blocked = content('import', badBlock)
        expect(blocked.status).toBe(1)
        expect(blocked.output).toMatch(
          new RegExp(`articles/${seed!.slug}\\.md:\\d+: body: the checklist block`),
        )
        expect(await entries()).toEqual(before)
      },
      RUN_MS,
    )

    it(
      'gives the same files after an export, its import and another export',
      () => {
        const first = exported()
        const imported = content('import', first)
        expect(imported.output).toMatch(/: 0 created, 0 updated, \d+ unchanged; 0 new images\./)
        expect(imported.status).toBe(0)
        expect(filesOf(exported())).toEqual(filesOf(first))
        // Into an earlier export again, yes; into a folder of something else, no.
        expect(content('export', first).status).toBe(0)
        const other = folder()
        writeFileSync(path.join(other, 'notes.txt'), 'mine')
        const refused = content('export', other)
        expect(refused.status).toBe(1)
        expect(refused.output).toContain('not an earlier export')
      },
      RUN_MS,
    )
    it(
      "imports the media library's images with their files, checked, and exports them again byte for byte",
      async () => {
        const hash = randomBytes(32).toString('hex')
        const picture = (width: number, height: number) =>
          sharp({ create: { width, height, channels: 3, background: '#7a4b2c' } })
        const files = {
          [`${hash}.jpg`]: await picture(600, 400).jpeg().toBuffer(),
          [`${hash}-480.webp`]: await picture(480, 320).webp().toBuffer(),
          [`${hash}-480.avif`]: await picture(480, 320).avif({ effort: 0 }).toBuffer(),
        }
        const library = [
          {
            hash,
            name: 'kiln.jpg',
            mime: 'image/jpeg',
            width: 600,
            height: 400,
            bytes: files[`${hash}.jpg`]!.length,
            alt: 'A brick kiln at dawn',
            files: [
              { file: `${hash}.jpg`, format: 'original', width: 600, height: 400 },
              { file: `${hash}-480.webp`, format: 'webp', width: 480, height: 320 },
              { file: `${hash}-480.avif`, format: 'avif', width: 480, height: 320 },
            ],
          },
        ]
        const withMedia = (name: string, edit?: (media: string) => void) => {
          const dir = copyOfSeeded(name)
          const media = path.join(dir, 'media')
          mkdirSync(media, { recursive: true })
          for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(media, file), bytes)
          writeFileSync(path.join(media, 'library.yaml'), YAML.stringify(library))
          edit?.(media)
          return dir
        }
        const images = async () => (await db.rows('select hash from media')).length

        // A listed file missing, a file that is not what it is listed as, a file not listed: each named, nothing written.
        const broken = withMedia('broken-media', (media) => {
          rmSync(path.join(media, `${hash}-480.avif`))
          writeFileSync(path.join(media, `${hash}-480.webp`), files[`${hash}.jpg`]!)
          writeFileSync(path.join(media, 'holiday.jpg'), files[`${hash}.jpg`]!)
        })
        const refused = content('import', broken)
        expect(refused.status).toBe(1)
        expect(refused.output).toContain(`media/library.yaml: ${hash}-480.avif is missing or not an image`)
        expect(refused.output).toContain(
          `media/library.yaml: ${hash}-480.webp is not the 480 × 320 webp it is listed as`,
        )
        expect(refused.output).toContain('media/holiday.jpg: not listed in media/library.yaml')
        expect(await images()).toBe(0)

        const imported = content('import', withMedia('media'))
        expect(imported.output).toMatch(/unchanged; 1 new images\./)
        expect(imported.status).toBe(0)
        const [row] = await db.rows('select id, name, alt from media')
        expect(row).toMatchObject({ name: 'kiln.jpg', alt: 'A brick kiln at dawn' })
        expect(
          await db.rows(`select detail from audit_events where target = 'media:${String(row!.id)}'`),
        ).toEqual([{ detail: JSON.stringify({ op: 'import' }) }])

        const again = path.join(folder(), 'again')
        expect(content('export', again).output).toMatch(/entries and 1 images from/)
        const byName = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file)
        expect(YAML.parse(readFileSync(path.join(again, 'media', 'library.yaml'), 'utf8'))).toEqual([
          { ...library[0], files: library[0]!.files.toSorted(byName) },
        ])
        for (const [file, bytes] of Object.entries(files))
          expect(readFileSync(path.join(again, 'media', file)).equals(bytes), file).toBe(true)
        // The same images imported once more: nothing new.
        expect(content('import', again).output).toMatch(/; 0 new images\./)
        expect(await images()).toBe(1)
      },
      RUN_MS,
    )
  })
