import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { pdfBytes } from '@/tests/integration/client'
import { applicationForm, marker } from '@/tests/integration/uploads'

/**
 * `npm run backup` while the site runs and takes leads, then `npm run restore` into an empty
 * DATA_DIR, and the site started on it: every lead and resume is back, byte for byte.
 */
const PORT = 3248 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@backup.example', password: 'correct-horse-backup-owner' }

function npm(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

async function post(server: RunningServer, pathname: string, body: FormData | string) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: {
      Origin: server.url,
      Accept: 'application/json',
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  })
  return { status: res.status, body: (await res.json()) as { id?: string } }
}

/** The administrator's session cookie on `server`. */
async function signedIn(server: RunningServer) {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  })
  expect(signIn.status).toBe(200)
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describeOnce('backup and restore', () => {
  const folders: string[] = []
  const servers: RunningServer[] = []
  let original: RunningServer
  const enquiry = `Backup check ${marker()}: please quote for a new site.`
  const resume = pdfBytes(`% backed up ${marker()}\n`)
  let applicationId = ''
  let imageHash = ''
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vantage-backup-test-'))
    folders.push(dir)
    return dir
  }

  beforeAll(async () => {
    original = await startServer(PORT, {
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    servers.push(original)
    const sent = await post(
      original,
      '/api/contact',
      JSON.stringify({ name: 'Asha Rao', email: 'asha@rao.example', message: enquiry }),
    )
    expect(sent.status).toBe(201)
    const form = applicationForm(resume)
    const applied = await post(original, '/api/applications', form)
    expect(applied.status).toBe(201)
    applicationId = applied.body.id!
    // An image in the media library: its five files (the upload and four sizes) go in the archive.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f5e' } })
      .jpeg()
      .toBuffer()
    const body = new FormData()
    body.append('file', new File([new Uint8Array(photo)], 'office.jpg', { type: 'image/jpeg' }))
    const uploaded = await fetch(`${original.url}/api/admin/media`, {
      method: 'POST',
      headers: { Cookie: await signedIn(original), Origin: original.url },
      body,
    })
    expect(uploaded.status).toBe(201)
    imageHash = ((await uploaded.json()) as { media: { hash: string } }).media.hash
  }, 120_000)

  afterAll(async () => {
    for (const server of servers) await server.stop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  it('backs up a running site, restores it into an empty folder, and the site serves it all again', async () => {
    const archive = path.join(folder(), 'site.tar.gz')
    // Taken while the site keeps answering.
    const during = fetch(`${original.url}/about`)
    const backedUp = npm('backup', [archive], { DATA_DIR: original.dataDir })
    expect(backedUp.output).toMatch(
      /Backed up to .*: 1 enquiries, 1 applications \(1 resumes\), 0 comments, 5 image files/,
    )
    expect(backedUp.status).toBe(0)
    expect((await during).status).toBe(200)
    expect(statSync(archive).mode & 0o777).toBe(0o600)

    const restoredDir = folder()
    const restored = npm('restore', [archive], { DATA_DIR: restoredDir })
    expect(restored.output).toMatch(
      /Restored the backup of .*: 1 enquiries, 1 applications \(1 resumes\), 0 comments, 5 image files/,
    )
    expect(restored.status).toBe(0)
    // A second restore over it is refused unless asked for.
    const again = npm('restore', [archive], { DATA_DIR: restoredDir })
    expect(again.status).toBe(1)
    expect(again.output).toContain('--force')

    const file = new SQLite(path.join(restoredDir, 'site.db'), { readonly: true })
    const messages = file.prepare('select message from contact_messages').all() as { message: string }[]
    file.close()
    expect(messages.map((m) => m.message)).toEqual([enquiry])

    const server = await startServer(PORT + 1, {
      DATA_DIR: restoredDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    servers.push(server)
    const cookie = await signedIn(server)
    const link = await fetch(`${server.url}/api/admin/applications/${applicationId}/resume`, {
      headers: { Cookie: cookie, Accept: 'application/json' },
    })
    expect(link.status).toBe(200)
    const { url } = (await link.json()) as { url: string }
    const pdf = await fetch(`${server.url}${url}`, { headers: { Cookie: cookie } })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).equals(resume)).toBe(true)
    // The library's image, each size byte for byte.
    for (const name of [`${imageHash}-480.webp`, `${imageHash}-800.avif`]) {
      const before = await fetch(`${original.url}/media/${name}`)
      const after = await fetch(`${server.url}/media/${name}`)
      expect(after.status, name).toBe(200)
      expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(await before.arrayBuffer()))).toBe(
        true,
      )
    }
  }, 120_000)

  it('replaces a database only with --force, keeping the old one beside it', () => {
    const archive = path.join(folder(), 'again.tar.gz')
    expect(npm('backup', [archive], { DATA_DIR: original.dataDir }).status).toBe(0)
    const target = folder()
    expect(npm('restore', [archive], { DATA_DIR: target }).status).toBe(0)
    const forced = npm('restore', [archive, '--force'], { DATA_DIR: target })
    expect(forced.status).toBe(0)
    expect(forced.output).toMatch(/site\.db\.replaced-\d{8}-\d{6}/)
    expect(existsSync(path.join(target, 'site.db'))).toBe(true)
  }, 120_000)

  it('erases again, after a restore, the people erased since the backup was taken', () => {
    const archive = path.join(folder(), 'before-erasure.tar.gz')
    expect(npm('backup', [archive], { DATA_DIR: original.dataDir }).status).toBe(0)
    const site = folder()
    expect(npm('restore', [archive], { DATA_DIR: site }).status).toBe(0)
    // Asha asks to be erased after the backup...
    const erased = npm('privacy', ['erase', 'asha@rao.example', '--yes'], { DATA_DIR: site })
    expect(erased.output).toContain('Erased: 1 enquiries')
    // ...and the backup is restored over the site later: she must not come back.
    const forced = npm('restore', [archive, '--force'], { DATA_DIR: site })
    expect(forced.status).toBe(0)
    expect(forced.output).toContain(
      'Erased again 1 records of people whose data was erased after this backup was taken.',
    )
    const file = new SQLite(path.join(site, 'site.db'), { readonly: true })
    const left = file
      .prepare('select email from contact_messages union all select email from job_applications')
      .all()
    const erasures = file.prepare('select subject from erasures').all()
    file.close()
    expect(left).toEqual([{ email: 'kabir@shah.example' }])
    expect(erasures).toHaveLength(1)
    // Four command-line runs, about 4 s each on a quiet machine; a busy one takes twice that.
  }, 90_000)

  it('says what to do on PostgreSQL instead of making half a backup', () => {
    const result = npm('backup', [], {
      DATA_DIR: folder(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    })
    expect(result.status).toBe(1)
    expect(result.output).toContain('pg_dump')
  })
})
