import 'server-only'
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
  const seen = await db
    .selectFrom('desk_settings')
    .select('value')
    .where('key', '=', SEEN_SETTING)
    .executeTakeFirst()
  const counts = await Promise.all(
    RECORD_TYPES.map((type) =>
      db
        .selectFrom(RECORD_TABLES[type])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', SPAM_STATUS)
        .where('spam_lesson', 'is', null)
        .where('created_at', '>', seen?.value ?? '')
        .executeTakeFirstOrThrow(),
    ),
  )
  return counts.reduce((sum, row) => sum + Number(row.n), 0)
}

/** The administrator looked at what was held (the Spam page, or a list's Spam filter). */
export async function markSpamSeen(at = now()) {
  await db
    .insertInto('desk_settings')
    .values({ key: SEEN_SETTING, value: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: at }))
    .execute()
}
