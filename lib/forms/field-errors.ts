/**
 * Field errors as every form shows them, public forms and desk actions alike: one message per
 * field (the first the rules found), keyed by the field's name, so it can sit under its input.
 * Type-only use of zod: a client form that imports this pays nothing for it.
 */
import type { z } from 'zod'

/** First message per field, keyed by the field's name. */
export type FieldErrors = Record<string, string>

/** The first message of each field a zod parse refused; one not tied to a field goes under 'form'. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

/** The message to say first: the first field's, or the form's own when no field has one. */
export const firstMessage = (fieldErrors: FieldErrors, fallback: string) =>
  Object.values(fieldErrors)[0] ?? fallback
