import 'server-only'
import type { Executor } from '@/server/db'
import type { Company } from '@/content/schema'
import { DESK_PATH } from '@/lib/constants'
import type { ContactMessage, JobApplication } from '@/server/db/schema'
import { queueAcknowledgement } from '@/server/leads/acknowledge'
import { queueNotification } from '@/server/mail'

/** A lead as it arrived: an enquiry or an application, with the fields its e-mails quote. */
export type ArrivedLead =
  | {
      type: 'messages'
      row: Pick<ContactMessage, 'id' | 'name' | 'email' | 'phone' | 'company' | 'website' | 'message'>
    }
  | {
      type: 'applications'
      row: Pick<
        JobApplication,
        | 'id'
        | 'full_name'
        | 'email'
        | 'phone'
        | 'portfolio'
        | 'cover_letter'
        | 'job_title'
        | 'future_roles_at'
      >
    }

/** The lead as its acknowledgement names it. */
export const acknowledged = (lead: ArrivedLead) =>
  lead.type === 'messages'
    ? { type: 'messages' as const, id: lead.row.id, name: lead.row.name, email: lead.row.email }
    : {
        type: 'applications' as const,
        id: lead.row.id,
        name: lead.row.full_name,
        job_title: lead.row.job_title,
        email: lead.row.email,
      }

/**
 * The e-mails a new lead sets off, in its own transaction: the notification to the team and,
 * unless `acknowledge` is false (a lead marked "Might be spam": its acknowledgement waits for the
 * administrator, ./held.ts), the acknowledgement to the sender. Queued when a lead arrives, or,
 * for one held as spam, when the administrator says it is not spam. `company` is the company's
 * facts as published, read before the transaction (a read outside it would wait for it on
 * SQLite's one connection).
 */
export async function queueArrivalMails(
  trx: Executor,
  lead: ArrivedLead,
  company: Company,
  { acknowledge = true } = {},
) {
  if (lead.type === 'messages') {
    const m = lead.row
    await queueNotification(
      trx,
      `New enquiry from ${m.name}${m.company ? ` (${m.company})` : ''}`,
      [
        `A new enquiry arrived on the ${company.name} website.`,
        '',
        `Name:    ${m.name}`,
        `Email:   ${m.email}`,
        `Phone:   ${m.phone ?? '-'}`,
        `Company: ${m.company ?? '-'}`,
        `Website: ${m.website ?? '-'}`,
        '',
        m.message,
        '',
        `Open the admin dashboard to triage it: ${DESK_PATH}`,
      ].join('\n'),
      { type: 'messages', id: m.id },
    )
  } else {
    const a = lead.row
    await queueNotification(
      trx,
      `New application: ${a.job_title} from ${a.full_name}`,
      [
        `${a.full_name} applied for ${a.job_title}.`,
        '',
        `Email:     ${a.email}`,
        `Phone:     ${a.phone}`,
        `Portfolio: ${a.portfolio ?? '-'}`,
        `Keep for future roles: ${a.future_roles_at ? 'yes' : 'no'}`,
        '',
        a.cover_letter,
        '',
        `The resume is in the admin dashboard: ${DESK_PATH}`,
      ].join('\n'),
      { type: 'applications', id: a.id },
    )
  }
  if (acknowledge) await queueAcknowledgement(trx, acknowledged(lead), company)
}
