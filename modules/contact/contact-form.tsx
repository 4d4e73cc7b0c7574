'use client'

import { Send } from 'lucide-react'
import { useId } from 'react'
import { Field, Honeypot } from '@/components/ui/field'
import { FormFooter } from '@/components/ui/form-footer'
import { HONEYPOT_FIELD, INPUT, LIMITS } from '@/lib/form-fields'
import { CONTACT_FIELDS as FIELDS, CONTACT_MESSAGES as MESSAGES } from '@/modules/contact/fields'
import { checkWith, useFormSubmit } from '@/modules/forms/use-form-submit'

/** The services page enquiry form: stored as 'new' for the administrator. */
export function ContactForm() {
  const id = useId()
  const { pending, fieldErrors, status, onSubmit } = useFormSubmit({
    validate: (data) =>
      checkWith(() => import('@/modules/contact/schema').then((m) => m.contactSchema), FIELDS, data),
    messages: MESSAGES,
  })
  const err = (k: (typeof FIELDS)[number]) => fieldErrors[k]

  return (
    <form
      action="/api/contact"
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-4 sm:grid-cols-2"
      data-testid="contact-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="sr-only">
        Send us a message
      </h3>
      <Field {...INPUT.name} formId={id} name="name" label="Full Name" required error={err('name')} />
      <Field {...INPUT.email} formId={id} name="email" label="Email Address" required error={err('email')} />
      <Field {...INPUT.phone} formId={id} name="phone" label="Phone Number" error={err('phone')} />
      <Field
        formId={id}
        name="company"
        label="Company Name"
        autoComplete="organization"
        maxLength={LIMITS.company}
        error={err('company')}
      />
      <Field
        {...INPUT.url}
        autoComplete="url"
        formId={id}
        name="website"
        label="Website URL"
        error={err('website')}
        className="sm:col-span-2"
      />
      <Field
        formId={id}
        name="message"
        label="Project Details"
        required
        multiline
        rows={6}
        maxLength={LIMITS.message}
        placeholder="What are you building, by when, and what does success look like?"
        error={err('message')}
        className="sm:col-span-2"
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <FormFooter
        className="sm:col-span-2"
        pending={pending}
        label="Send Message"
        pendingLabel="Sending..."
        status={status}
        icon={<Send className="size-4" aria-hidden />}
      />
    </form>
  )
}
