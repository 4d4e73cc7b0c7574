import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  RESUME_ERRORS,
  RESUME_FIELD,
} from '@/modules/applications/fields'
import { applicationSchema } from '@/modules/applications/schema'
import { insertApplication } from '@/modules/applications/queries'
import { FORM_REFUSALS, gate, notifyAfterResponse, respond, validate, type Outcome } from '@/server/forms'
import {
  deleteStored,
  RESUME_MAX_BYTES,
  StoreFileError,
  storeResume,
  type StoredFile,
} from '@/server/storage'

const page = { success: 'Application received', failure: 'Application not sent', backHref: '/careers' }
/** Room for the text fields and multipart framing on top of the resume itself. */
const BODY_OVERHEAD = 64 * 1024

export async function POST(request: Request) {
  return respond(request, await submitApplication(request), page)
}

type Parsed = {
  fields: Record<string, string>
  file: StoredFile | null
  fileError: string | null
  nameError: string | null
}

/**
 * The multipart body streams through busboy: text fields are collected, the resume goes
 * straight to storage (checked and size-capped on the way), and nothing is held in memory.
 */
function parseMultipart(request: Request): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const result: Parsed = { fields: {}, file: null, fileError: null, nameError: null }
    let pending: Promise<void> = Promise.resolve()
    const parser = busboy({
      headers: Object.fromEntries(request.headers),
      preservePath: true,
      limits: { files: 1, fields: 20, fieldSize: 20_000, fileSize: RESUME_MAX_BYTES + 1 },
    })
    parser.on('field', (name, value) => {
      result.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== RESUME_FIELD || result.file || result.fileError) return stream.resume()
      if (!info.filename) return stream.resume()
      if (/[\\/]|\.\.|[\u0000-\u001f]/.test(info.filename)) {
        result.nameError = 'Resume file name must be a plain name, without folders (/ or \\) or "..".'
        return stream.resume()
      }
      pending = storeResume(stream)
        .then((file) => void (result.file = file))
        .catch((error: unknown) => {
          if (!(error instanceof StoreFileError)) throw error
          result.fileError = {
            'too-large': RESUME_ERRORS.tooLarge,
            'not-pdf': RESUME_ERRORS.notPdf,
            empty: RESUME_ERRORS.empty,
          }[error.reason]
        })
    })
    parser.on('close', () => pending.then(() => resolve(result), reject))
    parser.on('error', reject)
    Readable.fromWeb(request.body as WebReadableStream<Uint8Array>).pipe(parser)
  })
}

async function submitApplication(request: Request): Promise<Outcome> {
  const refused = gate(request, 'apply')
  if (refused) return refused
  if (!request.body || !(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > RESUME_MAX_BYTES + BODY_OVERHEAD) {
    return {
      ok: false,
      status: 413,
      message: RESUME_ERRORS.tooLarge,
      fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.tooLarge },
    }
  }

  let parsed: Parsed
  try {
    parsed = await parseMultipart(request)
  } catch (error) {
    console.error('Reading an application failed:', error)
    return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  }
  const { fields, file } = parsed
  const discard = () => (file ? deleteStored(file.key) : Promise.resolve())

  const checked = validate(fields, applicationSchema, APPLICATION_FIELDS, APPLICATION_MESSAGES.failure)
  const resumeError = parsed.nameError ?? parsed.fileError ?? (file ? null : RESUME_ERRORS.missing)
  if (!checked.ok || resumeError) {
    await discard()
    const base = checked.ok ? null : checked.outcome
    if (base && (base.ok || base.status !== 400 || !base.fieldErrors)) return base // honeypot
    const fieldErrors = {
      ...(base && !base.ok ? base.fieldErrors : {}),
      ...(resumeError ? { [RESUME_FIELD]: resumeError } : {}),
    }
    const status = resumeError === RESUME_ERRORS.tooLarge ? 413 : 400
    return {
      ok: false,
      status,
      message: Object.values(fieldErrors)[0] ?? APPLICATION_MESSAGES.failure,
      fieldErrors,
    }
  }

  try {
    const id = await insertApplication(checked.value, file!.key)
    notifyAfterResponse()
    return { ok: true, status: 201, message: APPLICATION_MESSAGES.success, id }
  } catch (error) {
    await discard()
    console.error('Storing an application failed:', error)
    return { ok: false, status: 500, message: APPLICATION_MESSAGES.failure }
  }
}
