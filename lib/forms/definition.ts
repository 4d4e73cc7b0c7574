/**
 * How a public form is defined: once, in its module's `form.ts`, as plain data (field kinds,
 * labels, limits, messages). The browser renders its inputs from it and, on submit, checks it
 * with the zod rules that `lib/forms/rules.ts` derives from it; the server checks the very same
 * rules. Nothing here imports zod, so a client form pays for the rules only when it is sent.
 */

/** The hidden field that people never see and bots tend to fill. */
export const HONEYPOT_FIELD = 'fax_number'

/**
 * The field a browser with JavaScript adds on sending: the form's proof-of-work challenge and its
 * solution (modules/forms/challenge.ts solves it; server/spam/challenge.ts checks it).
 */
export const CHALLENGE_FIELD = 'altcha'

/** Where a form's challenge is fetched, with `?form=` its action. */
export const CHALLENGE_PATH = '/api/challenge'

/** Length limits, named once: the zod rules enforce them, the inputs carry them as maxLength. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 25,
  line: 120,
  url: 300,
  message: 5000,
  comment: 2000,
  token: 80,
  consent: 3,
} as const

/** What a ticked consent box sends (an unticked one sends nothing). */
export const CONSENT_VALUE = 'yes'

/**
 * 'consent' is an optional box, never ticked for the visitor, for a purpose beyond answering the
 * form (keeping a resume for future roles): its value is CONSENT_VALUE when given, else null.
 */
export type FieldKind = 'name' | 'email' | 'phone' | 'line' | 'url' | 'paragraph' | 'token' | 'consent'

export type FieldSpec = {
  kind: FieldKind
  /** Shown on the label and named in every message about the field. */
  label: string
  required?: boolean
  /** Most characters accepted (default: the kind's limit). */
  max?: number
  /** Fewest characters of a paragraph. */
  min?: number
  /** A token (a hidden reference such as an article or job): what it may look like, and the message. */
  pattern?: RegExp
  invalid?: string
  autoComplete?: string
  placeholder?: string
  hint?: string
  rows?: number
}

export type FormSpec<K extends string = string> = {
  /** Where the form posts, with or without JavaScript. */
  action: string
  fields: { readonly [P in K]: FieldSpec }
  /** The toasts: success, refusal (the server's reason as its description), and the unexpected. */
  messages: { success: string; failure: string; unexpected?: string }
  /** The page a browser without JavaScript gets back: its titles and the link back to the form. */
  page: { success: string; failure: string; backHref: string }
}

/** Keeps the definition's exact type, so the values it validates are typed field by field. */
export function defineForm<const F extends FormSpec>(spec: F): F {
  return spec
}

type FieldName<F extends FormSpec> = keyof F['fields'] & string

/** The form's field names, in order: the columns of its table. */
export const fieldNames = <F extends FormSpec>(form: F) => Object.keys(form.fields) as FieldName<F>[]

/** What a validated form holds: text for required fields, text or null for optional ones. */
export type FormValues<F extends FormSpec> = {
  -readonly [P in FieldName<F>]: F['fields'][P] extends { required: true } ? string : string | null
}

type KindInput = { type?: string; autoComplete?: string; inputMode?: 'url'; placeholder?: string }

const KIND_INPUT: Record<FieldKind, KindInput> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  line: {},
  url: { type: 'url', inputMode: 'url', placeholder: 'https://', autoComplete: 'url' },
  paragraph: {},
  token: { type: 'hidden' },
  consent: { type: 'checkbox' },
}

export const maxLengthOf = (field: FieldSpec) =>
  field.max ?? LIMITS[field.kind === 'paragraph' ? 'message' : field.kind]

/** The input attributes of a field: the browser's own checks (required, type, length) come first. */
export function inputAttributes(field: FieldSpec) {
  return {
    ...KIND_INPUT[field.kind],
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(field.rows ? { rows: field.rows } : {}),
    required: field.required ?? false,
    maxLength: maxLengthOf(field),
  }
}
