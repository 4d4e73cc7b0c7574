import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { fulfilledAnswers, heldText } from '@/content/privacy-requests'
import { ARCHIVE_LINK_DAYS } from '@/lib/privacy'
import { absoluteUrl } from '@/lib/seo'
import type { RecordType } from '@/lib/vocabulary'
import { companyFacts } from '@/server/content/collections'
import { db, writeTransaction } from '@/server/db'
import { recordEvents } from '@/server/leads/events'
import { deleteStored, storeArchive } from '@/server/storage'
import { keyedHash } from '@/server/secret'
import { personArchive } from './archive'
import { RECORD_TABLES } from '@/server/db/schema'
import { eraseInTransaction, releaseErased } from './erase'
import { countsOf, gatherPerson, subjectOf } from './person'
import { answerRequest, closeRequest, openRequestIn } from './requests'

const DAY_MS = 24 * 60 * 60_000

/** Where a copy's link points. */
export const COPY_PATH = '/privacy/request/copy'

/** The signature of a copy's link: bound to the request and to the archive it made. */
const copySignature = (id: string, key: string) => keyedHash('privacy-copy', `${id}:${key}`)

/** The person as the audit trail names them. */
export const personTarget = (email: string) => `person:${subjectOf(email).slice(0, 16)}`

/**
 * Answers a request for a copy: everything held for the address as one ZIP (server/privacy/archive.ts)
 * kept in storage, and a link to it, working ARCHIVE_LINK_DAYS, mailed to the person. The retention
 * purge deletes the archive when the link ends. Returns the counts, or null when not open.
 */
export async function fulfilCopy(id: string, actor: string, at = new Date()) {
  const request = await db
    .selectFrom('privacy_requests')
    .select('email')
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('kind', '=', 'copy')
    .executeTakeFirst()
  if (!request) return null
  const person = await gatherPerson(request.email)
  const key = await storeArchive(await personArchive(person, at.toISOString()))
  const link = `${absoluteUrl(COPY_PATH)}?r=${encodeURIComponent(id)}&s=${copySignature(id, key)}`
  const until = new Date(at.getTime() + ARCHIVE_LINK_DAYS * DAY_MS).toISOString()
  const counts = countsOf(person)
  let answered: Awaited<ReturnType<typeof answerRequest>> = null
  try {
    answered = await answerRequest(id, fulfilledAnswers.copy(heldText(counts), link, until), actor, {
      archive: key,
      at,
      kind: 'copy',
    })
  } finally {
    // Answered meanwhile by another hand, or not recorded at all: no row names the archive, so it
    // goes at once (nothing else would ever find it).
    if (!answered) await deleteStored(key)
  }
  if (!answered) return null
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
 * Answers a request for erasure, in one transaction: everything held for the address is erased
 * for good (eraseInTransaction), except records the administrator holds, which the answer names
 * with their reasons; the person's requests keep only the keyed hash of the address, and their
 * e-mails go but for this answer, which the purge deletes once it is sent. Returns the counts, or
 * null when the request is not an open erasure.
 */
export async function fulfilErasure(id: string, actor: string, at = new Date()) {
  const company = await companyFacts()
  const done = await writeTransaction(async (trx) => {
    const request = await openRequestIn(trx, id, 'erasure')
    if (!request) return null
    const erased = await eraseInTransaction(trx, request.email, actor)
    const outcome = fulfilledAnswers.erasure(
      heldText(erased.counts),
      erased.held.map((h) => h.reason),
    )
    await closeRequest(trx, request, outcome, actor, { at, company })
    return { erased, email: request.email }
  })
  if (!done) return null
  await releaseErased(done.erased)
  return { counts: done.erased.counts, held: done.erased.held.length, person: personTarget(done.email) }
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
  return writeTransaction(async (trx) => {
    const row = (await trx.selectFrom(table[type]).selectAll().where('id', '=', id).executeTakeFirst()) as
      Record<string, unknown> | undefined
    if (!row) return null
    const allowed = CORRECTABLE[type] as readonly string[]
    const changed = Object.entries(fields).filter(([k, v]) => allowed.includes(k) && (row[k] ?? null) !== v)
    if (!changed.length) return []
    await trx.updateTable(table[type]).set(Object.fromEntries(changed)).where('id', '=', id).execute()
    // The automatic e-mails already sent repeat the old values: their text goes (the desk's own
    // replies stay, as the record of what was said).
    await trx
      .updateTable('mail_outbox')
      .set({ body: '' })
      .where('record_type', '=', type)
      .where('record_id', '=', id)
      .where('kind', 'in', ['notification', 'acknowledgement'])
      .where('sent_at', 'is not', null)
      .execute()
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
  return writeTransaction(async (trx) => {
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
  return writeTransaction(async (trx) => {
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
