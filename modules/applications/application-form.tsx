'use client'

import { Upload } from 'lucide-react'
import { useId } from 'react'
import { Field, Honeypot } from '@/components/ui/field'
import { FormFooter } from '@/components/ui/form-footer'
import { type FieldErrors, HONEYPOT_FIELD, INPUT, LIMITS } from '@/lib/form-fields'
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
  const { pending, fieldErrors, status, onSubmit } = useFormSubmit({
    validate: async (data) => ({
      ...(await checkWith(
        () => import('@/modules/applications/schema').then((m) => m.applicationSchema),
        APPLICATION_FIELDS,
        data,
      )),
      ...(await checkResume(data)),
    }),
    messages: APPLICATION_MESSAGES,
    // the dialog closes on success; the form was reset, file included
    onSuccess: (form) => form.closest('dialog')?.close(),
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
        {...INPUT.name}
        formId={id}
        name="full_name"
        label="Full Name"
        required
        error={err('full_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...INPUT.email} formId={id} name="email" label="Email" required error={err('email')} />
        <Field {...INPUT.phone} formId={id} name="phone" label="Phone Number" required error={err('phone')} />
      </div>
      <Field {...INPUT.url} formId={id} name="portfolio" label="Portfolio URL" error={err('portfolio')} />
      <Field
        formId={id}
        name="cover_letter"
        label="Cover Letter"
        required
        multiline
        rows={5}
        maxLength={LIMITS.message}
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
      <FormFooter pending={pending} label="Submit Application" pendingLabel="Submitting..." status={status} />
    </form>
  )
}
