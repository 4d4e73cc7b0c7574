'use client'

import { Send } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Field } from '@/modules/forms/field'
import { Honeypot } from '@/modules/forms/honeypot'
import { FormFooter } from '@/modules/forms/form-footer'
import { FormNotice } from '@/modules/forms/form-notice'
import { contactForm } from '@/modules/contact/form'
import { useFormSubmit } from '@/modules/forms/use-form-submit'

/** The services page enquiry form: stored as 'new' for the administrator. */
export function ContactForm() {
  const { id, pending, status, field, formProps } = useFormSubmit(contactForm, { challenge: true })

  return (
    <form
      {...formProps}
      className="relative grid gap-4 sm:grid-cols-2"
      data-testid="contact-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="sr-only">
        Send us a message
      </h3>
      <Field {...field('name')} />
      <Field {...field('email')} />
      <Field {...field('phone')} />
      <Field {...field('company')} />
      <Field {...field('website')} className="sm:col-span-2" />
      <Field {...field('message')} className="sm:col-span-2" />
      <Honeypot />
      <FormNotice form="contact" className="sm:col-span-2" />
      <FormFooter
        className="sm:col-span-2"
        pending={pending}
        label="Send Message"
        pendingLabel="Sending..."
        status={status}
        icon={<Icon icon={Send} className="size-4" />}
      />
    </form>
  )
}
