import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import nodemailer, { type Transporter } from 'nodemailer'
import { company } from '@/content/company'
import { db, now } from '@/server/db'
import type { Database } from '@/server/db/schema'
import { env } from '@/server/env'

const MAX_DELAY_MS = 60 * 60 * 1000
/** While one server sends a mail, others leave it alone for this long. */
const CLAIM_MS = 2 * 60 * 1000
const BATCH = 20

export const notificationsEnabled = () => Boolean(env.SMTP_URL && env.NOTIFY_EMAIL)

/**
 * Adds a notification to the outbox inside the lead's own transaction: the lead and its
 * notification are stored together, and the e-mail is sent after the visitor has their answer.
 */
export async function queueNotification(trx: Transaction<Database>, subject: string, body: string) {
  if (!notificationsEnabled()) return
  const at = now()
  await trx
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      to_address: env.NOTIFY_EMAIL!,
      subject,
      body,
      next_attempt_at: at,
      created_at: at,
    })
    .execute()
}

type MailerState = {
  transport?: Transporter
  running?: Promise<void>
  again?: boolean
  timer?: NodeJS.Timeout
}
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
    .where('next_attempt_at', '<=', now())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute()
  for (const mail of due) {
    // Claim it: only the server whose update matched sends it.
    const claimed = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
      .where('id', '=', mail.id)
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    try {
      await transport().sendMail({
        from: `"${company.name}" <${env.MAIL_FROM ?? company.emails[0]}>`,
        to: mail.to_address,
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
      console.warn(`Notification ${mail.id} not sent (attempt ${attempts}), will retry: ${String(error)}`)
    }
  }
  return due.length === BATCH
}

/** Sends what is due now; called after each stored lead and on a timer for retries. */
export function flushOutbox(): Promise<void> {
  if (!notificationsEnabled()) return Promise.resolve()
  if (state.running) {
    state.again = true
    return state.running
  }
  state.running = (async () => {
    try {
      do {
        state.again = false
        if (await sendDue()) state.again = true
      } while (state.again)
    } catch (error) {
      console.error('Outbox run failed:', error)
    } finally {
      state.running = undefined
    }
  })()
  return state.running
}

export function startMailer() {
  if (!notificationsEnabled() || state.timer) return
  const every = Math.min(Math.max(env.MAIL_RETRY_MS / 2, 25), 30_000)
  state.timer = setInterval(() => void flushOutbox(), every)
  state.timer.unref()
  void flushOutbox()
}
