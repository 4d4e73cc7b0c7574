import 'server-only'
import { db, now } from '@/server/db'
import type { ContactMessage, JobApplication } from '@/server/db/schema'
import type { AdminRow } from '../list/queries'
import type { AdminTab, LeadTab } from '../tables'
import { recordEvents } from '@/server/leads/events'

export type OpenRecord = { [T in AdminTab]: { tab: T; row: AdminRow[T] } }[AdminTab]

/** One record, whole; undefined when it does not exist (any more). */
export async function getRecord(tab: AdminTab, id: string): Promise<OpenRecord | undefined> {
  switch (tab) {
    case 'applications': {
      const row = await db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { tab, row }
    }
    case 'comments': {
      const row = await db.selectFrom('blog_comments').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { tab, row }
    }
    case 'messages': {
      const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { tab, row }
    }
  }
}

/**
 * The first time an administrator opens an enquiry or application it stops being unread, and
 * the timeline says who opened it. Later views change nothing.
 */
export async function markOpened(tab: LeadTab, id: string, actor: string) {
  const at = now()
  await db.transaction().execute(async (trx) => {
    const table = tab === 'messages' ? 'contact_messages' : 'job_applications'
    const result = await trx
      .updateTable(table)
      .set({ opened_at: at })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) await recordEvents([{ tab, id, kind: 'opened', actor }], trx)
  })
}

export type RelatedLead = { tab: LeadTab; id: string; created_at: string; status: string }

/**
 * The same person's other enquiries and applications, newest first. E-mails match as typed or
 * in lower case (an index lookup each), which covers how people retype their address.
 */
export async function relatedLeads(lead: ContactMessage | JobApplication, tab: LeadTab) {
  const emails = [...new Set([lead.email, lead.email.toLowerCase()])]
  const [messages, applications] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['id', 'created_at', 'status'])
      .where('email', 'in', emails)
      .where('id', '!=', tab === 'messages' ? lead.id : '')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('job_applications')
      .select(['id', 'created_at', 'status'])
      .where('email', 'in', emails)
      .where('id', '!=', tab === 'applications' ? lead.id : '')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ])
  return [
    ...messages.map((r): RelatedLead => ({ tab: 'messages', ...r })),
    ...applications.map((r): RelatedLead => ({ tab: 'applications', ...r })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at))
}

export async function getResumeKey(id: string) {
  const row = await db
    .selectFrom('job_applications')
    .select('resume_url')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.resume_url
}
