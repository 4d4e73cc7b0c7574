/** What forms and endpoints share without zod, so client forms can import it for nothing. */

/** The hidden field that people never see and bots tend to fill. */
export const HONEYPOT_FIELD = 'fax_number'

/** First message per field, keyed by the field's name. */
export type FieldErrors = Record<string, string>
