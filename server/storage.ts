import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { env } from '@/server/env'
import { authSecret } from '@/server/secret'

export const RESUME_MAX_BYTES = 10 * 1024 * 1024
export const RESUME_LINK_SECONDS = 60
const RESUME_DIR = 'resumes'
const KEY_PATTERN = /^resumes\/[A-Za-z0-9_-]{22}\.pdf$/
const PDF_HEADER = Buffer.from('%PDF-')
const PDF_TRAILER = Buffer.from('%%EOF')
const TAIL_BYTES = 2048

const root = () => path.resolve(env.DATA_DIR)
const fileOf = (key: string) => path.join(root(), key)

export type StoredFile = { key: string; size: number }
export type StoreError = 'too-large' | 'not-pdf' | 'empty'
export class StoreFileError extends Error {
  constructor(readonly reason: StoreError) {
    super(reason)
  }
}

/**
 * Streams an uploaded resume to `resumes/<random>.pdf`, never holding it in memory: stops at
 * RESUME_MAX_BYTES, and accepts only real PDFs (starts with `%PDF-`, ends with `%%EOF`),
 * whatever the file was called or claimed to be. On any failure nothing is left on disk.
 */
export async function storeResume(source: Readable): Promise<StoredFile> {
  await mkdir(path.join(root(), RESUME_DIR), { recursive: true })
  const key = `${RESUME_DIR}/${randomBytes(16).toString('base64url')}.pdf`
  const partial = `${fileOf(key)}.part`
  let size = 0
  let head = Buffer.alloc(0)
  let tail = Buffer.alloc(0)
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      if (size > RESUME_MAX_BYTES) return done(new StoreFileError('too-large'))
      if (head.length < PDF_HEADER.length) {
        head = Buffer.concat([head, chunk]).subarray(0, PDF_HEADER.length)
        if (head.length === PDF_HEADER.length && !head.equals(PDF_HEADER))
          return done(new StoreFileError('not-pdf'))
      }
      tail = Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES)
      done(null, chunk)
    },
  })
  // The source is piped by hand, not through pipeline(): a refused file must not destroy it, or
  // the multipart parser feeding it would wait forever for it to be read. It is drained instead.
  const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 })
  const written = pipeline(check, sink)
  const onSourceError = (error: Error) => check.destroy(error)
  source.on('error', onSourceError)
  source.pipe(check)
  try {
    await written
    if (size === 0) throw new StoreFileError('empty')
    if (!head.equals(PDF_HEADER) || !tail.includes(PDF_TRAILER)) throw new StoreFileError('not-pdf')
    await rename(partial, fileOf(key))
    return { key, size }
  } catch (error) {
    // A refusal can come before the file is even open: wait until it is closed, or the unlink
    // would run first and the file appear after it.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()))
    await unlink(partial).catch(() => {})
    source.unpipe(check)
    source.resume() // read the rest of the file into nothing, so the form's other parts still arrive
    throw error
  } finally {
    source.off('error', onSourceError)
    source.on('error', () => {}) // already reported through the pipeline above
  }
}

export async function deleteStored(key: string) {
  if (!KEY_PATTERN.test(key)) return
  await unlink(fileOf(key)).catch(() => {})
}

export async function openStored(key: string) {
  if (!KEY_PATTERN.test(key)) return null
  try {
    const info = await stat(fileOf(key))
    return { size: info.size, stream: createReadStream(fileOf(key)) }
  } catch {
    return null
  }
}

/** Removes uploads cut off half-way (a crash or a dropped connection). */
export async function sweepPartialUploads() {
  const dir = path.join(root(), RESUME_DIR)
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(
    names.filter((n) => n.endsWith('.part')).map((n) => unlink(path.join(dir, n)).catch(() => {})),
  )
}

function signature(key: string, expires: number) {
  return createHmac('sha256', authSecret()).update(`resume:${key}:${expires}`).digest('base64url')
}

/** A link to one stored resume that works for RESUME_LINK_SECONDS, and only with a session. */
export function signedResumeUrl(key: string, nowMs = Date.now()) {
  const expires = Math.floor(nowMs / 1000) + RESUME_LINK_SECONDS
  const name = key.slice(RESUME_DIR.length + 1)
  return `/api/admin/resumes/${name}?expires=${expires}&signature=${signature(key, expires)}`
}

export type LinkCheck = { ok: true; key: string } | { ok: false; reason: 'expired' | 'forged' }

export function verifyResumeLink(
  name: string,
  expires: string | null,
  sig: string | null,
  nowMs = Date.now(),
): LinkCheck {
  const key = `${RESUME_DIR}/${name}`
  const exp = Number(expires)
  if (!KEY_PATTERN.test(key) || !sig || !Number.isInteger(exp)) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(signature(key, exp))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' }
  if (exp * 1000 < nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, key }
}
