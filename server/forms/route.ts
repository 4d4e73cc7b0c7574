import 'server-only'
import { after } from 'next/server'
import { CHALLENGE_FIELD, HONEYPOT_FIELD, type FormSpec, type FormValues } from '@/lib/forms/definition'
import { firstMessage, type FieldErrors } from '@/lib/forms/field-errors'
import { checkForm } from '@/lib/forms/rules'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  logDatabaseFault,
} from '@/server/db/faults'
import { env } from '@/server/env'
import { flushOutbox } from '@/server/outbox'
import { rateLimit } from '@/server/rate-limit'
import { resultPage, type NextStep } from '@/server/forms/result-page'
import { sendDigestIfDue } from '@/server/spam/digest'
import { screenSubmission, type Submission, type Verdict } from '@/server/spam/screen'
import { clientAddress, isCrossSite, json, referrerPath, wantsHtml } from '@/server/request'

export const FORM_REFUSALS = {
  crossSite: 'This form can only be sent from our own website.',
  rateLimited: 'Too many submissions from your network. Please wait a minute and try again.',
  unreadable: 'We could not read the form. Please try again.',
  tooLarge: 'The form is too large to send (or did not say its size). Please shorten your message.',
} as const

export type Outcome =
  | { ok: true; status: 201; message: string; id?: string; next?: NextStep }
  | { ok: false; status: number; message: string; fieldErrors?: FieldErrors; retryAfter?: number }

export type Refusal = Extract<Outcome, { ok: false }>

/**
 * What a form's module wants done once a submission is stored (analytics counts a conversion):
 * called before the answer is sent, while the request can still be read; the work it returns
 * runs after the visitor has their answer, so it never delays or fails the submission.
 */
export type OnStored = (request: Request) => (() => Promise<unknown>) | void

/** The longest source path kept with a lead: a page of ours, with its query (campaign tags). */
const SOURCE_PATH_MAX = 500

/**
 * What a form's body reader hands over: its text fields, plus, for a form with a file, what
 * became of the file. `discard` removes anything stored on the way when the submission is refused.
 */
export type FormBody<A = undefined> = {
  fields: FormData | Record<string, unknown>
  attachment: A
  fieldErrors?: FieldErrors
  status?: number
  discard?: () => Promise<void>
}

/**
 * The one way a public form is answered. In order: gate (same site, rate limit per address) →
 * read the body → the form's rules (the same ones the browser ran) and any lookup the form needs
 * (`check`) → the spam screening (`screen`: server/spam/) → write (one transaction, the
 * notification queued in it unless it is spam) → answer, and send the queued e-mail once the
 * visitor has their answer. Spam gets the answer a genuine sender gets, and is stored: a bot
 * learns nothing, and the administrator can still take it back. JSON for our own fetch calls, a small
 * page for a browser posting without JavaScript; real status codes either way. What else a stored
 * submission sets off (a conversion in our analytics) the caller passes in as `onStored`: this
 * floor never imports the modules above it.
 */
export function formRoute<F extends FormSpec, A = undefined>(opts: {
  form: F
  bucket: string
  read?: (request: Request) => Promise<FormBody<A> | Refusal>
  check?: (value: FormValues<F>) => FieldErrors | null | Promise<FieldErrors | null>
  /**
   * Stores the lead; `sourcePath` is the page of our site the form was sent from, if known. Answers
   * with the new record's id (sent back to the form), or with what to answer instead: no id (a
   * privacy request tells nobody anything of what it stored) and its own message.
   */
  write: (
    value: FormValues<F>,
    context: { attachment: A; sourcePath: string | null; client: string; verdict: Verdict | null },
  ) => Promise<string | { id?: string; message?: string }>
  /**
   * Who sent a submission and what they wrote, for the spam screening; a form without it (the
   * data request form, which stores nothing about anyone unconfirmed) is not scored, and a filled
   * honeypot there is answered as a success and not written.
   */
  screen?: (value: FormValues<F>) => Pick<Submission, 'email' | 'text'>
  /** Run once the submission is stored, e.g. analytics' conversion count (see OnStored). */
  onStored?: OnStored
  /**
   * What the page a browser without JavaScript gets offers next, given what was sent and the new
   * record's id (the enquiry's booking link); the form's own script offers it with JavaScript.
   */
  next?: (value: FormValues<F>, id: string) => NextStep
}) {
  const { form } = opts
  const read = opts.read ?? (readFields as unknown as (r: Request) => Promise<FormBody<A> | Refusal>)

  async function submit(request: Request): Promise<Outcome> {
    const refused = await gate(request, opts.bucket)
    if (refused) return refused
    const body = await read(request)
    if ('ok' in body) return body
    const discard = body.discard ?? (() => Promise.resolve())

    const sent = (name: string) =>
      body.fields instanceof FormData ? body.fields.get(name) : body.fields[name]
    const trap = sent(HONEYPOT_FIELD)
    const checked = checkForm(form, body.fields)
    const fieldErrors = {
      ...(checked.ok ? await opts.check?.(checked.value) : checked.fieldErrors),
      ...body.fieldErrors,
    }
    if (!checked.ok || Object.keys(fieldErrors).length) {
      await discard()
      const message = firstMessage(fieldErrors, form.messages.failure)
      return { ok: false, status: body.status ?? 400, message, fieldErrors }
    }
    try {
      const verdict = opts.screen
        ? await screenSubmission({
            ...opts.screen(checked.value),
            trap,
            challenge: sent(CHALLENGE_FIELD),
            form: form.action,
            fromBrowser: request.headers.has('sec-fetch-site'),
          })
        : null
      if (!opts.screen && typeof trap === 'string' && trap.trim() !== '') {
        await discard()
        return { ok: true, status: 201, message: form.messages.success }
      }
      const written = await opts.write(checked.value, {
        attachment: body.attachment,
        sourcePath: referrerPath(request)?.slice(0, SOURCE_PATH_MAX) ?? null,
        client: clientAddress(request),
        verdict,
      })
      const { id, message = form.messages.success } = typeof written === 'string' ? { id: written } : written
      if (!verdict?.spam) after(() => flushOutbox())
      // Held: a day after the last digest of held spam, this one sends the next.
      else after(() => sendDigestIfDue())
      // Spam is no conversion (nor anything else that counts or tells about a lead).
      const stored = verdict?.spam ? undefined : opts.onStored?.(request)
      if (stored) after(stored)
      // Only the page without JavaScript offers it: the script makes its own from what was typed,
      // and the JSON answer carries no one's name.
      const next = id && opts.next && wantsHtml(request) ? opts.next(checked.value, id) : undefined
      return { ok: true, status: 201, message, ...(id ? { id } : {}), ...(next ? { next } : {}) }
    } catch (error) {
      await discard()
      if (isDatabaseUnavailable(error)) return databaseAway(opts.bucket, error)
      console.error(`Storing a ${opts.bucket} submission failed:`, error)
      return { ok: false, status: 500, message: form.messages.failure }
    }
  }

  return async function POST(request: Request) {
    let outcome: Outcome
    try {
      outcome = await submit(request)
    } catch (error) {
      // The rate limit is kept in the database too: without it nothing can be checked or stored.
      if (!isDatabaseUnavailable(error)) throw error
      outcome = databaseAway(opts.bucket, error)
    }
    return respond(request, outcome, form.page)
  }
}

/** A submission the database could not take: nothing of it was stored, and the visitor is told. */
function databaseAway(bucket: string, error: unknown): Refusal {
  logDatabaseFault(`${bucket} submission answered 503`, error)
  return {
    ok: false,
    status: 503,
    message: DATABASE_UNAVAILABLE.write,
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  }
}

/** JSON for our own fetch calls, a small HTML page for a browser posting without JavaScript. */
async function respond(request: Request, outcome: Outcome, page: FormSpec['page']) {
  const headers: Record<string, string> =
    outcome.ok || !outcome.retryAfter ? {} : { 'Retry-After': String(outcome.retryAfter) }
  if (wantsHtml(request)) {
    const res = await resultPage({
      ok: outcome.ok,
      title: outcome.ok ? page.success : page.failure,
      message: outcome.message,
      fieldErrors: outcome.ok ? undefined : outcome.fieldErrors,
      backHref: referrerPath(request) ?? page.backHref,
      next: outcome.ok ? outcome.next : undefined,
      status: outcome.ok ? 200 : outcome.status,
    })
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v)
    return res
  }
  const { status, ...body } = outcome
  return json(body, status, headers)
}

/** The checks every public write makes before reading its body: same site, then rate limit. */
async function gate(request: Request, bucket: string): Promise<Refusal | null> {
  if (isCrossSite(request)) return { ok: false, status: 403, message: FORM_REFUSALS.crossSite }
  const limit = await rateLimit(`${bucket}:${clientAddress(request)}`, env.FORM_RATE_LIMIT)
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
async function readFields(request: Request): Promise<FormBody | Refusal> {
  const declared = request.headers.get('content-length')
  if (declared === null || Number(declared) > MAX_FORM_BYTES)
    return { ok: false, status: 413, message: FORM_REFUSALS.tooLarge }
  const unreadable: Refusal = { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body: unknown = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body)
        ? { fields: body as Record<string, unknown>, attachment: undefined }
        : unreadable
    }
    return { fields: await request.formData(), attachment: undefined }
  } catch {
    return unreadable
  }
}

/**
 * For a link a visitor follows from one of our e-mails (a confirmation, a copy): the same
 * per-address limit as the forms, answered with a page when it is reached; null while allowed.
 */
export async function linkLimit(request: Request, bucket: string) {
  const limit = await rateLimit(`${bucket}:${clientAddress(request)}`, env.FORM_RATE_LIMIT)
  if (limit.allowed) return null
  const page = await resultPage({
    ok: false,
    title: 'Please wait a minute',
    message: FORM_REFUSALS.rateLimited,
    backHref: '/',
    form: false,
    status: 429,
  })
  page.headers.set('Retry-After', String(limit.retryAfterSeconds))
  return page
}
