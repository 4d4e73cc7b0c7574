import 'server-only'
import { randomUUID } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Company } from '@/content/schema'
import { db, now, type Executor } from '@/server/db'
import { serialRun } from '@/server/serial-run'
import type { MailKind, RecordType } from '@/lib/vocabulary'
import { env } from '@/server/env'
import { companyFacts } from '@/server/content/collections'

const MAX_DELAY_MS = 60 * 60 * 1000
/** While one server sends a mail, others leave it alone for this long. */
const CLAIM_MS = 2 * 60 * 1000
const BATCH = 20

/** Whether e-mail can go out at all: without SMTP_URL, mail is kept in the outbox unsent. */
export const mailConfigured = () => Boolean(env.SMTP_URL)
export const notificationsEnabled = () => Boolean(env.SMTP_URL && env.NOTIFY_EMAIL)

export type NewOutboxMail = {
  to: string
  subject: string
  body: string
  kind: MailKind
  /** Where the recipient's answer should go (the company address for replies to leads). */
  replyTo?: string | null
  /** The lead a reply or acknowledgement belongs to, or the privacy request a mail is about. */
  record?: { type: RecordType | 'requests'; id: string }
  /** Not sent before this time (ISO); at once when absent. */
  notBefore?: string
}

/**
 * Stores an e-mail in the outbox (inside the caller's transaction, so it and what caused it are
 * kept together); it is sent after the response, and retried until it goes. Returns its id.
 */
export async function queueMail(executor: Executor, mail: NewOutboxMail) {
  const id = randomUUID()
  const at = now()
  await executor
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      kind: mail.kind,
      reply_to: mail.replyTo ?? null,
      record_type: mail.record?.type ?? null,
      record_id: mail.record?.id ?? null,
      next_attempt_at: mail.notBefore ?? at,
      created_at: at,
    })
    .execute()
  return id
}

/** Whether a mail of `kind` about the record is in the outbox (sent or to be sent, not given up). */
export async function hasQueuedMail(
  executor: Executor,
  record: { type: RecordType; id: string },
  kind: MailKind,
) {
  const row = await executor
    .selectFrom('mail_outbox')
    .select('id')
    .where('record_type', '=', record.type)
    .where('record_id', '=', record.id)
    .where('kind', '=', kind)
    .where('discarded_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Adds the administrator's notification of a new lead to the outbox inside the lead's own
 * transaction: the lead and its notification are stored together.
 */
export async function queueNotification(
  trx: Executor,
  subject: string,
  body: string,
  record: { type: RecordType; id: string },
) {
  if (!notificationsEnabled()) return
  // Linked to its lead: the lead's erasure takes this copy of its details along.
  await queueMail(trx, { to: env.NOTIFY_EMAIL!, subject, body, kind: 'notification', record })
}

/** The sender of every e-mail, and where answers to replies go: MAIL_FROM, else the company's first address as published. */
export const companyAddress = (company: Pick<Company, 'emails'>) => env.MAIL_FROM ?? company.emails[0]

type MailerState = { transport?: Transporter; timer?: NodeJS.Timeout }
const globalForMail = globalThis as unknown as { __mailer?: MailerState }
const state: MailerState = (globalForMail.__mailer ??= {})

function transport() {
  // Short timeouts: a mail server that hangs must not hold the outbox for long.
  const url = new URL(env.SMTP_URL!)
  for (const [k, v] of Object.entries({
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '20000',
  })) {
    if (!url.searchParams.has(k)) url.searchParams.set(k, v)
  }
  return (state.transport ??= nodemailer.createTransport(url.toString()))
}

export function retryDelay(attempts: number) {
  return Math.min(env.MAIL_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
}

async function sendDue() {
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .where('next_attempt_at', '<=', now())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute()
  if (!due.length) return false
  // The sender's name and address as published when the mail goes, not when it was queued.
  const company = await companyFacts()
  for (const mail of due) {
    // Claim it: only the server whose update matched sends it.
    const claimed = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
      .where('id', '=', mail.id)
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .where('sent_at', 'is', null)
      .where('discarded_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    try {
      await transport().sendMail({
        from: `"${company.name}" <${companyAddress(company)}>`,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.body,
      })
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: now(), last_error: null })
        .where('id', '=', mail.id)
        .execute()
    } catch (error) {
      const attempts = mail.attempts + 1
      await db
        .updateTable('mail_outbox')
        .set({
          attempts,
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          next_attempt_at: new Date(Date.now() + retryDelay(attempts)).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute()
      console.warn(`Notification ${mail.id} not sent (attempt ${attempts}), will retry:`, error)
    }
  }
  return due.length === BATCH
}

const sendRun = serialRun('outbox', sendDue)

/** Sends what is due now; called after each stored lead and on a timer for retries. */
export function flushMail(): Promise<void> {
  return mailConfigured() ? sendRun() : Promise.resolve()
}

/** Stops the retry timer (at shutdown; a last flushMail() then sends what is due). */
export function stopMailer() {
  if (state.timer) clearInterval(state.timer)
  state.timer = undefined
}

export function startMailer() {
  if (!mailConfigured() || state.timer) return
  const every = Math.min(Math.max(env.MAIL_RETRY_MS / 2, 25), 30_000)
  state.timer = setInterval(() => void flushMail(), every)
  state.timer.unref()
  void flushMail()
}
