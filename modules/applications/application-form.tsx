'use client'

import { Upload } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Field, fieldProps } from '@/modules/forms/field'
import { Honeypot } from '@/modules/forms/honeypot'
import { FormFooter } from '@/modules/forms/form-footer'
import { ConsentField } from '@/modules/forms/consent-field'
import type { FieldErrors } from '@/lib/forms/field-errors'
import { applicationForm, RESUME_ERRORS, RESUME_FIELD, RESUME_MAX_MB } from '@/modules/applications/form'
import { useFormSubmit } from '@/modules/forms/use-form-submit'

/**
 * The resume, checked in the browser the moment it is chosen (a .docx or a photo is the usual
 * mistake), by content like the server, which checks it again as it streams in.
 */
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
export function ApplicationForm({
  jobTitle,
  notice,
  futureRolesHint,
}: {
  jobTitle: string
  /** The privacy notice and the consent's period, said on the server (modules/forms/form-notice). */
  notice: React.ReactNode
  futureRolesHint: string
}) {
  const { id, pending, status, field, fieldErrors, formProps } = useFormSubmit(applicationForm, {
    check: checkResume,
    live: [RESUME_FIELD],
    // the dialog closes on success; the form was reset, file included
    onSuccess: (form) => form.closest('dialog')?.close(),
    challenge: true,
  })

  return (
    <form
      {...formProps}
      encType="multipart/form-data"
      className="relative grid gap-4"
      data-testid="application-form"
    >
      <input type="hidden" name="job_title" value={jobTitle} />
      <Field {...field('full_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('email')} />
        <Field {...field('phone')} />
      </div>
      <Field {...field('portfolio')} />
      <Field {...field('cover_letter')} />
      <Field
        id={`${id}-resume`}
        label="Resume (PDF)"
        required
        hint={
          <span className="flex items-center gap-1.5">
            <Icon icon={Upload} className="size-3.5" /> PDF only, up to {RESUME_MAX_MB} MB.
          </span>
        }
        error={fieldErrors[RESUME_FIELD]}
      >
        <input
          {...fieldProps(`${id}-resume`, fieldErrors[RESUME_FIELD], true)}
          name={RESUME_FIELD}
          type="file"
          accept="application/pdf,.pdf"
          required
          className="input file:bg-accent-soft file:text-accent cursor-pointer file:mr-3 file:rounded-lg file:border-0 file:px-3 file:py-1.5 file:font-semibold"
        />
      </Field>
      <ConsentField {...field('future_roles')} hint={futureRolesHint} />
      <Honeypot />
      {notice}
      <FormFooter pending={pending} label="Submit Application" pendingLabel="Submitting..." status={status} />
    </form>
  )
}
