import 'server-only'
import { randomUUID } from 'node:crypto'
import { now } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { queueArrivalMails } from '@/server/leads/arrival'
import { queueLeadCreated } from '@/server/webhooks/events'
import { noticeShown } from '@/server/privacy/notices'
import { verdictColumns, type Verdict } from '@/server/spam/screen'
import type { ApplicationInput } from './form'

/**
 * Stores an application as 'pending' with its resume path and queues its notification and
 * acknowledgement; as 'spam', with its reasons and no e-mail, when the screening says so.
 */
export async function insertApplication(
  input: ApplicationInput,
  {
    attachment: resumeKey,
    sourcePath,
    verdict,
  }: { attachment: string; sourcePath: string | null; verdict: Verdict | null },
) {
  const id = randomUUID()
  const { future_roles: futureRoles, ...fields } = input
  await writeInTransaction(async (trx) => {
    const at = now()
    const row = {
      id,
      ...fields,
      resume_url: resumeKey,
      status: verdict?.spam ? ('spam' as const) : ('pending' as const),
      created_at: at,
      future_roles_at: futureRoles ? at : null,
      source_path: sourcePath,
      notice_version: await noticeShown(trx, 'application'),
      ...(verdict ? verdictColumns(verdict) : {}),
    }
    await trx.insertInto('job_applications').values(row).execute()
    if (!verdict?.spam) {
      await queueArrivalMails(trx, { type: 'applications', row })
      await queueLeadCreated(trx, 'applications', id)
    }
  })
  return id
}
