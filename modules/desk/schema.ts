import { z } from 'zod'
import {
  ANSWER_MAX_CHARS,
  HOLD_MAX_CHARS,
  NOTE_MAX_CHARS,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
} from '@/lib/constants'
import { RECORD_INFO } from './records'
import { RECORD_TYPES } from '@/lib/vocabulary'
import { LIMITS } from '@/lib/forms/definition'
import { email, optionalLine, optionalPhone, optionalUrl, personName, phone } from '@/lib/forms/rules'
import { blockable } from '@/server/spam/senders'
import { SPAM_BOUNDS } from '@/server/spam/settings'
import { PERIOD_FIELDS, PERIOD_NAMES, periodProblem, type PeriodName } from '@/runtime/privacy-periods.mjs'

/** One id or many (checkboxes named `ids`), always as a list. */
const ids = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))
  .pipe(z.array(z.string().max(64)).min(1, 'Select at least one item.').max(10_000))

const tab = z.enum(RECORD_TYPES)

/** A status that belongs to the tab, checked after both are parsed. */
const withStatus = <S extends z.ZodObject<{ tab: typeof tab; status: z.ZodString }>>(schema: S) =>
  schema.refine((v) => (RECORD_INFO[v.tab].statuses as readonly string[]).includes(v.status), {
    path: ['status'],
    message: 'Choose one of the statuses this list has.',
  })

/** "Spam, and block": the sender's address, or everyone at their domain. */
const block = z.enum(['address', 'domain']).optional()

export const statusSchema = withStatus(z.object({ tab, status: z.string(), ids, block }))
export const deleteSchema = z.object({ tab, ids })

export const noteSchema = z.object({
  tab,
  id: z.string().min(1).max(64),
  note: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Write a note first.')
        .max(NOTE_MAX_CHARS, `Keep a note under ${NOTE_MAX_CHARS.toLocaleString('en-IN')} characters.`)
        .refine((v) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(v), 'Remove the control characters.'),
    ),
})

/**
 * A bulk change: the selected rows (`ids`) or every row matching the list's search and filter
 * (`all=1` with `q` and `filter`), set to a status or deleted.
 */
export const bulkSchema = z
  .object({
    tab,
    op: z.enum(['status', 'delete'], { message: 'Choose what to do with the selection.' }),
    // "spam:address" / "spam:domain": spam, and block the senders (the bulk bar's last options).
    status: z.string().optional(),
    all: z.literal('1').optional(),
    ids: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean))
      .pipe(z.array(z.string().max(64)).max(10_000)),
    q: z.string().max(200).optional(),
    filter: z.string().optional(),
  })
  .transform(({ status, ...v }) => {
    const [set, by] = (status ?? '').split(':')
    return {
      ...v,
      status: set || undefined,
      block: block.parse(by === 'address' || by === 'domain' ? by : undefined),
    }
  })
  .refine((v) => v.all === '1' || v.ids.length > 0, { path: ['ids'], message: 'Select at least one item.' })
  .refine(
    (v) => v.op === 'delete' || (RECORD_INFO[v.tab].statuses as readonly string[]).includes(v.status ?? ''),
    {
      path: ['status'],
      message: 'Choose the status to set.',
    },
  )

const text = (max: number, empty: string, long: string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, empty).max(max, long))

/** A reply from the desk to an enquiry or application. */
export const replySchema = z.object({
  tab: z.enum(['messages', 'applications']),
  id: z.string().min(1).max(64),
  subject: text(
    REPLY_SUBJECT_MAX,
    'Write a subject.',
    `Keep the subject under ${REPLY_SUBJECT_MAX} characters.`,
  ).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'The subject must be one line.'),
  body: text(
    REPLY_BODY_MAX,
    'Write the reply first.',
    `Keep the reply under ${REPLY_BODY_MAX.toLocaleString('en-IN')} characters.`,
  ),
})

/** A saved template (a new one has no id). */
export const templateSchema = z.object({
  id: z.string().max(64).optional(),
  name: text(80, 'Name the template.', 'Keep the name under 80 characters.'),
  subject: text(
    REPLY_SUBJECT_MAX,
    'Write a subject.',
    `Keep the subject under ${REPLY_SUBJECT_MAX} characters.`,
  ),
  body: text(
    REPLY_BODY_MAX,
    'Write the text.',
    `Keep the text under ${REPLY_BODY_MAX.toLocaleString('en-IN')} characters.`,
  ),
})

export const templateIdSchema = z.object({ id: z.string().min(1).max(64) })
export const acknowledgementsSchema = z.object({ enabled: z.enum(['on', 'off']) })
export const outboxSchema = z.object({ id: z.string().min(1).max(64), op: z.enum(['retry', 'discard']) })

export const answerSchema = z.object({
  id: z.string().min(1).max(64),
  outcome: z
    .string()
    .trim()
    .min(10, 'Write what was done, or why not (at least 10 characters).')
    .max(ANSWER_MAX_CHARS, `The answer must be at most ${ANSWER_MAX_CHARS} characters.`),
})

const requestId = z.string().min(1).max(64)
/** A data request answered by one press (a copy, an erasure). */
export const requestSchema = z.object({ id: requestId })

/**
 * A correction of a record's contact fields, by the same rules as the form that collected them
 * (lib/forms/rules.ts), so a corrected record is one the form could have sent.
 */
export const correctionSchema = z.discriminatedUnion('tab', [
  z.object({
    tab: z.literal('messages'),
    id: requestId,
    name: personName('Name'),
    email: email('Email'),
    phone: optionalPhone('Phone'),
    company: optionalLine('Company', LIMITS.line),
    website: optionalUrl('Website'),
  }),
  z.object({
    tab: z.literal('applications'),
    id: requestId,
    full_name: personName('Full name'),
    email: email('Email'),
    phone: phone('Phone'),
    portfolio: optionalUrl('Portfolio'),
  }),
  z.object({
    tab: z.literal('comments'),
    id: requestId,
    email: email('Email'),
    website: optionalUrl('Website'),
  }),
])

/** One record, by its tab and id. */
export const recordSchema = z.object({ tab, id: requestId })

/** An application whose consent to be kept for future roles is withdrawn. */
export const withdrawalSchema = z.object({ id: requestId })

/** A hold on a record, with its reason; an empty reason lifts it. */
export const holdSchema = z.object({
  tab,
  id: requestId,
  reason: z
    .string()
    .trim()
    .max(HOLD_MAX_CHARS, `Keep the reason under ${HOLD_MAX_CHARS} characters.`)
    .transform((v) => v || null),
})

/** One privacy period: a whole number within its bounds (runtime/privacy-periods.mjs). */
function periodField(name: PeriodName) {
  const { unit, min, max } = PERIOD_FIELDS[name]
  const problem = `Enter a whole number of ${unit} from ${min} to ${max}.`
  return z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, problem)
    .transform(Number)
    .refine((v) => periodProblem(name, v) === null, problem)
}

export const periodsSchema = z.object({
  ...(Object.fromEntries(PERIOD_NAMES.map((name) => [name, periodField(name)])) as Record<
    PeriodName,
    ReturnType<typeof periodField>
  >),
  /** The periods the form was shown with (as written), so that only what was edited is saved. */
  shown: z.string().max(1000).optional(),
})

/** The spam settings as the desk's form sends them: a threshold, phrases one a line, scripts. */
export const spamSettingsSchema = z.object({
  threshold: z.coerce
    .number({ message: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(
      SPAM_BOUNDS.threshold.min,
      `From ${SPAM_BOUNDS.threshold.min}: below it, one small sign alone would be spam.`,
    )
    .max(SPAM_BOUNDS.threshold.max, `At most ${SPAM_BOUNDS.threshold.max}.`),
  phrases: z
    .string()
    .max(SPAM_BOUNDS.phrases.max * (SPAM_BOUNDS.phrases.chars + 2), 'That list is too long.')
    .transform((v) => [
      ...new Set(
        v
          .split(/\r?\n/)
          .map((p) => p.trim().toLowerCase().replace(/\s+/g, ' '))
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              SPAM_BOUNDS.phrases.chars,
              `Keep each phrase under ${SPAM_BOUNDS.phrases.chars} characters.`,
            ),
        )
        .max(SPAM_BOUNDS.phrases.max, `At most ${SPAM_BOUNDS.phrases.max} phrases.`),
    ),
  scripts: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(z.enum(SPAM_BOUNDS.scripts, { message: 'Choose among the scripts listed.' }))
        .min(1, 'Choose at least one script your clients write in.'),
    ),
})

/** One address or domain to block (or unblock). */
export const senderSchema = z.object({
  sender: z.string().transform((v, ctx) => {
    const value = blockable(v)
    if (!value)
      ctx.addIssue({
        code: 'custom',
        message: 'Enter an address (name@example.com) or a domain (example.com).',
      })
    return value ?? ''
  }),
})
