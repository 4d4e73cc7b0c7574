import 'server-only'
import { now } from '@/server/db'
import { storeLead } from '@/server/leads/store'
import type { Verdict } from '@/server/spam/screen'
import type { ApplicationInput } from './form'

/**
 * Stores an application as 'pending' (or 'spam') with its resume's path, and, when the applicant
 * ticked the box, the moment they agreed to be kept for future roles (their application's own).
 */
export function insertApplication(
  input: ApplicationInput,
  {
    attachment: resumeKey,
    sourcePath,
    verdict,
  }: { attachment: string; sourcePath: string | null; verdict: Verdict | null },
) {
  const { future_roles: futureRoles, ...fields } = input
  const at = now()
  return storeLead(
    {
      type: 'applications',
      fields: {
        ...fields,
        resume_url: resumeKey,
        future_roles_at: futureRoles ? at : null,
        source_path: sourcePath,
      },
    },
    verdict,
    at,
  )
}
