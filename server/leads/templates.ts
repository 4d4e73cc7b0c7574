import 'server-only'
import { randomUUID } from 'node:crypto'
import { defaultTemplates } from '@/content/desk-templates'
import type { Company } from '@/content/schema'
import { db, now, type Executor } from '@/server/db'
import type { ReplyTemplate } from '@/server/db/schema'
import type { TemplatePurpose } from '@/lib/vocabulary'
import { env } from '@/server/env'
import { firstName, referenceOf, type PlaceholderValues } from '@/lib/placeholders'
import { leadBookingUrl } from '@/lib/booking-link'

/** At start: the default templates, when the desk has none yet (a fresh database). */
export async function ensureDefaultTemplates() {
  const any = await db.selectFrom('reply_templates').select('id').limit(1).executeTakeFirst()
  if (any) return
  const at = now()
  await db
    .insertInto('reply_templates')
    .values(defaultTemplates.map((t, position) => ({ id: randomUUID(), ...t, position, updated_at: at })))
    .execute()
}

export function listTemplates(purpose?: TemplatePurpose, executor: Executor = db) {
  let query = executor.selectFrom('reply_templates').selectAll()
  if (purpose) query = query.where('purpose', '=', purpose)
  return query.orderBy('position').orderBy('name').execute()
}

export type TemplateInput = Pick<ReplyTemplate, 'name' | 'subject' | 'body'>

/** Saves a template; false when it no longer exists. */
export async function updateTemplate(id: string, input: TemplateInput) {
  const result = await db
    .updateTable('reply_templates')
    .set({ ...input, updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertTemplate(input: TemplateInput) {
  const last = await db
    .selectFrom('reply_templates')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst()
  await db
    .insertInto('reply_templates')
    .values({
      id: randomUUID(),
      purpose: 'reply',
      ...input,
      position: Number(last?.position ?? 0) + 1,
      updated_at: now(),
    })
    .execute()
}

/** Deletes a reply template; the acknowledgements are kept (they can be switched off instead). */
export async function deleteTemplate(id: string) {
  const result = await db
    .deleteFrom('reply_templates')
    .where('id', '=', id)
    .where('purpose', '=', 'reply')
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

const ACK_SETTING = 'acknowledgements'

/** Whether new enquiries and applications get an automatic confirmation (on unless switched off). */
export async function acknowledgementsOn(executor: Executor = db) {
  const row = await executor
    .selectFrom('desk_settings')
    .select('value')
    .where('key', '=', ACK_SETTING)
    .executeTakeFirst()
  return row?.value !== 'off'
}

export async function setAcknowledgements(on: boolean) {
  const value = on ? 'on' : 'off'
  await db
    .insertInto('desk_settings')
    .values({ key: ACK_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}

export type LeadForMail = (
  | { type: 'messages'; id: string; name: string }
  | { type: 'applications'; id: string; name: string; job_title: string }
) & { email?: string }

/** The booking page for one lead, as their e-mails link it (lib/booking-link.ts). */
export const bookingLink = (lead: { id: string; name: string; email?: string }) =>
  leadBookingUrl(env.SCHEDULING_URL, lead, 'email')

/** What the placeholders stand for, for one lead, with the company's name as published. */
export function placeholderValues(lead: LeadForMail, company: Pick<Company, 'name'>): PlaceholderValues {
  return {
    name: lead.name,
    first_name: firstName(lead.name),
    company_name: company.name,
    booking_link: bookingLink(lead),
    job_title: lead.type === 'applications' ? lead.job_title : '',
    reference: referenceOf(lead.type, lead.id),
  }
}
