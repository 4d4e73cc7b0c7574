import type { Company } from '@/content/schema'

export function telHref(number: string) {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/** The chat-app link for the Indian number, with a prefilled support greeting. */
export function whatsappHref(company: Pick<Company, 'phones' | 'whatsappGreeting'>) {
  const digits = company.phones[1].number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(company.whatsappGreeting)}`
}
