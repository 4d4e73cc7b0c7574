'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { DESK_PATH } from '@/lib/constants'
import { failed, succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/admin-action'
import { flushOutbox } from '@/server/mail'
import { answerRequest, requestTarget } from '@/server/privacy/requests'
import { answerSchema } from '../schema'

/**
 * Answers a data request in the administrator's words (what was done, or why not): mailed to the
 * person, the request done, on the audit trail.
 */
export const answerRequestAction = adminAction(
  answerSchema,
  'Failed to answer the request',
  async (input, admin) => {
    const answered = await answerRequest(input.id, input.outcome, admin.email)
    if (!answered) return failed('That request was already answered.')
    await admin.audit({
      action: 'privacy_request_answered',
      target: requestTarget(input.id),
      detail: { kind: answered.kind },
    })
    after(() => flushOutbox())
    revalidatePath(DESK_PATH)
    return succeeded('Answer sent; the request is done.')
  },
)
