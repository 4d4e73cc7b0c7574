import 'server-only'
import { storeLead } from '@/server/leads/store'
import type { Verdict } from '@/server/spam/screen'
import type { ContactInput } from './form'

/** Stores a new enquiry as 'new' (or 'spam') with its notification and acknowledgement queued. */
export function insertContactMessage(
  input: ContactInput,
  { sourcePath, verdict }: { sourcePath: string | null; verdict: Verdict | null },
) {
  return storeLead({ type: 'messages', fields: { ...input, source_path: sourcePath } }, verdict)
}
