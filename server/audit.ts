import 'server-only'
import { dailyWorker } from '@/server/daily-worker'
import { randomUUID } from 'node:crypto'
import { RETENTION } from '@/lib/privacy'
import type { AuditAction } from '@/lib/vocabulary'
import { db, type Executor } from '@/server/db'
import { clientAddress } from '@/server/request'
import { keyedHash } from '@/server/secret'

export type AuditEvent = {
  /** The administrator's e-mail address; null when nobody is signed in (a failed sign-in). */
  actor: string | null
  action: AuditAction
  /** What it was done to: a record (`messages:<id>`), an account's hash, a template. */
  target?: string | null
  /** What else a reviewer needs: a count, a filter. Never a password, a lead's text or an address. */
  detail?: Record<string, string | number | boolean | null>
}

/**
 * The client's address as the trail keeps it: a keyed hash, so that two events from one address
 * can be linked without the address being stored (nor found by hashing every address there is).
 */
export function clientKey(address: string) {
  return keyedHash('audit-client', address).slice(0, 22)
}

/** Records an event as the signed-in administrator (adminRoute and adminAction hand one over). */
export type AdminAudit = (event: Omit<AuditEvent, 'actor'>) => Promise<void>
export const auditAs =
  (headers: Headers, actor: string): AdminAudit =>
  (event) =>
    recordAudit(headers, { ...event, actor })

/**
 * Appends one event to the audit trail, with the request's id and its client's key; inside
 * `executor`'s transaction when given, so the event and the change it records stand or fall together.
 */
export async function recordAudit(
  headers: Headers,
  event: AuditEvent,
  at = new Date(),
  executor: Executor = db,
) {
  await executor
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      created_at: at.toISOString(),
      actor: event.actor,
      action: event.action,
      target: event.target ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      request_id: headers.get('x-request-id'),
      client: clientKey(clientAddress(headers)),
    })
    .execute()
}

/**
 * The retention purge, the only delete the trail allows (the database refuses any other: see
 * migration 0007): events older than the audit trail's period (never under its year). Returns how
 * many went.
 */
export async function purgeAudit(at = new Date()) {
  const before = new Date(at.getTime() - (RETENTION.auditTrail.days * 24 + 1) * 60 * 60_000).toISOString()
  const result = await db.deleteFrom('audit_events').where('created_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The purge as a worker of the server (server/startup.ts): once at start, then daily. */
export const auditPurgeWorker = dailyWorker('Audit purge', () => purgeAudit())
