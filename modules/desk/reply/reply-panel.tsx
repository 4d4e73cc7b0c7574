import { recordCopy } from '@/content/desk/record'
import type { ReplyTemplate } from '@/server/db/schema'
import { formatDateTime } from '../format'
import type { LeadType } from '@/lib/vocabulary'
import type { OpenRecord } from '../record/queries'
import { fillTemplate, firstName, quote } from '@/lib/placeholders'
import { companyFacts } from '@/server/content/collections'
import { placeholderValues } from '@/server/leads/templates'
import { ReplyForm } from './reply-form'

const copy = recordCopy.reply

type Lead = Extract<OpenRecord, { type: LeadType }>

/**
 * Prepares the composer for one lead on the server: the subject, the greeting over the quoted
 * original, and every reply template already filled in for this person.
 */
export async function ReplyPanel({
  record,
  templates,
  mailReady,
}: {
  record: Lead
  templates: ReplyTemplate[]
  mailReady: boolean
}) {
  const lead =
    record.type === 'messages'
      ? {
          type: record.type,
          id: record.row.id,
          name: record.row.name,
          email: record.row.email,
          text: record.row.message,
        }
      : {
          type: record.type,
          id: record.row.id,
          name: record.row.full_name,
          job_title: record.row.job_title,
          email: record.row.email,
          text: record.row.cover_letter,
        }
  const company = await companyFacts()
  const values = placeholderValues(lead, company)
  const quoted = quote(lead.text, copy.quoted(formatDateTime(record.row.created_at), lead.name))
  const blank = {
    subject:
      record.type === 'messages'
        ? copy.enquirySubject(company.name)
        : copy.applicationSubject(record.row.job_title),
    body: copy.body(firstName(lead.name), quoted),
  }
  return (
    <section className="border-border grid gap-3 border-t pt-6">
      {mailReady ? null : (
        <p role="note" className="bg-warning-soft text-warning rounded-xl px-3.5 py-2.5 text-sm font-medium">
          {copy.mailOff}
        </p>
      )}
      <ReplyForm
        tab={record.type}
        id={record.row.id}
        to={record.row.email}
        blank={blank}
        templates={templates.map((t) => ({
          id: t.id,
          name: t.name,
          subject: fillTemplate(t.subject, values),
          body: `${fillTemplate(t.body, values)}\n\n${quoted}`,
        }))}
      />
    </section>
  )
}
