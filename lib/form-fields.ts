/** What forms and endpoints share without zod, so client forms can import it for nothing. */

/** The hidden field that people never see and bots tend to fill. */
export const HONEYPOT_FIELD = 'fax_number'

/** First message per field, keyed by the field's name. */
export type FieldErrors = Record<string, string>

/** Length limits, named once: the zod rules enforce them, the inputs carry them as maxLength. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 25,
  company: 120,
  url: 300,
  message: 5000,
  comment: 2000,
} as const

/** Input attributes per kind of field, spread into `<Field>`. */
export const INPUT = {
  name: { autoComplete: 'name', maxLength: LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phone },
  url: { type: 'url', inputMode: 'url', placeholder: 'https://', maxLength: LIMITS.url },
} as const
