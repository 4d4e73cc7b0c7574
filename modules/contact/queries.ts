import 'server-only'
import { randomUUID } from 'node:crypto'
import { company } from '@/content/company'
import { now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { queueAcknowledgement } from '@/server/leads/acknowledge'
import { queueNotification } from '@/server/mail'
import { noticeShown } from '@/server/privacy/notices'
import type { ContactInput } from './form'
import { DESK_PATH } from '@/lib/constants'

/** Stores a new enquiry as 'new' and queues its notification, in one transaction. */
export async function insertContactMessage(
  input: ContactInput,
  { sourcePath }: { sourcePath: string | null },
) {
  const id = randomUUID()
  await writeInTransaction(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        ...input,
        status: 'new',
        created_at: now(),
        source_path: sourcePath,
        notice_version: await noticeShown(trx, 'contact'),
      })
      .execute()
    await queueNotification(
      trx,
      `New enquiry from ${input.name}${input.company ? ` (${input.company})` : ''}`,
      [
        `A new enquiry arrived on the ${company.name} website.`,
        '',
        `Name:    ${input.name}`,
        `Email:   ${input.email}`,
        `Phone:   ${input.phone ?? '-'}`,
        `Company: ${input.company ?? '-'}`,
        `Website: ${input.website ?? '-'}`,
        '',
        input.message,
        '',
        `Open the admin dashboard to triage it: ${DESK_PATH}`,
      ].join('\n'),
      { type: 'messages', id },
    )
    await queueAcknowledgement(trx, { type: 'messages', id, name: input.name, email: input.email })
  })
  return id
}
