import 'server-only'
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { answerMail, requestAnswers, requestMails, type ConfirmationState } from '@/content/privacy-requests'
import { absoluteUrl } from '@/lib/seo'
import {
  cutoff,
  PERSONAL_LINK_PARAM,
  ARCHIVE_LINK_DAYS,
  PERSONAL_LINK_PATTERN,
  privacyEmail,
  PRIVACY_REQUEST_PATH,
  REQUEST_LINK_HOURS,
  REQUESTS_PER_ADDRESS_DAY,
  REQUESTS_PER_ADDRESS_DAY_IN_ALL,
  RESPONSE_DAYS,
  RETENTION,
} from '@/lib/privacy'
import type { PrivacyRequestKind } from '@/lib/vocabulary'
import { recordAudit } from '@/server/audit'
import { db, writeTransaction, type Executor } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import type { Company } from '@/content/schema'
import { companyFacts } from '@/server/content/collections'
import { companyAddress, queueMail } from '@/server/mail'
import { rateLimit } from '@/server/rate-limit'
import { keyedHash } from '@/server/secret'
import { normalEmail, subjectOf } from './person'

const DAY_MS = 24 * 60 * 60_000
const HOUR_MS = 60 * 60_000

/** Where a request's confirmation link points (a page that asks for one more press). */
export const CONFIRM_PATH = `${PRIVACY_REQUEST_PATH}/confirm`

/** A request as `target` on the audit trail. */
export const requestTarget = (id: string) => `request:${id}`

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The signature of a request's confirmation link: bound to the request and its address, so it
 * confirms nothing else. How long it works is the request's own `expires_at`.
 */
const confirmSignature = (id: string, email: string) =>
  keyedHash('privacy-request-confirm', `${id}:${normalEmail(email)}`)

/** The confirmation link mailed for a request. */
export const confirmLink = (id: string, email: string) =>
  `${absoluteUrl(CONFIRM_PATH)}?r=${encodeURIComponent(id)}&s=${confirmSignature(id, email)}`

/**
 * The personal link every acknowledgement carries: the request page, with a token that proves the
 * follower has that mailbox (the day it was made and a keyed hash of the address with it). The
 * address itself is not in it. A request made through it for the same address needs no second
 * e-mail, so withdrawing is as easy as giving was.
 */
export function personalLink(email: string, at = new Date()) {
  const day = Math.floor(at.getTime() / DAY_MS)
  const token = `${day}.${keyedHash('privacy-personal-link', `${normalEmail(email)}:${day}`)}`
  return `${absoluteUrl(PRIVACY_REQUEST_PATH)}?${PERSONAL_LINK_PARAM}=${token}`
}

/**
 * Whether `token` is a personal link made for `email`, no older than the longest a lead is kept
 * (a link in an e-mail about a lead works as long as the lead can exist).
 */
export function personalLinkFits(token: string | null, email: string, at = new Date()) {
  if (!token || !PERSONAL_LINK_PATTERN.test(token)) return false
  const [dayText = '', signature = ''] = token.split('.')
  const day = Number(dayText)
  const oldest = Math.floor(cutoff(RETENTION.futureRoles, at).getTime() / DAY_MS)
  if (day < oldest || day > Math.floor(at.getTime() / DAY_MS)) return false
  return sameText(signature, keyedHash('privacy-personal-link', `${normalEmail(email)}:${day}`))
}

/** When a request confirmed at `confirmedAt` must be answered by. */
export const dueAt = (confirmedAt: Date) => new Date(confirmedAt.getTime() + RESPONSE_DAYS * DAY_MS)

/** A request as the form sends it (modules/privacy/form.ts), checked. */
export type NewPrivacyRequest = {
  kind: PrivacyRequestKind
  email: string
  details: string | null
  /** The personal link's token, when the page was opened from one of our e-mails. */
  personalToken: string | null
  /** The sender's network address (only ever kept as a rate-limit key's hash). */
  client: string
}

/**
 * Stores a request made at /privacy/request and queues its e-mail, in one transaction. The answer
 * is the same whether or not the site holds anything for the address (nothing is looked up), and
 * past REQUESTS_PER_ADDRESS_DAY requests for one address a day from one network (and
 * REQUESTS_PER_ADDRESS_DAY_IN_ALL from all) nothing more is stored or mailed (the answer stays the
 * same, so the page tells nobody how often an address was used). With a
 * personal link for the same address, the request is confirmed at once and the answer says so.
 */
export async function createPrivacyRequest(input: NewPrivacyRequest, at = new Date()) {
  const email = normalEmail(input.email)
  const { kind } = input
  const direct = personalLinkFits(input.personalToken, email, at)
  // Per address and sender, so that a stranger cannot use up someone's own requests; and per
  // address in all, so that nobody can fill someone's inbox from many networks.
  const fromHere = await rateLimit(
    `privacy-request:${email}:${input.client}`,
    REQUESTS_PER_ADDRESS_DAY,
    DAY_MS,
    at,
  )
  const inAll = fromHere.allowed
    ? await rateLimit(`privacy-request:${email}`, REQUESTS_PER_ADDRESS_DAY_IN_ALL, DAY_MS, at)
    : fromHere
  // Read before the transaction: the e-mail quotes the company's facts as published.
  const company = await companyFacts()
  if (!inAll.allowed) return direct ? { message: requestAnswers.directLimited(privacyEmail(company)) } : {}

  const id = randomUUID()
  const created = at.toISOString()
  const expires = new Date(at.getTime() + REQUEST_LINK_HOURS * HOUR_MS).toISOString()
  const due = dueAt(at).toISOString()
  await writeInTransaction(async (trx) => {
    await trx
      .insertInto('privacy_requests')
      .values({
        id,
        kind,
        email,
        subject: subjectOf(email),
        details: input.details,
        status: direct ? 'open' : 'unconfirmed',
        created_at: created,
        expires_at: expires,
        confirmed_at: direct ? created : null,
        due_at: direct ? due : null,
      })
      .execute()
    await queueRequestMail(
      trx,
      id,
      email,
      direct
        ? requestMails.received(kind, due, company)
        : requestMails.confirm(kind, confirmLink(id, email), company),
      company,
    )
  })
  if (direct) await auditConfirmed(id, kind, 'personal link')
  return direct ? { message: requestAnswers.direct(due) } : {}
}

/**
 * Queues an e-mail about a request to its person (kept with the request, not with their data),
 * answerable to the privacy contact of `company` (the facts as published, read before the
 * caller's transaction: a read inside it would wait for it on SQLite's one connection).
 */
export async function queueRequestMail(
  trx: Executor,
  id: string,
  to: string,
  mail: { subject: string; body: string },
  company: Pick<Company, 'emails'>,
) {
  const privacy = privacyEmail(company)
  return queueMail(trx, {
    ...mail,
    to,
    kind: 'privacy',
    replyTo: privacy === companyAddress(company) ? null : privacy,
    record: { type: 'requests', id },
  })
}

async function auditConfirmed(id: string, kind: PrivacyRequestKind, via: string) {
  await recordAudit(new Headers({ 'x-forwarded-for': 'server' }), {
    actor: null,
    action: 'privacy_request_confirmed',
    target: requestTarget(id),
    detail: { kind, via },
  })
}

export type Confirmation = ConfirmationState

/** What a confirmation link leads to, checked without changing anything (the page before the press). */
export async function checkConfirmation(id: string, sig: string, at = new Date()): Promise<Confirmation> {
  const row = await db
    .selectFrom('privacy_requests')
    .select(['kind', 'email', 'status', 'expires_at', 'due_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || !row.email || !sameText(sig, confirmSignature(id, row.email))) return { state: 'invalid' }
  if (row.status !== 'unconfirmed') return { state: 'already', kind: row.kind, due: row.due_at ?? '' }
  if (row.expires_at <= at.toISOString()) return { state: 'expired' }
  return { state: 'confirmed', kind: row.kind, due: dueAt(at).toISOString() }
}

/**
 * Confirms a request from its link: it reaches the desk, due RESPONSE_DAYS from now, and the
 * person is told by when. A link that is not this request's, or that has expired, changes
 * nothing; a second press answers as the first did.
 */
export async function confirmPrivacyRequest(id: string, sig: string, at = new Date()): Promise<Confirmation> {
  const checked = await checkConfirmation(id, sig, at)
  if (checked.state !== 'confirmed') return checked
  const company = await companyFacts()
  let won = false
  await writeTransaction(async (trx) => {
    const updated = await trx
      .updateTable('privacy_requests')
      .set({ status: 'open', confirmed_at: at.toISOString(), due_at: checked.due })
      .where('id', '=', id)
      .where('status', '=', 'unconfirmed')
      .executeTakeFirst()
    won = Number(updated.numUpdatedRows) === 1
    if (!won) return
    const row = await trx
      .selectFrom('privacy_requests')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await queueRequestMail(
      trx,
      id,
      row.email,
      requestMails.received(checked.kind, checked.due, company),
      company,
    )
  })
  if (!won) return checkConfirmation(id, sig, at)
  await auditConfirmed(id, checked.kind, 'confirmation link')
  return checked
}

type OpenRequest = { id: string; kind: PrivacyRequestKind; email: string }

/** An open request (of `kind`, when given), read inside the caller's transaction; null when not open. */
export async function openRequestIn(trx: Executor, id: string, kind?: PrivacyRequestKind) {
  let query = trx
    .selectFrom('privacy_requests')
    .select(['id', 'kind', 'email'])
    .where('id', '=', id)
    .where('status', '=', 'open')
  if (kind) query = query.where('kind', '=', kind)
  return ((await query.executeTakeFirst()) ?? null) as OpenRequest | null
}

/**
 * Closes an open request inside the caller's transaction: it is done, with its answer, and the
 * answer goes to the person (with who to ask and where to complain); a copy's archive is kept
 * with it until its link ends. Returns the answer's e-mail.
 */
export async function closeRequest(
  trx: Executor,
  request: OpenRequest,
  outcome: string,
  actor: string,
  /** `company`: the facts as published, read before the caller's transaction */
  { archive, at = new Date(), company }: { archive?: string; at?: Date; company: Company },
) {
  await trx
    .updateTable('privacy_requests')
    .set({
      status: 'done',
      closed_at: at.toISOString(),
      closed_by: actor,
      outcome,
      ...(archive
        ? {
            archive_key: archive,
            archive_expires_at: new Date(at.getTime() + ARCHIVE_LINK_DAYS * DAY_MS).toISOString(),
          }
        : {}),
    })
    .where('id', '=', request.id)
    .execute()
  return queueRequestMail(trx, request.id, request.email, answerMail(request.kind, outcome, company), company)
}

/**
 * Answers an open request (of `kind`, when given) and closes it (closeRequest). Returns its kind
 * and the answer's e-mail, or null when it was not open (answered meanwhile, or gone).
 */
export async function answerRequest(
  id: string,
  outcome: string,
  actor: string,
  options: { archive?: string; at?: Date; kind?: PrivacyRequestKind } = {},
) {
  const company = await companyFacts()
  return writeTransaction(async (trx) => {
    const request = await openRequestIn(trx, id, options.kind)
    if (!request) return null
    const mail = await closeRequest(trx, request, outcome, actor, { ...options, company })
    return { kind: request.kind, mail }
  })
}
