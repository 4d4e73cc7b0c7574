'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { adminAction } from '@/server/auth/admin-action'
import { flushOutbox } from '@/server/outbox'
import { failed, succeeded } from '@/lib/forms/action-state'
import { outboxSchema } from '../schema'
import { discardMail, retryMail } from './queries'
import { DESK_PATH } from '@/lib/constants'

/** Retry a failing e-mail now, or discard it. */
export const manageOutboxAction = adminAction(outboxSchema, 'Failed to update the e-mail', async (input) => {
  const done = input.op === 'retry' ? await retryMail(input.id) : await discardMail(input.id)
  if (!done) return failed('That e-mail was already sent or discarded.')
  if (input.op === 'retry') after(() => flushOutbox())
  revalidatePath(DESK_PATH, 'layout')
  return succeeded(input.op === 'retry' ? 'Trying that e-mail again now.' : 'E-mail discarded.')
})
