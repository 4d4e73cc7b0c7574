import 'server-only'
import { db, now } from '@/server/db'

/** A mail that failed this many times is shown to the administrator as failing. */
export const FAILING_AFTER_ATTEMPTS = 2

/** The outbox as the desk reports it: what waits to be sent, and what keeps failing. */
export async function outboxHealth() {
  const [queued, failing] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('sent_at', 'is', null)
      .where('discarded_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'to_address',
        'subject',
        'kind',
        'attempts',
        'last_error',
        'next_attempt_at',
        'created_at',
        'record_type',
        'record_id',
      ])
      .where('sent_at', 'is', null)
      .where('discarded_at', 'is', null)
      .where('attempts', '>=', FAILING_AFTER_ATTEMPTS)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
  ])
  return { queued: Number(queued?.total ?? 0), failing }
}

export type OutboxHealth = Awaited<ReturnType<typeof outboxHealth>>

/** Tries a failing mail again now. False when it is gone, sent or discarded. */
export async function retryMail(id: string) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives up on a mail: it stays on record (and on its lead's timeline) but is never sent. */
export async function discardMail(id: string) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ discarded_at: now() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('discarded_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
