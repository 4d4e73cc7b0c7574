import type { LeadType } from '@/lib/vocabulary'

/** Template placeholders: what each one means, filled per lead. Safe on server and client. */
export const PLACEHOLDERS = {
  name: 'the person’s name as they typed it',
  first_name: 'the first word of their name',
  company_name: 'our company’s name',
  booking_link: 'the 30-minute booking page',
  job_title: 'the position applied for (applications)',
  reference: 'the lead’s reference, e.g. E-3F9A12C0',
} as const

export type Placeholder = keyof typeof PLACEHOLDERS
export type PlaceholderValues = Record<Placeholder, string>

const PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g

/** Placeholders a text uses that the desk does not know (typos): shown when saving a template. */
export function unknownPlaceholders(text: string) {
  return [...text.matchAll(PATTERN)].map((m) => m[1]!).filter((name) => !(name in PLACEHOLDERS))
}

/** The text with every known placeholder replaced; unknown ones are left as typed. */
export function fillTemplate(text: string, values: PlaceholderValues) {
  return text.replace(PATTERN, (whole, name: string) =>
    name in values ? values[name as Placeholder] : whole,
  )
}

/** The original message, quoted under a reply the usual way ("> " before every line). */
export function quote(text: string, intro: string) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  return `${intro}\n${lines.map((l) => (l ? `> ${l}` : '>')).join('\n')}`
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** A lead's reference, as the acknowledgement e-mail and the desk show it: "E-3F9A12C0". */
export function referenceOf(type: LeadType, id: string) {
  return `${type === 'messages' ? 'E' : 'A'}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
