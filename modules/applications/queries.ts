import 'server-only'
import { randomUUID } from 'node:crypto'
import { now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { queueAcknowledgement } from '@/server/leads/acknowledge'
import { queueNotification } from '@/server/mail'
import { noticeShown } from '@/server/privacy/notices'
import type { ApplicationInput } from './form'
import { DESK_PATH } from '@/lib/constants'

/** Stores an application as 'pending' with its resume path and queues its notification. */
export async function insertApplication(
  input: ApplicationInput,
  { attachment: resumeKey, sourcePath }: { attachment: string; sourcePath: string | null },
) {
  const id = randomUUID()
  const { future_roles: futureRoles, ...fields } = input
  await writeInTransaction(async (trx) => {
    const at = now()
    await trx
      .insertInto('job_applications')
      .values({
        id,
        ...fields,
        resume_url: resumeKey,
        status: 'pending',
        created_at: at,
        future_roles_at: futureRoles ? at : null,
        source_path: sourcePath,
        notice_version: await noticeShown(trx, 'application'),
      })
      .execute()
    await queueNotification(
      trx,
      `New application: ${input.job_title} from ${input.full_name}`,
      [
        `${input.full_name} applied for ${input.job_title}.`,
        '',
        `Email:     ${input.email}`,
        `Phone:     ${input.phone}`,
        `Portfolio: ${input.portfolio ?? '-'}`,
        `Keep for future roles: ${futureRoles ? 'yes' : 'no'}`,
        '',
        input.cover_letter,
        '',
        `The resume is in the admin dashboard: ${DESK_PATH}`,
      ].join('\n'),
      { type: 'applications', id },
    )
    await queueAcknowledgement(trx, {
      type: 'applications',
      id,
      name: input.full_name,
      job_title: input.job_title,
      email: input.email,
    })
  })
  return id
}
