import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { fulfilledAnswers, heldText } from '@/content/privacy-requests'
import { ARCHIVE_LINK_DAYS } from '@/lib/privacy'
import { absoluteUrl } from '@/lib/seo'
import type { RecordType } from '@/lib/vocabulary'
import { db } from '@/server/db'
import { recordEvents } from '@/server/leads/events'
import { deleteStored, storeArchive } from '@/server/storage'
import { keyedHash } from '@/server/secret'
import { personArchive } from './archive'
import { RECORD_TABLES } from './delete'
import { erasePerson } from './erase'
import { countsOf, gatherPerson, subjectOf } from './person'
import { answerRequest } from './requests'

const DAY_MS = 24 * 60 * 60_000

/** Where a copy's link points. */
export const COPY_PATH = '/privacy/request/copy'

/** The signature of a copy's link: bound to the request and to the archive it made. */
const copySignature = (id: string, key: string) => keyedHash('privacy-copy', `${id}:${key}`)

/** The person as the audit trail names them. */
export const personTarget = (email: string) => `person:${subjectOf(email).slice(0, 16)}`

/** An open request, or null when it is answered (or gone). */
async function openRequest(id: string) {
  return (
    (await db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst()) ?? null
  )
}

/**
 * Answers a request for a copy: everything held for the address as one ZIP (server/privacy/archive.ts)
 * kept in storage, and a link to it, working ARCHIVE_LINK_DAYS, mailed to the person. The retention
 * purge deletes the archive when the link ends. Returns the counts, or null when not open.
 */
export async function fulfilCopy(id: string, actor: string, at = new Date()) {
  const request = await openRequest(id)
  if (!request) return null
  const person = await gatherPerson(request.email)
  const key = await storeArchive(await personArchive(person, at.toISOString()))
  const link = `${absoluteUrl(COPY_PATH)}?r=${encodeURIComponent(id)}&s=${copySignature(id, key)}`
  const until = new Date(at.getTime() + ARCHIVE_LINK_DAYS * DAY_MS).toISOString()
  const counts = countsOf(person)
  if (
    !(await answerRequest(id, fulfilledAnswers.copy(heldText(counts), link, until), actor, {
      archive: key,
      at,
    }))
  ) {
    // Answered meanwhile by another hand: the archive made for nothing goes at once.
    await deleteStored(key)
    return null
  }
  return { counts, person: personTarget(request.email) }
}

export type CopyLink =
  { ok: true; key: string; createdAt: string } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a copy's link is one we made and still works: its archive's key when it does. */
export async function checkCopyLink(id: string, sig: string, at = new Date()): Promise<CopyLink> {
  const row = await db
    .selectFrom('privacy_requests')
    .select(['archive_key', 'archive_expires_at', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row?.archive_key) return { ok: false, reason: row ? 'expired' : 'invalid' }
  const expected = Buffer.from(copySignature(id, row.archive_key))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' }
  if (!row.archive_expires_at || row.archive_expires_at <= at.toISOString())
    return { ok: false, reason: 'expired' }
  return { ok: true, key: row.archive_key, createdAt: row.closed_at ?? at.toISOString() }
}

/**
 * Answers a request for erasure: everything held for the address is erased for good
 * (erasePerson), except records the administrator holds, which the answer names with their
 * reasons. The request itself then keeps only the keyed hash of the address: its e-mails go,
 * but for the answer, which the purge deletes once it is sent.
 */
export async function fulfilErasure(id: string, actor: string, at = new Date()) {
  const request = await openRequest(id)
  if (!request) return null
  const { counts, held } = await erasePerson(request.email, actor)
  const outcome = fulfilledAnswers.erasure(
    heldText(counts),
    held.map((h) => h.reason),
  )
  const answer = (await answerRequest(id, outcome, actor, { at }))?.mail
  if (!answer) return null
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('mail_outbox')
      .where('record_type', '=', 'requests')
      .where('record_id', '=', id)
      .where('id', '<>', answer)
      .execute()
    await trx.updateTable('privacy_requests').set({ email: '', details: null }).where('id', '=', id).execute()
  })
  return { counts, held: held.length, person: personTarget(request.email) }
}

/** The contact fields a correction may change, per kind of record. */
export const CORRECTABLE = {
  messages: ['name', 'email', 'phone', 'company', 'website'],
  applications: ['full_name', 'email', 'phone', 'portfolio'],
  comments: ['email', 'website'],
} as const satisfies Record<RecordType, readonly string[]>

/**
 * Corrects a record's contact fields at the person's request: each changed field goes on the
 * record's timeline as corrected at their request (its name, not the old value, which was wrong).
 * Returns the names of the fields that changed, or null when the record is gone.
 */
export async function correctRecord(
  type: RecordType,
  id: string,
  fields: Record<string, string | null>,
  actor: string,
) {
  const table = RECORD_TABLES
  return db.transaction().execute(async (trx) => {
    const row = (await trx.selectFrom(table[type]).selectAll().where('id', '=', id).executeTakeFirst()) as
      Record<string, unknown> | undefined
    if (!row) return null
    const allowed = CORRECTABLE[type] as readonly string[]
    const changed = Object.entries(fields).filter(([k, v]) => allowed.includes(k) && (row[k] ?? null) !== v)
    if (!changed.length) return []
    await trx.updateTable(table[type]).set(Object.fromEntries(changed)).where('id', '=', id).execute()
    await recordEvents(
      changed.map(([k]) => ({
        type,
        id,
        kind: 'privacy' as const,
        detail: `${k.replace('_', ' ')} corrected at the person's request`,
        actor,
      })),
      trx,
    )
    return changed.map(([k]) => k)
  })
}

/**
 * Withdraws an applicant's consent to be kept for future roles: the application's period is the
 * ordinary one again, counted from its last activity before the withdrawal (the withdrawal's own
 * timeline entry does not count as activity: server/privacy/retention.ts).
 */
export async function withdrawFutureRoles(id: string, actor: string) {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('job_applications')
      .set({ future_roles_at: null })
      .where('id', '=', id)
      .where('future_roles_at', 'is not', null)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) return false
    await recordEvents(
      [
        {
          type: 'applications',
          id,
          kind: 'privacy',
          detail: "Consent to be kept for future roles withdrawn at the person's request",
          actor,
        },
      ],
      trx,
    )
    return true
  })
}

/** Holds a record back from erasure and retention, with the reason; null lifts the hold. */
export async function setLegalHold(type: RecordType, id: string, reason: string | null, actor: string) {
  const table = RECORD_TABLES
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable(table[type])
      .set({ legal_hold: reason })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) return false
    await recordEvents(
      [{ type, id, kind: 'privacy', detail: reason ? `Held from erasure: ${reason}` : 'Hold lifted', actor }],
      trx,
    )
    return true
  })
}
