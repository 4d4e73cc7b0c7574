import { z } from 'zod'
import {
  CONSENT_VALUE,
  LIMITS,
  maxLengthOf,
  type FieldSpec,
  type FormSpec,
  type FormValues,
} from '@/lib/forms/definition'
import { fieldErrorsOf, type FieldErrors } from '@/lib/forms/field-errors'

/**
 * Field rules shared by every public form and its endpoint. Messages name the field the way the
 * form labels it, so the same text works under the input and in a no-JavaScript result page.
 */

// Controls (except tab and newlines), bidirectional marks and overrides, and invisible characters:
// never part of an honest name, address or message, often part of a spoofing attempt. The zero-width
// joiner and non-joiner (U+200C, U+200D) stay: Persian, Indic and emoji spellings need them.
const ODD_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/
const LINE_BREAKS = /[\r\n\t]/

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

/**
 * Whatever a person might type as their name: any script, digits, punctuation ('Team 2', 'Priya
 * (Acme)', 'John Smith, Jr.'). Refused only: markup, control and bidi characters, line breaks,
 * overlong input, and text with no letter or digit at all.
 */
export function personName(label: string, max: number = LIMITS.name) {
  return requiredLine(label, max).refine(
    (v) => v === '' || /[\p{L}\p{N}]/u.test(v),
    `${label} needs at least one letter or digit.`,
  )
}

export function email(label: string, required = true) {
  return text(label)
    .refine((v) => !required || v.length > 0, `${label} is required.`)
    .refine((v) => v.length <= LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`)
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      `Enter a valid ${label.toLowerCase()}, like name@company.com.`,
    )
    .transform((v) => v.toLowerCase() || null)
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

/**
 * Multi-line text: line breaks allowed, and what looks like markup kept as the text it is (a reader
 * correcting an article quotes `<button>`): every page shows it escaped, e-mails are plain text.
 */
export function paragraph(label: string, max: number, min = 1) {
  return text(label)
    .refine((v) => v.length > 0, `${label} is required.`)
    .refine((v) => v.length === 0 || v.length >= min, `${label} needs at least ${min} characters.`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
}

/** Multi-line text that may be left empty (null then). */
export function optionalParagraph(label: string, max: number) {
  return text(label)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .transform((v) => v || null)
}

/** FormData (or a plain object) to an object of its values, missing ones as ''. Files pass through
 * as they are, and the schemas refuse them as text. */
export function formValues(data: FormData | Record<string, unknown>, keys: readonly string[]) {
  const get = (k: string) => (data instanceof FormData ? data.get(k) : data[k])
  return Object.fromEntries(
    keys.map((k) => [k, typeof get(k) === 'string' ? (get(k) as string) : get(k) == null ? '' : get(k)]),
  )
}

/** The zod rule of one field of a form definition. */
export function ruleOf(field: FieldSpec): z.ZodType<string | null, unknown> {
  const { label, required = false } = field
  const max = maxLengthOf(field)
  switch (field.kind) {
    case 'name':
      return required ? personName(label, max) : optionalLine(label, max)
    case 'email':
      return email(label, required)
    case 'phone':
      return required ? phone(label) : optionalPhone(label)
    case 'line':
      return required ? requiredLine(label, max) : optionalLine(label, max)
    case 'url':
      return required
        ? optionalUrl(label).refine((v) => v !== null, `${label} is required.`)
        : optionalUrl(label)
    case 'paragraph':
      return required ? paragraph(label, max, field.min) : optionalParagraph(label, max)
    case 'consent':
      // Ticked sends CONSENT_VALUE ('on' from a box without a value); unticked sends nothing.
      return z
        .string({ error: `${label}: tick the box or leave it empty.` })
        .refine((v) => ['', CONSENT_VALUE, 'on'].includes(v), `${label}: tick the box or leave it empty.`)
        .transform((v) => (v ? CONSENT_VALUE : null))
    case 'token': {
      const message = field.invalid ?? `${label} is not valid.`
      return z
        .string({ error: message })
        .refine((v) => v.length <= max && (field.pattern ? field.pattern.test(v) : v.length > 0), message)
    }
  }
}

const schemas = new WeakMap<FormSpec, z.ZodType>()

/**
 * The zod schema of a form definition: what the browser checks on submit and the server on
 * arrival. Made once per definition (building it per request cost a third of bench:api).
 */
export function schemaOf<F extends FormSpec>(form: F): z.ZodType<FormValues<F>, unknown> {
  let schema = schemas.get(form)
  if (!schema) {
    const shape = Object.fromEntries(Object.entries(form.fields).map(([k, f]) => [k, ruleOf(f as FieldSpec)]))
    schema = z.object(shape)
    schemas.set(form, schema)
  }
  return schema as unknown as z.ZodType<FormValues<F>, unknown>
}

/** Checks the fields of `data` against a form definition: its values, or the first message per field. */
export function checkForm<F extends FormSpec>(
  form: F,
  data: FormData | Record<string, unknown>,
): { ok: true; value: FormValues<F> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = schemaOf(form).safeParse(formValues(data, Object.keys(form.fields)))
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
}
