'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { adminAction } from '@/server/auth/admin-action'
import { mailConfigured } from '@/server/mail'
import { flushOutbox } from '@/server/outbox'
import { failed, succeeded } from '@/lib/forms/action-state'
import { replySchema } from '../schema'
import { REPLY_MESSAGES } from './messages'
import { queueReply } from './mutations'
import { DESK_PATH } from '@/lib/constants'

/** Sends a reply to an enquiry or application through the outbox. */
export const sendReplyAction = adminAction(replySchema, REPLY_MESSAGES.failed, async (input, admin) => {
  if (!(await queueReply(input.tab, input.id, input, admin.email)))
    return failed('That item no longer exists.')
  after(() => flushOutbox())
  revalidatePath(DESK_PATH, 'layout')
  return succeeded(mailConfigured() ? REPLY_MESSAGES.sent : REPLY_MESSAGES.held)
})
