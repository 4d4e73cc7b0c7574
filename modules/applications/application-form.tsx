'use client'

import { Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { Field, Honeypot } from '@/components/ui/field'
import { notify } from '@/lib/notify'
import { HONEYPOT_FIELD, type FieldErrors } from '@/lib/validation'
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  RESUME_ERRORS,
  RESUME_FIELD,
  RESUME_MAX_MB,
} from '@/modules/applications/fields'
import { checkWith, useFormSubmit } from '@/modules/forms/use-form-submit'

/** Quick checks in the browser; the server checks the file's content again as it streams in. */
async function checkResume(data: FormData): Promise<FieldErrors> {
  const file = data.get(RESUME_FIELD)
  if (!(file instanceof File) || file.size === 0)
    return { [RESUME_FIELD]: file instanceof File && file.name ? RESUME_ERRORS.empty : RESUME_ERRORS.missing }
  if (file.size > RESUME_MAX_MB * 1024 * 1024) return { [RESUME_FIELD]: RESUME_ERRORS.tooLarge }
  const head = await file.slice(0, 5).text()
  if (head !== '%PDF-') return { [RESUME_FIELD]: RESUME_ERRORS.notPdf }
  return {}
}

/** The 'Apply Now' dialog's form: stored as 'pending' with the resume. */
export function ApplicationForm({ jobTitle }: { jobTitle: string }) {
  const id = useId()
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const { pending, fieldErrors, onSubmit } = useFormSubmit({
    validate: async (data) => ({
      ...(await checkWith(
        () => import('@/modules/applications/schema').then((m) => m.applicationSchema),
        APPLICATION_FIELDS,
        data,
      )),
      ...(await checkResume(data)),
    }),
    onResult(result, form) {
      if (result.kind === 'ok') {
        setStatus(null)
        form.closest('dialog')?.close()
        void notify('success', APPLICATION_MESSAGES.success)
      } else if (result.kind === 'invalid') {
        setStatus({ ok: false, text: 'Please check the highlighted fields.' })
      } else {
        const detail = result.kind === 'refused' ? result.message : undefined
        setStatus({ ok: false, text: detail || APPLICATION_MESSAGES.failure })
        void notify('error', APPLICATION_MESSAGES.failure, detail)
      }
    },
  })
  const err = (k: string) => fieldErrors[k]

  return (
    <form
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-4"
      data-testid="application-form"
    >
      <input type="hidden" name="job_title" value={jobTitle} />
      <Field
        formId={id}
        name="full_name"
        label="Full Name"
        required
        autoComplete="name"
        maxLength={100}
        error={err('full_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          formId={id}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          error={err('email')}
        />
        <Field
          formId={id}
          name="phone"
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          maxLength={25}
          error={err('phone')}
        />
      </div>
      <Field
        formId={id}
        name="portfolio"
        label="Portfolio URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={300}
        error={err('portfolio')}
      />
      <Field
        formId={id}
        name="cover_letter"
        label="Cover Letter"
        required
        multiline
        rows={5}
        maxLength={5000}
        placeholder="Tell us what you have built, what you want to learn, and why this role."
        error={err('cover_letter')}
      />
      <div>
        <label htmlFor={`${id}-resume`} className="mb-1.5 block text-sm font-medium">
          Resume (PDF)
          <span className="text-accent" aria-hidden>
            {' '}
            *
          </span>
        </label>
        <div className="relative">
          <input
            id={`${id}-resume`}
            name={RESUME_FIELD}
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={err(RESUME_FIELD) ? true : undefined}
            aria-describedby={`${id}-resume-hint${err(RESUME_FIELD) ? ` ${id}-resume-error` : ''}`}
            className="input file:bg-accent-soft file:text-accent cursor-pointer file:mr-3 file:rounded-lg file:border-0 file:px-3 file:py-1.5 file:font-semibold"
          />
        </div>
        <p id={`${id}-resume-hint`} className="text-fg-muted mt-1.5 flex items-center gap-1.5 text-xs">
          <Upload className="size-3.5" aria-hidden /> PDF only, up to {RESUME_MAX_MB} MB.
        </p>
        {err(RESUME_FIELD) ? (
          <p id={`${id}-resume-error`} className="field-error">
            {err(RESUME_FIELD)}
          </p>
        ) : null}
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Submitting...' : 'Submit Application'}
        </button>
        <p role="status" className={status?.ok ? 'text-fg-muted text-sm' : 'field-error !mt-0'}>
          {status?.text}
        </p>
      </div>
    </form>
  )
}
