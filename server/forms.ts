import 'server-only'
import { after } from 'next/server'
import type { z } from 'zod'
import { HONEYPOT_FIELD, type FieldErrors } from '@/lib/form-fields'
import { fieldErrorsOf, formValues } from '@/lib/validation'
import { env } from '@/server/env'
import { flushOutbox } from '@/server/mail'
import { rateLimit } from '@/server/rate-limit'
import { clientAddress, isCrossSite, json, wantsHtml } from '@/server/request'
import { resultPage } from '@/server/result-page'

export const FORM_REFUSALS = {
  crossSite: 'This form can only be sent from our own website.',
  rateLimited: 'Too many submissions from your network. Please wait a minute and try again.',
  honeypot:
    'Your submission looked automated, so it was not sent. If you are a person, please email us instead.',
  unreadable: 'We could not read the form. Please try again.',
  tooLarge: 'The form is too large to send (or did not say its size). Please shorten your message.',
} as const

export type Outcome =
  | { ok: true; status: 201; message: string; id: string }
  | { ok: false; status: number; message: string; fieldErrors?: FieldErrors; retryAfter?: number }

/** JSON for our own fetch calls, a small HTML page for a browser posting without JavaScript. */
export function respond(
  request: Request,
  outcome: Outcome,
  page: { success: string; failure: string; backHref: string },
) {
  const headers: Record<string, string> =
    outcome.ok || !outcome.retryAfter ? {} : { 'Retry-After': String(outcome.retryAfter) }
  if (wantsHtml(request)) {
    const res = resultPage({
      ok: outcome.ok,
      title: outcome.ok ? page.success : page.failure,
      message: outcome.message,
      fieldErrors: outcome.ok ? undefined : outcome.fieldErrors,
      backHref: refererPath(request) ?? page.backHref,
      status: outcome.ok ? 200 : outcome.status,
    })
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v)
    return res
  }
  const { status, ...body } = outcome
  return json(body, status, headers)
}

/** The page the form was on, when the browser says so and it is one of ours. */
function refererPath(request: Request) {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.host === request.headers.get('host') ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/** The checks every public write makes before reading its body: same site, then rate limit. */
export function gate(request: Request, bucket: string): Outcome | null {
  if (isCrossSite(request)) return { ok: false, status: 403, message: FORM_REFUSALS.crossSite }
  const limit = rateLimit(`${bucket}:${clientAddress(request)}`, env.FORM_RATE_LIMIT)
  if (!limit.allowed)
    return { ok: false, status: 429, message: FORM_REFUSALS.rateLimited, retryAfter: limit.retryAfterSeconds }
  return null
}

/** Text-only forms are small: a body past this is refused before it is held in memory. */
export const MAX_FORM_BYTES = 64 * 1024

/**
 * The fields of a urlencoded, multipart or JSON body. Browsers always declare a form's length,
 * so a body past MAX_FORM_BYTES, or of unknown length (chunked), is refused unread.
 */
export async function readFields(
  request: Request,
): Promise<Record<string, unknown> | FormData | 'too-large' | null> {
  try {
    const declared = request.headers.get('content-length')
    if (declared === null || Number(declared) > MAX_FORM_BYTES) return 'too-large'
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body: unknown = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return await request.formData()
  } catch {
    return null
  }
}

/** Parse → honeypot → validate with the form's own schema. */
export function validate<S extends z.ZodType>(
  data: Record<string, unknown> | FormData,
  schema: S,
  keys: readonly string[],
  failure: string,
): { ok: true; value: z.infer<S> } | { ok: false; outcome: Outcome } {
  const trap = data instanceof FormData ? data.get(HONEYPOT_FIELD) : data[HONEYPOT_FIELD]
  if (typeof trap === 'string' && trap.trim() !== '') {
    return { ok: false, outcome: { ok: false, status: 400, message: FORM_REFUSALS.honeypot } }
  }
  const parsed = schema.safeParse(formValues(data, keys))
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    const first = Object.values(fieldErrors)[0]
    return { ok: false, outcome: { ok: false, status: 400, message: first ?? failure, fieldErrors } }
  }
  return { ok: true, value: parsed.data }
}

/** Send queued notifications once the visitor has their answer. */
export function notifyAfterResponse() {
  after(() => flushOutbox())
}
