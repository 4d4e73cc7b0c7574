import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { S3_NAMES, startS3Server, type S3TestServer } from '@/tests/helpers/s3-server'

/**
 * The resume store on its own, on local disk and on an S3-compatible server started here: what it
 * keeps, what it refuses, and that a refusal (or a body cut off) leaves nothing anywhere.
 */

const MiB = 1024 * 1024

/** A real-looking PDF of about `size` bytes, unique, ending with the `%%EOF` trailer. */
function pdf(size = 2048) {
  const head = Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n`)
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail])
}

/** Bytes as an upload arrives: in 64 KiB chunks. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024)
    })(),
  )

async function readAll(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Loads server/storage/index.ts afresh with these variables (and no others of S3's) set. */
async function loadStorage(vars: Record<string, string>) {
  vi.resetModules()
  for (const name of S3_NAMES) vi.stubEnv(name, '')
  vi.stubEnv('AUTH_SECRET', '')
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return import('@/server/storage')
}

describe.each(['disk', 's3'] as const)('resumes stored on %s', (kind) => {
  let dataDir: string
  let s3: S3TestServer | undefined
  let storage: typeof import('@/server/storage')

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-storage-'))
    if (kind === 's3') s3 = await startS3Server()
    storage = await loadStorage({ DATA_DIR: dataDir, ...s3?.env })
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await s3?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const diskFiles = () => readdir(path.join(dataDir, 'resumes')).catch(() => [] as string[])
  /** Everything in storage: files (`.part` ones included), or objects and unfinished uploads. */
  const everything = async () =>
    s3 ? [...(await s3.keys()), ...(await s3.pendingUploads()).map((id) => `upload ${id}`)] : diskFiles()
  const aborts = () => s3?.requests.filter((r) => r.startsWith('DELETE ') && r.includes('uploadId=')) ?? []

  it('keeps a PDF under a random name and gives back the same bytes', async () => {
    // 7 MiB goes to S3 as a multipart upload of two parts, 20 KB as a single PUT.
    for (const bytes of [pdf(20_000), pdf(7 * MiB)]) {
      const stored = await storage.storeResume(chunked(bytes))
      expect(stored.key).toMatch(/^resumes\/[A-Za-z0-9_-]{22}\.pdf$/)
      expect(stored.size).toBe(bytes.length)
      expect(await storage.resumeExists(stored.key)).toBe(true)
      const opened = await storage.openStored(stored.key)
      expect(opened?.size).toBe(bytes.length)
      expect((await readAll(opened!.stream)).equals(bytes)).toBe(true)
      if (s3) {
        expect(await s3.keys()).toContain(stored.key)
        expect((await s3.object(stored.key))?.equals(bytes)).toBe(true)
      } else {
        expect(await diskFiles()).toContain(stored.key.slice('resumes/'.length))
      }
    }
    if (s3) expect(await diskFiles(), 'nothing on local disk').toEqual([])
    expect(await s3?.pendingUploads()).toEqual(s3 ? [] : undefined)
  })

  it.each([
    ['a PNG', 'not-pdf', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(200_000)])],
    ['an empty file', 'empty', Buffer.alloc(0)],
    ['a file shorter than the PDF header', 'not-pdf', Buffer.from('%PD')],
    ['a PDF cut before its %%EOF trailer', 'not-pdf', pdf(30_000).subarray(0, 29_000)],
    ['a 6 MiB PDF without its trailer (sent in parts)', 'not-pdf', pdf(6 * MiB).subarray(0, 6 * MiB - 100)],
    ['a 12 MiB PDF', 'too-large', pdf(12 * MiB)],
    ['a PDF one byte over 10 MiB', 'too-large', pdf(10 * MiB + 1)],
  ])('refuses %s (%s) and leaves nothing in storage', async (_name, reason, bytes) => {
    const before = await everything()
    const abortsBefore = aborts().length
    const error = await storage.storeResume(chunked(bytes)).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(storage.StoreFileError)
    expect((error as InstanceType<typeof storage.StoreFileError>).reason).toBe(reason)
    expect(await everything()).toEqual(before)
    // Past one part, S3 has begun a multipart upload: it must have been aborted, not left.
    if (s3 && bytes.length > 5 * MiB) expect(aborts().length).toBe(abortsBefore + 1)
  })

  it('keeps a PDF of exactly 10 MiB', async () => {
    const bytes = pdf(10 * MiB)
    const stored = await storage.storeResume(chunked(bytes))
    expect(stored.size).toBe(10 * MiB)
    expect((await readAll((await storage.openStored(stored.key))!.stream)).equals(bytes)).toBe(true)
  })

  it('leaves nothing of an upload whose connection breaks off', async () => {
    const before = await everything()
    const bytes = pdf(8 * MiB)
    let sent = 0
    const source = new Readable({
      read() {
        if (sent >= 6 * MiB) return void this.destroy(new Error('connection reset'))
        this.push(bytes.subarray(sent, sent + 64 * 1024))
        sent += 64 * 1024
      },
    })
    await expect(storage.storeResume(source)).rejects.toThrow('connection reset')
    expect(await everything()).toEqual(before)
  })

  it('deletes a resume, and a second delete or a missing one is no error', async () => {
    const bytes = pdf()
    const { key } = await storage.storeResume(chunked(bytes))
    // The S3 stand-in (s3rver) answers a PUT while its file is still being opened: read the
    // object back first, so the delete cannot overtake the write and the file appear after it.
    expect((await readAll((await storage.openStored(key))!.stream)).equals(bytes)).toBe(true)
    await storage.deleteStored(key)
    expect(await storage.resumeExists(key)).toBe(false)
    expect(await storage.openStored(key)).toBeNull()
    if (s3) expect(await s3.keys()).not.toContain(key)
    await storage.deleteStored(key)
    expect(await storage.openStored(`resumes/${'A'.repeat(22)}.pdf`)).toBeNull()
  })

  it('never reaches outside the resume names it made', async () => {
    expect(await storage.openStored('../auth-secret')).toBeNull()
    expect(await storage.resumeExists('resumes/../site.db')).toBe(false)
  })

  it('checks that storage is writable with a probe it removes again', async () => {
    const before = await everything()
    expect(await storage.checkStorageWritable()).toEqual({ kind, ok: true })
    expect(await everything()).toEqual(before)
  })
})

describe('storage that cannot be written', () => {
  let dataDir: string
  let s3: S3TestServer
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-storage-'))
    s3 = await startS3Server()
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    await s3.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is reported with its error code, on disk and on S3', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // DATA_DIR is a file, so no resume folder can be made in it.
    const file = path.join(dataDir, 'not-a-folder')
    writeFileSync(file, '')
    const disk = await loadStorage({ DATA_DIR: file })
    expect(await disk.checkStorageWritable()).toEqual({ kind: 'disk', ok: false, error: 'ENOTDIR' })

    const s3Storage = await loadStorage({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' })
    expect(await s3Storage.checkStorageWritable()).toEqual({ kind: 's3', ok: false, error: 'NoSuchBucket' })
    expect(logged).toHaveBeenCalled()
  })
})
