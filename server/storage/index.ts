import 'server-only'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import { env } from '@/server/env'
import { keyedHash } from '@/server/secret'
import { diskStore } from '@/server/storage/disk'
import { s3Store } from '@/server/storage/s3'
import type { FileStore } from '@/server/storage/store'

export const RESUME_MAX_BYTES = 10 * 1024 * 1024
export const RESUME_LINK_SECONDS = 60
const RESUME_DIR = 'resumes'
const KEY_PATTERN = /^resumes\/[A-Za-z0-9_-]{22}\.pdf$/
/** Copies of a person's data made for their request (server/privacy/fulfil.ts), kept for days. */
const ARCHIVE_DIR = 'archives'
const ARCHIVE_PATTERN = /^archives\/[A-Za-z0-9_-]{22}\.zip$/
/** A key this module made: a resume or a data copy. */
const isStoredKey = (key: string) => KEY_PATTERN.test(key) || ARCHIVE_PATTERN.test(key)
/** Tries at deleting one file before the failure is left to the log (and the next purge). */
const DELETE_ATTEMPTS = 3
const PDF_HEADER = Buffer.from('%PDF-')
const PDF_TRAILER = Buffer.from('%%EOF')
const TAIL_BYTES = 2048

let chosen: FileStore | undefined
/** Chosen once, from the environment: S3 when S3_BUCKET is set, else DATA_DIR. */
function store(): FileStore {
  chosen ??= env.S3_BUCKET
    ? s3Store({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        // env.ts refuses to start with a bucket and no credentials.
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : diskStore(env.DATA_DIR)
  return chosen
}

export type StoredFile = { key: string; size: number }
export type StoreError = 'too-large' | 'not-pdf' | 'empty'
export class StoreFileError extends Error {
  constructor(readonly reason: StoreError) {
    super(reason)
  }
}

/**
 * Streams an uploaded resume to storage as `resumes/<random>.pdf`, never holding it in memory:
 * stops at RESUME_MAX_BYTES, and accepts only real PDFs (starts with `%PDF-`, ends with `%%EOF`),
 * whatever the file was called or claimed to be. On any failure nothing is left in storage.
 */
export async function storeResume(source: Readable): Promise<StoredFile> {
  const key = `${RESUME_DIR}/${randomBytes(16).toString('base64url')}.pdf`
  let size = 0
  let head = Buffer.alloc(0)
  let tail = Buffer.alloc(0)
  let refusal: StoreFileError | undefined
  const refuse = (reason: StoreError) => (refusal = new StoreFileError(reason))
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      if (size > RESUME_MAX_BYTES) return done(refuse('too-large'))
      if (head.length < PDF_HEADER.length) {
        head = Buffer.concat([head, chunk]).subarray(0, PDF_HEADER.length)
        if (head.length === PDF_HEADER.length && !head.equals(PDF_HEADER)) return done(refuse('not-pdf'))
      }
      tail = Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES)
      done(null, chunk)
    },
    // Refused here, before the stream ends: a store commits what it was given once it sees the
    // end (renames the file, completes the upload), so it must never see the end of a bad file.
    flush(done) {
      if (size === 0) return done(refuse('empty'))
      if (!head.equals(PDF_HEADER) || !tail.includes(PDF_TRAILER)) return done(refuse('not-pdf'))
      done()
    },
  })
  // The source is piped by hand, not through pipeline(): a refused file must not destroy it, or
  // the multipart parser feeding it would wait forever for it to be read. It is drained instead.
  const onSourceError = (error: Error) => check.destroy(error)
  source.on('error', onSourceError)
  // A refusal can come before the store reads at all (the disk store first makes its folder); it
  // reaches the caller through put()'s rejection and `refusal`, not as an unhandled 'error'.
  check.on('error', () => {})
  source.pipe(check)
  try {
    await store().put(key, check)
    return { key, size }
  } catch (error) {
    source.unpipe(check)
    check.destroy()
    source.resume() // read the rest of the file into nothing, so the form's other parts still arrive
    // The refusal, whatever else went wrong after it (a store's clean-up may fail too).
    throw refusal ?? error
  } finally {
    source.off('error', onSourceError)
    source.on('error', () => {}) // already reported through the store's rejection above
  }
}

/**
 * Deletes a stored file, trying again after a short wait when the store fails (a bucket that
 * answers 503 for a moment). Called once the row is gone for good: a failure that lasts is logged,
 * and the deletion of the row still stands. Returns whether the file is gone.
 */
export async function deleteStored(key: string) {
  if (!isStoredKey(key)) return false
  for (let attempt = 1; ; attempt++) {
    try {
      await store().remove(key)
      return true
    } catch (error) {
      if (attempt >= DELETE_ATTEMPTS) {
        console.error(`Deleting the stored file ${key} failed ${attempt} times:`, error)
        return false
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
    }
  }
}

export async function openStored(key: string) {
  if (!isStoredKey(key)) return null
  return store().open(key)
}

/** Keeps a copy of a person's data (a ZIP) under a new random key, for its download link. */
export async function storeArchive(bytes: Buffer) {
  const key = `${ARCHIVE_DIR}/${randomBytes(16).toString('base64url')}.zip`
  await store().put(key, Readable.from([bytes]))
  return key
}

/**
 * Puts back a resume under the key it had (a restore from a backup, scripts/backup.ts): the
 * bytes were checked when they were first uploaded.
 */
export async function restoreStored(key: string, body: Readable) {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a resume key: ${key}`)
  await store().put(key, body)
}

/** Whether a resume is stored under `key`, without reading it. */
export async function resumeExists(key: string) {
  if (!KEY_PATTERN.test(key)) return false
  return store().exists(key)
}

/**
 * Media (server/media/): `media/<sha-256 of the upload>.<ext>` is the upload with its metadata
 * stripped, `media/<sha-256>-<width>.<webp|avif>` its variants. Content-addressed, so a name is
 * never reused for other bytes and the public copies can be cached for a year.
 */
const MEDIA_PATTERN = /^media\/[a-f0-9]{64}(?:-[1-9][0-9]{0,4})?\.(?:jpg|png|webp|avif)$/
export const isMediaKey = (key: string) => MEDIA_PATTERN.test(key)

/** Stores one media object (already checked and made by server/media/). */
export async function storeMedia(key: string, bytes: Buffer, contentType: string) {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`)
  await store().put(key, Readable.from([bytes]), contentType)
}

export async function openMedia(key: string) {
  if (!isMediaKey(key)) return null
  return store().open(key)
}

export async function removeMedia(key: string) {
  if (isMediaKey(key)) await store().remove(key)
}

/** Removes uploads cut off half-way (a crash or a dropped connection). */
export async function sweepPartialUploads() {
  await store().sweep(RESUME_DIR)
  await store().sweep('media')
}

export type StorageCheck =
  { kind: FileStore['kind']; ok: true } | { kind: FileStore['kind']; ok: false; error: string }

/**
 * Whether resumes can be stored now: writes a tiny probe where resumes go and removes it again.
 * For a health endpoint; says what failed (an error code, no paths or secrets) and logs the rest.
 */
export async function checkStorageWritable(): Promise<StorageCheck> {
  const target = store()
  // Not a resume name: a signed link can never match a probe.
  const key = `${RESUME_DIR}/probe-${randomBytes(8).toString('hex')}.probe`
  try {
    await target.put(key, Readable.from([Buffer.from('probe')]))
    await target.remove(key)
    return { kind: target.kind, ok: true }
  } catch (error) {
    console.error('Storage is not writable:', error)
    const { code, name } = Object(error) as { code?: unknown; name?: unknown }
    return { kind: target.kind, ok: false, error: String(code ?? name ?? 'unknown error') }
  }
}

function signature(key: string, expires: number) {
  return keyedHash('resume', `${key}:${expires}`)
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
