import { applicationForm } from '@/modules/applications/form'
import { commentForm } from '@/modules/comments/form'
import { contactForm } from '@/modules/contact/form'
import { env } from '@/server/env'
import { rateLimit } from '@/server/rate-limit'
import { clientAddress, json } from '@/server/request'
import { issueChallenge } from '@/server/spam/challenge'

/** The forms whose submissions are screened for spam, by action: each challenge names one. */
const SCREENED = new Set<string>([contactForm.action, applicationForm.action, commentForm.action])

/** Challenges one address may fetch a minute: a few per submission the forms would take. */
const PER_SUBMISSION = 4

/**
 * A proof-of-work challenge for one form (`?form=/api/contact`), fetched by the browser when the
 * form is first focused (modules/forms/use-form-submit.ts). Never cached. An unknown form is 400;
 * past the limit, 429: the form still sends, without a solved challenge.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const form = params.get('form') ?? ''
  if (!SCREENED.has(form)) return json({ message: 'Unknown form.' }, 400)
  const limit = await rateLimit(`challenge:${clientAddress(request)}`, env.FORM_RATE_LIMIT * PER_SUBMISSION)
  if (!limit.allowed)
    return json({ message: 'Too many challenges.' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
  return json(await issueChallenge(form, { resumed: params.get('resumed') === '1' }))
}
