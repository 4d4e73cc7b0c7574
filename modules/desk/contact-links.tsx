import { telHref } from '@/lib/contact-links'
import { None } from './parts'
import { linkClass } from './ui'

/** A visitor's e-mail address as a mail link. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className ?? linkClass}>
      {email}
    </a>
  )
}

/** A visitor's phone number as a call link, or "None". */
export function PhoneLink({ phone, className }: { phone: string | null; className?: string }) {
  if (!phone) return <None />
  return (
    <a href={telHref(phone)} className={className ?? linkClass}>
      {phone}
    </a>
  )
}
