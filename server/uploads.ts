import 'server-only'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { MAX_FORM_BYTES } from '@/server/forms/route'
import { StoreFileError, type StoreError, type StoredFile } from '@/server/storage'

/** Room for the text fields and the multipart framing on top of the file: as much as a text form. */
const FORM_OVERHEAD_BYTES = MAX_FORM_BYTES

export type UploadProblem = StoreError | 'bad-name' | 'incomplete'

export type Upload = {
  fields: Record<string, string>
  file: StoredFile | null
  /** the file's name as the browser sent it (checked: no path in it) */
  fileName?: string
  problem: UploadProblem | null
}

/**
 * Streams a multipart form: text fields are collected, the one file goes straight to `store`
 * (which checks it on the way and removes what it wrote if it refuses it), and nothing large is
 * held in memory. The whole body is capped at `maxFileBytes` plus room for the fields, so a body
 * of unknown length cannot run on.
 *
 * Resolves as soon as the answer is known: when the file is refused (not a PDF: known from its
 * first bytes), the rest of the body is read into nothing without parsing it, so the visitor gets
 * the message at once and the connection stays usable. Over the cap ('too-large') the body is
 * abandoned, which closes the connection. A body that breaks off (a dropped connection, a
 * truncated form) resolves with 'incomplete' once the half-written file is gone.
 */
export async function readUpload(
  request: Request,
  opts: { fileField: string; maxFileBytes: number; store: (source: Readable) => Promise<StoredFile> },
): Promise<Upload> {
  const result: Upload = { fields: {}, file: null, problem: null }
  const maxBody = opts.maxFileBytes + FORM_OVERHEAD_BYTES
  // A declared length over the cap is refused unread.
  if (Number(request.headers.get('content-length') ?? 0) > maxBody) return { ...result, problem: 'too-large' }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)
  const parser = busboy({
    headers: Object.fromEntries(request.headers),
    preservePath: true,
    limits: { files: 1, fields: 20, fieldSize: 20_000 },
  })
  let stored: Promise<void> = Promise.resolve()
  let openFile: Readable | null = null
  let seen = 0

  return new Promise<Upload>((resolve) => {
    let settled = false
    const settle = (problem: UploadProblem | null) => {
      if (settled) return
      settled = true
      result.problem ??= problem
      // A file still being written is cut off, so its partial copy is removed before the answer.
      if (problem) openFile?.destroy(new Error(`upload ${problem}`))
      resolve(stored.then(() => result))
    }
    /** Stops parsing and reads what is left of the body into nothing, up to the cap. */
    const discardRest = () => {
      source.unpipe()
      source.on('data', (chunk: Buffer) => {
        seen += chunk.length
        if (seen > maxBody) source.destroy()
      })
      source.resume()
    }

    parser.on('field', (name, value) => {
      result.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== opts.fileField || result.file || result.problem || !info.filename) return stream.resume()
      if (/[\\/]|\.\.|[\u0000-\u001f]/.test(info.filename)) {
        result.problem = 'bad-name'
        return stream.resume()
      }
      openFile = stream
      result.fileName = info.filename
      stored = opts
        .store(stream)
        .then((file) => void (result.file = file))
        .catch((error: unknown) => {
          openFile = null
          result.problem ??= error instanceof StoreFileError ? error.reason : 'incomplete'
          if (settled) return // the body had ended: the answer waits for this very promise
          discardRest()
          settle(result.problem)
        })
        .finally(() => void (openFile = null))
    })
    parser.on('close', () => settle(null))
    parser.on('error', () => {
      discardRest()
      settle('incomplete')
    })

    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length
        done(null, chunk)
        if (seen > maxBody) {
          source.unpipe()
          source.destroy()
          settle('too-large')
        }
      },
    })
    source.on('error', () => settle('incomplete'))
    source.pipe(counter).pipe(parser)
  })
}
