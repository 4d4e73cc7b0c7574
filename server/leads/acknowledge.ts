import 'server-only'
import type { Company } from '@/content/schema'
import type { Executor } from '@/server/db'
import { companyAddress, mailConfigured, queueMail } from '@/server/mail'
import { recordEvents } from '@/server/leads/events'
import { fillTemplate } from '@/lib/placeholders'
import { personalLink } from '@/server/privacy/requests'
import { yourDataLine } from '@/content/privacy-requests'
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
  trx: Executor,
  lead: LeadForMail & { email: string },
  /** the company's facts as published, read before the transaction */
  company: Company,
  /** not sent before this time (ISO): see server/leads/held.ts */
  notBefore?: string,
) {
  if (!mailConfigured() || !(await acknowledgementsOn(trx))) return
  const [template] = await listTemplates(lead.type === 'messages' ? 'ack-enquiry' : 'ack-application', trx)
  if (!template) return
  const values = placeholderValues(lead, company)
  const subject = fillTemplate(template.subject, values)
  const mailId = await queueMail(trx, {
    to: lead.email,
    subject,
    // Under the editable template, so the person's own link is never lost from it.
    body: `${fillTemplate(template.body, values)}\n\n${yourDataLine(personalLink(lead.email))}`,
    kind: 'acknowledgement',
    replyTo: companyAddress(company),
    record: { type: lead.type, id: lead.id },
    notBefore,
  })
  await recordEvents(
    [{ type: lead.type, id: lead.id, kind: 'email', detail: subject, mailId, actor: null }],
    trx,
  )
}
