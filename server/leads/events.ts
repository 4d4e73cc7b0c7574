import 'server-only'
import { randomUUID } from 'node:crypto'
import { db, now, type Executor } from '@/server/db'
import type { EventKind, RecordType } from '@/lib/vocabulary'

export type NewEvent = {
  type: RecordType
  id: string
  kind: EventKind
  detail?: string | null
  mailId?: string | null
  /** The administrator's e-mail. */
  actor: string | null
}

/** Adds entries to records' timelines (inside the caller's transaction when given one). */
export async function recordEvents(events: NewEvent[], executor: Executor = db) {
  if (events.length === 0) return
  const at = now()
  await executor
    .insertInto('lead_events')
    .values(
      events.map((e) => ({
        id: randomUUID(),
        record_type: e.type,
        record_id: e.id,
        kind: e.kind,
        detail: e.detail ?? null,
        mail_id: e.mailId ?? null,
        actor: e.actor,
        created_at: at,
      })),
    )
    .execute()
}

/** A record's timeline, oldest first, with the delivery state of the e-mails on it. */
export async function listEvents(type: RecordType, id: string) {
  return db
    .selectFrom('lead_events')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'lead_events.mail_id')
    .select([
      'lead_events.id',
      'lead_events.kind',
      'lead_events.detail',
      'lead_events.actor',
      'lead_events.created_at',
      'mail_outbox.sent_at',
      'mail_outbox.last_error',
      'mail_outbox.discarded_at',
      'mail_outbox.to_address',
    ])
    .where('lead_events.record_type', '=', type)
    .where('lead_events.record_id', '=', id)
    .orderBy('lead_events.created_at')
    .orderBy('lead_events.id')
    .execute()
}

export type TimelineEvent = Awaited<ReturnType<typeof listEvents>>[number]

/** Removes deleted records' timelines (inside the delete's transaction). */
export async function deleteEvents(type: RecordType, ids: string[], executor: Executor) {
  if (ids.length === 0) return
  await executor
    .deleteFrom('lead_events')
    .where('record_type', '=', type)
    .where('record_id', 'in', ids)
    .execute()
}
