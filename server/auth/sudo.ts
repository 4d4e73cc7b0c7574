import 'server-only'
import { SUDO_MAX_MINUTES, SUDO_MINUTES } from '@/lib/constants'
import { db } from '@/server/db'

const MINUTE = 60_000

/**
 * Sudo mode: what can hurt (exports, a resume, bulk changes beyond a page, the account's own
 * security) needs a session that has recently confirmed who it is, by a second factor (or the
 * password, where none is enrolled). Signing in counts as a confirmation. It lasts SUDO_MINUTES,
 * each guarded action extends it by as much again, and it never outlives SUDO_MAX_MINUTES after
 * the confirmation. Kept in the database per session, so every app process agrees.
 */
export async function openSudo(sessionId: string, at = new Date()) {
  const opened = at.toISOString()
  const expires = new Date(at.getTime() + SUDO_MINUTES * MINUTE).toISOString()
  await db
    .insertInto('sudo_grants')
    .values({ session_id: sessionId, opened_at: opened, expires_at: expires })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ opened_at: opened, expires_at: expires }))
    .execute()
  // A good moment to forget grants nobody can use any more.
  await db.deleteFrom('sudo_grants').where('expires_at', '<', opened).execute()
}

/** Until when the session's confirmation counts, or null if it has none that still does. */
export async function sudoUntil(sessionId: string, at = new Date()) {
  const row = await db
    .selectFrom('sudo_grants')
    .select('expires_at')
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirst()
  return row ? row.expires_at : null
}

/**
 * A guarded action's check: whether the session's confirmation still counts; if it does, it is
 * extended to SUDO_MINUTES from now, but never beyond SUDO_MAX_MINUTES after it was given.
 */
export async function spendSudo(sessionId: string, at = new Date()) {
  const now = at.toISOString()
  const grant = await db
    .selectFrom('sudo_grants')
    .select(['opened_at', 'expires_at'])
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (!grant) return false
  const extended = new Date(at.getTime() + SUDO_MINUTES * MINUTE).toISOString()
  const limit = new Date(Date.parse(grant.opened_at) + SUDO_MAX_MINUTES * MINUTE).toISOString()
  const until = extended < limit ? extended : limit
  if (until > grant.expires_at)
    await db
      .updateTable('sudo_grants')
      .set({ expires_at: until })
      .where('session_id', '=', sessionId)
      .where('expires_at', '<', until)
      .execute()
  return true
}

/** A session that ends (signed out, revoked) takes its confirmation with it. */
export async function closeSudo(sessionId: string) {
  await db.deleteFrom('sudo_grants').where('session_id', '=', sessionId).execute()
}
