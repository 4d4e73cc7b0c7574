import { z } from 'zod'
import { LIMITS, type FieldErrors } from '@/lib/form-fields'

/**
 * Field rules shared by every public form and its endpoint. Messages name the field the way the
 * form labels it, so the same text works under the input and in a no-JavaScript result page.
 */

// Controls (except tab and newlines), bidirectional overrides and zero-width characters: never
// part of an honest name, address or message, often part of a spoofing attempt.
const ODD_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/
const LINE_BREAKS = /[\r\n\t]/
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i

const text = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => v.isWellFormed() && !ODD_CHARS.test(v), `${label} contains characters we can't accept.`)

export function requiredLine(label: string, max: number) {
  return text(label)
    .refine((v) => v.length > 0, `${label} is required.`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .refine((v) => !LINE_BREAKS.test(v), `${label} must be on one line.`)
    .refine((v) => !/[<>]/.test(v), `${label} can't contain < or >.`)
}

export function optionalLine(label: string, max: number) {
  return text(label)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .refine((v) => !LINE_BREAKS.test(v), `${label} must be on one line.`)
    .refine((v) => !/[<>]/.test(v), `${label} can't contain < or >.`)
    .transform((v) => v || null)
}

/** Letters (any script), spaces, apostrophes, hyphens and dots. */
export function personName(label: string) {
  return requiredLine(label, LIMITS.name).refine(
    (v) => v === '' || /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(v),
    `${label} can only contain letters, spaces, apostrophes, hyphens and dots.`,
  )
}

export function email(label: string) {
  return text(label)
    .refine((v) => v.length > 0, `${label} is required.`)
    .refine((v) => v.length <= LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`)
    .refine(
      (v) => z.email().safeParse(v).success,
      `Enter a valid ${label.toLowerCase()}, like name@company.com.`,
    )
    .transform((v) => v.toLowerCase())
}

const PHONE = /^\+?[0-9(][0-9 ().-]{5,22}[0-9]$/
const phoneText = (label: string) =>
  text(label)
    .refine((v) => v.length <= LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters.`)
    .refine(
      (v) => v === '' || PHONE.test(v),
      `Enter a valid ${label.toLowerCase()}: digits, spaces, + ( ) - only.`,
    )

export function phone(label: string) {
  return phoneText(label).refine((v) => v.length > 0, `${label} is required.`)
}

export function optionalPhone(label: string) {
  return phoneText(label).transform((v) => v || null)
}

/** Optional web address: only http(s), so no javascript: or file: links reach the dashboard. */
export function optionalUrl(label: string) {
  return text(label)
    .refine((v) => v.length <= LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine(
      (v) => v === '' || isWebUrl(v),
      `${label} must be a full address starting with https:// or http://.`,
    )
    .transform((v) => v || null)
}

function isWebUrl(v: string) {
  try {
    const url = new URL(v)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(v)
    )
  } catch {
    return false
  }
}

/** Multi-line text: line breaks allowed, markup not. */
export function paragraph(label: string, max: number, min = 1) {
  return text(label)
    .refine((v) => v.length > 0, `${label} is required.`)
    .refine((v) => v.length === 0 || v.length >= min, `${label} needs at least ${min} characters.`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .refine((v) => !MARKUP.test(v), `${label} can't contain HTML or script.`)
}

/** First message per field, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

/** FormData (or a plain object) to an object of its values, missing ones as ''. Files pass through
 * as they are, and the schemas refuse them as text. */
export function formValues(data: FormData | Record<string, unknown>, keys: readonly string[]) {
  const get = (k: string) => (data instanceof FormData ? data.get(k) : data[k])
  return Object.fromEntries(
    keys.map((k) => [k, typeof get(k) === 'string' ? (get(k) as string) : get(k) == null ? '' : get(k)]),
  )
}
