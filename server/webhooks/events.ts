import 'server-only'
import { deskRecordPath } from '@/lib/constants'
import type { RecordType } from '@/lib/vocabulary'
import { env } from '@/server/env'
import type { ChatLead } from './chat'
import type { WebhookEvent } from '@/lib/vocabulary'
import { queueEvent } from './queue'
import type { Executor } from '@/server/db'

/** The kind of lead a record is, as the events name it. */
const KIND = { messages: 'enquiry', applications: 'application', comments: 'comment' } as const
const CREATED: Record<RecordType, WebhookEvent> = {
  messages: 'enquiry.created',
  applications: 'application.created',
  comments: 'comment.created',
}

/** The record's page in the desk, as a full address. */
export const deskLink = (type: RecordType, id: string) => `${env.SITE_URL}${deskRecordPath(type, id)}`

/** The page of our site a lead was sent from, and the campaign its address named (utm_…). */
export function sourceOf(path: string | null) {
  if (!path) return { page: null, campaign: null }
  const url = new URL(path, env.SITE_URL)
  const campaign = Object.fromEntries(
    [...url.searchParams].filter(([k]) => k.startsWith('utm_')).map(([k, v]) => [k.slice(4), v]),
  )
  return {
    page: `${env.SITE_URL}${url.pathname}`,
    campaign: Object.keys(campaign).length ? campaign : null,
  }
}

/**
 * A lead as an event carries it (its fields, never a resume file, and where it came from), and
 * the line a chat hook is told of it.
 */
async function leadData(trx: Executor, type: RecordType, id: string) {
  const common = { reference: id, kind: KIND[type], link: deskLink(type, id) }
  const chat = (kind: ChatLead['kind'], who: string, about: string | null, text: string): ChatLead => ({
    kind,
    who,
    about,
    text,
    link: common.link,
  })
  if (type === 'messages') {
    const m = await trx.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
    return (
      m && {
        data: {
          ...common,
          status: m.status,
          created_at: m.created_at,
          fields: {
            name: m.name,
            email: m.email,
            phone: m.phone,
            company: m.company,
            website: m.website,
            message: m.message,
          },
          source: sourceOf(m.source_path),
        },
        chat: chat('enquiry', m.name, m.company, m.message),
      }
    )
  }
  if (type === 'applications') {
    const a = await trx.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()
    return (
      a && {
        data: {
          ...common,
          status: a.status,
          created_at: a.created_at,
          fields: {
            name: a.full_name,
            email: a.email,
            phone: a.phone,
            job_title: a.job_title,
            portfolio: a.portfolio,
            cover_letter: a.cover_letter,
            keep_for_future_roles: a.future_roles_at !== null,
          },
          source: sourceOf(a.source_path),
        },
        chat: chat('application', a.full_name, a.job_title, a.cover_letter),
      }
    )
  }
  const c = await trx.selectFrom('blog_comments').selectAll().where('id', '=', id).executeTakeFirst()
  return (
    c && {
      data: {
        ...common,
        status: c.status,
        created_at: c.created_at,
        fields: { email: c.email, website: c.website, comment: c.comment, article: c.blog_id },
        source: { page: `${env.SITE_URL}/blog/${c.blog_id}`, campaign: null },
      },
      chat: chat('comment', c.blog_id, null, c.comment),
    }
  )
}

/**
 * Queues `<kind>.created` for a lead that arrived (or that the administrator took out of spam),
 * once: a lead sent before is not sent again.
 */
export async function queueLeadCreated(trx: Executor, type: RecordType, id: string) {
  const event = CREATED[type]
  const sent = await trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('record_type', '=', type)
    .where('record_id', '=', id)
    .where('event', '=', event)
    .executeTakeFirst()
  if (sent) return
  const lead = await leadData(trx, type, id)
  if (lead) await queueEvent(trx, event, lead.data, { type, id }, lead.chat)
}

/** Queues `lead.status_changed` for each lead whose status the desk changed. */
export async function queueStatusChanged(
  trx: Executor,
  type: RecordType,
  changes: Array<{ id: string; from: string }>,
  to: string,
) {
  for (const { id, from } of changes) {
    if (from === to) continue
    await queueEvent(
      trx,
      'lead.status_changed',
      { reference: id, kind: KIND[type], from, to, link: deskLink(type, id) },
      { type, id },
    )
  }
}
