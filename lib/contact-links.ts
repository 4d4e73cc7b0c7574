import type { Company } from '@/content/schema'

/** A `tel:` target for a phone number as typed (digits and the plus only): the site's and the desk's. */
export function telHref(number: string) {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/** The chat-app link for the Indian number, with a prefilled support greeting. */
export function whatsappHref(company: Pick<Company, 'phones' | 'whatsappGreeting'>) {
  const digits = company.phones[1].number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(company.whatsappGreeting)}`
}

export type ContactChannelKind = 'email' | 'call' | 'whatsapp'

export type ContactChannel = {
  kind: ContactChannelKind
  href: string
  /** The address or number, as shown. */
  value: string
  /** Opens another site (the chat app), so it opens in a new tab. */
  external: boolean
}

/**
 * The ways to reach us, in the order the site lists them: e-mail (the first address, or every
 * one), the US number to call, the Indian number on WhatsApp.
 */
export function contactChannels(
  company: Pick<Company, 'emails' | 'phones' | 'whatsappGreeting'>,
  { allEmails = false } = {},
): ContactChannel[] {
  const [us, india] = company.phones
  const emails = allEmails ? company.emails : company.emails.slice(0, 1)
  return [
    ...emails.map((email) => ({
      kind: 'email' as const,
      href: `mailto:${email}`,
      value: email,
      external: false,
    })),
    { kind: 'call', href: telHref(us.number), value: us.number, external: false },
    { kind: 'whatsapp', href: whatsappHref(company), value: india.number, external: true },
  ]
}
