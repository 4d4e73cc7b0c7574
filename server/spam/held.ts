import 'server-only'
import { sql } from 'kysely'
import { db, now } from '@/server/db'
import { RECORD_TABLES } from '@/server/db/schema'
import { RECORD_TYPES, SPAM_STATUS } from '@/lib/vocabulary'

/** When the administrator last looked at what was held (desk_settings): an ISO time. */
const SEEN_SETTING = 'spam_seen_at'

/**
 * How many records the screening held as spam (not those the administrator moved there) since the
 * administrator last looked: the desk's navigation shows it on the Spam link, so nothing held goes
 * unseen. Before the first look, every record held.
 */
export async function heldSinceSeen() {
  // One statement: the time last seen, and the three tables' counts since it.
  const seen = sql`coalesce((select value from desk_settings where key = ${SEEN_SETTING}), '')`
  const counts = RECORD_TYPES.map(
    (type) => sql`(select count(*) from ${sql.table(RECORD_TABLES[type])}
      where status = ${SPAM_STATUS} and spam_lesson is null and created_at > ${seen})`,
  )
  const row = await sql<{ n: number | string }>`select ${sql.join(counts, sql` + `)} as n`.execute(db)
  return Number(row.rows[0]?.n ?? 0)
}

/** The administrator looked at what was held (the Spam page, or a list's Spam filter). */
export async function markSpamSeen(at = now()) {
  await db
    .insertInto('desk_settings')
    .values({ key: SEEN_SETTING, value: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: at }))
    .execute()
}
