import 'server-only'
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Company } from '@/content/schema'
import { noticeText, privacyEmail, type NoticeForm } from '@/lib/privacy'
import { now } from '@/server/db'
import type { Database } from '@/server/db/schema'

/** A notice's version: a hash of its words, so any change to them is a new version. */
export const noticeVersion = (form: NoticeForm, text: string) =>
  createHash('sha256').update(`${form}\n${text}`).digest('hex').slice(0, 16)

/**
 * The version of the notice shown at `form`, kept with its text (once per version) inside the
 * lead's own transaction: what the person was told stays known after the words change.
 */
export async function noticeShown(
  trx: Transaction<Database> | Kysely<Database>,
  form: NoticeForm,
  company: Pick<Company, 'emails'>,
) {
  const text = noticeText(form, privacyEmail(company))
  const version = noticeVersion(form, text)
  await trx
    .insertInto('privacy_notices')
    .values({ version, form, text, first_shown_at: now() })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute()
  return version
}
