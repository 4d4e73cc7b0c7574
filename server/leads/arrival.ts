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

/**
 * The e-mails a new lead sets off, in its own transaction: the notification to the team and the
 * acknowledgement to the sender. Queued when a lead arrives, or, for one held as spam, when the
 * administrator says it is not spam. `company` is the company's facts as published, read before
 * the transaction (a read outside it would wait for it on SQLite's one connection).
 */
export async function queueArrivalMails(trx: Executor, lead: ArrivedLead, company: Company) {
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
    await queueAcknowledgement(trx, { type: 'messages', id: m.id, name: m.name, email: m.email }, company)
    return
  }
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
  await queueAcknowledgement(
    trx,
    {
      type: 'applications',
      id: a.id,
      name: a.full_name,
      job_title: a.job_title,
      email: a.email,
    },
    company,
  )
}
