'use client'

import { CalendarClock, Send } from 'lucide'
import { useState } from 'react'
import { BookingForm } from '@/components/ui/booking-form'
import { Icon } from '@/components/ui/icon'
import { leadBookingUrl } from '@/lib/booking-link'
import { firstName } from '@/lib/placeholders'
import { Field } from '@/modules/forms/field'
import { Honeypot } from '@/modules/forms/honeypot'
import { FormFooter } from '@/modules/forms/form-footer'
import { bookingOffer, contactForm } from '@/modules/contact/form'
import { useFormSubmit } from '@/modules/forms/use-form-submit'

/**
 * The services page enquiry form: stored as 'new' for the administrator. Once it is sent, a
 * booking button follows it, the visitor's name and address filled in and the enquiry's reference
 * in the link, so the call they book lands on their enquiry in the desk.
 */
export function ContactForm({
  schedulingUrl,
  notice,
}: {
  schedulingUrl: string
  /** The privacy notice, said on the server (modules/forms/form-notice). */
  notice: React.ReactNode
}) {
  const [booking, setBooking] = useState<{ url: string; firstName: string } | null>(null)
  const { id, pending, status, field, formProps } = useFormSubmit(contactForm, {
    challenge: true,
    onSuccess: (_form, { id: reference, sent }) => {
      const name = String(sent.get('name') ?? '').trim()
      const email = String(sent.get('email') ?? '').trim()
      setBooking(
        reference && name
          ? {
              url: leadBookingUrl(schedulingUrl, { id: reference, name, email }, 'form'),
              firstName: firstName(name),
            }
          : null,
      )
    },
  })

  return (
    <>
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
        {notice}
        <FormFooter
          className="sm:col-span-2"
          pending={pending}
          label="Send Message"
          pendingLabel="Sending..."
          status={status}
          icon={<Icon icon={Send} className="size-4" />}
        />
      </form>
      {booking ? (
        <div data-testid="booking-after-enquiry" className="bg-surface mt-6 grid gap-3 rounded-xl p-5">
          <p className="font-semibold">{bookingOffer.heading(booking.firstName)}</p>
          <p className="text-fg-muted text-sm">{bookingOffer.text}</p>
          <BookingForm url={booking.url} className="w-fit">
            <Icon icon={CalendarClock} className="size-4" />
            {bookingOffer.label}
          </BookingForm>
        </div>
      ) : null}
    </>
  )
}
