import { z } from 'zod'
import { WEBHOOK_EVENTS } from '@/lib/vocabulary'

/** Longest endpoint address the desk takes. */
export const URL_MAX_CHARS = 2000

const events = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.enum(WEBHOOK_EVENTS, { message: 'Choose events from the list.' })))

const id = z.string().min(1, 'Choose an endpoint.').max(100)

/** A new endpoint: a webhook with the events it receives, or a chat hook (told of new leads). */
export const endpointSchema = z
  .object({
    kind: z.enum(['webhook', 'chat'], { message: 'Choose a webhook or a chat hook.' }),
    url: z
      .string()
      .trim()
      .min(1, 'Enter the address to send to.')
      .max(URL_MAX_CHARS, `At most ${URL_MAX_CHARS} characters.`),
    events,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'webhook' && value.events.length === 0)
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'Choose at least one event.' })
  })

export const eventsSchema = z
  .object({ id, events })
  .refine((v) => v.events.length > 0, { path: ['events'], message: 'Choose at least one event.' })

export const endpointIdSchema = z.object({ id })
export const deliveryIdSchema = z.object({ id })

/**
 * A chat hook's address is its password (whoever has it can post to the channel): the desk and the
 * audit trail show its host and its last four characters only.
 */
export function maskedUrl(url: string) {
  try {
    const { origin } = new URL(url)
    return `${origin}/…${url.slice(-4)}`
  } catch {
    return '…'
  }
}
