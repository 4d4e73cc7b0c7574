import 'server-only'
import type { Transaction } from 'kysely'
import type { Database } from '@/server/db/schema'
import { companyAddress, mailConfigured, queueMail } from '@/server/mail'
import { recordEvents } from '@/server/leads/events'
import { fillTemplate } from '@/lib/placeholders'
import { personalLink } from '@/server/privacy/requests'

/**
 * The line under every acknowledgement (not part of the editable template, so it is never lost):
 * the person's own link to see, correct or erase what they gave, or withdraw a consent.
 */
const yourDataLine = (email: string) =>
  `--\nYour data: to get a copy of what you sent us, correct it, have it erased or withdraw a consent, use this link (it is yours; no account needed): ${personalLink(email)}`
import {
  acknowledgementsOn,
  listTemplates,
  placeholderValues,
  type LeadForMail,
} from '@/server/leads/templates'

/**
 * Queues the automatic confirmation of a new enquiry or application, in the lead's own
 * transaction (so a refused or trapped submission, which is never stored, never gets one). Only
 * when mail is configured and the desk has not switched acknowledgements off.
 */
export async function queueAcknowledgement(
  trx: Transaction<Database>,
  lead: LeadForMail & { email: string },
) {
  if (!mailConfigured() || !(await acknowledgementsOn(trx))) return
  const [template] = await listTemplates(lead.type === 'messages' ? 'ack-enquiry' : 'ack-application', trx)
  if (!template) return
  const values = placeholderValues(lead)
  const subject = fillTemplate(template.subject, values)
  const mailId = await queueMail(trx, {
    to: lead.email,
    subject,
    body: `${fillTemplate(template.body, values)}\n\n${yourDataLine(lead.email)}`,
    kind: 'acknowledgement',
    replyTo: companyAddress(),
    record: { type: lead.type, id: lead.id },
  })
  await recordEvents(
    [{ type: lead.type, id: lead.id, kind: 'email', detail: subject, mailId, actor: null }],
    trx,
  )
}
