import { conversionAfterResponse } from '@/modules/analytics/collect'
import { applicationForm, RESUME_ERRORS, RESUME_FIELD, ROLE_CLOSED } from '@/modules/applications/form'
import { insertApplication } from '@/modules/applications/queries'
import { FORM_REFUSALS, formRoute, type FormBody, type Refusal } from '@/server/forms/route'
import { deleteStored, RESUME_MAX_BYTES, storeResume } from '@/server/storage'
import { readUpload, type UploadProblem } from '@/server/uploads'
import { roleOpenness } from '@/server/content'

const tooLarge: Refusal = {
  ok: false,
  status: 413,
  message: RESUME_ERRORS.tooLarge,
  fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.tooLarge },
}

const PROBLEMS: Record<UploadProblem, string> = {
  'too-large': RESUME_ERRORS.tooLarge,
  'not-pdf': RESUME_ERRORS.notPdf,
  empty: RESUME_ERRORS.empty,
  'bad-name': 'Resume file name must be a plain name, without folders (/ or \\) or "..".',
  incomplete: RESUME_ERRORS.unreadable,
}

/** The multipart body, the resume streamed to storage and checked by content on the way. */
async function readApplication(request: Request): Promise<FormBody<string> | Refusal> {
  if (!request.body || !(request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
    return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  let upload
  try {
    upload = await readUpload(request, {
      fileField: RESUME_FIELD,
      maxFileBytes: RESUME_MAX_BYTES,
      store: storeResume,
    })
  } catch (error) {
    console.error('Reading an application failed:', error)
    return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  }
  const { fields, file, problem } = upload
  const discard = async () => {
    if (file) await deleteStored(file.key)
  }
  if (problem === 'too-large') return discard().then(() => tooLarge)
  const resumeError = problem ? PROBLEMS[problem] : file ? null : RESUME_ERRORS.missing
  return {
    fields,
    attachment: file?.key ?? '',
    fieldErrors: resumeError ? { [RESUME_FIELD]: resumeError } : undefined,
    discard,
  }
}

export const POST = formRoute({
  form: applicationForm,
  bucket: 'apply',
  read: readApplication,
  check: async ({ job_title }) => {
    const openness = await roleOpenness(job_title)
    if (openness === 'open') return null
    return { job_title: openness === 'closed' ? ROLE_CLOSED : 'Choose one of the open positions.' }
  },
  write: insertApplication,
  screen: ({ email, cover_letter }) => ({ email, text: cover_letter }),
  // Counted in our analytics (by source, never by person) once the visitor has their answer.
  onStored: (request) => conversionAfterResponse('application', request),
})
