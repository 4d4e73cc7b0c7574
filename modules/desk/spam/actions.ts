'use server'

import { revalidatePath } from 'next/cache'
import { DESK_PATH } from '@/lib/constants'
import { failed, succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/auth/admin-action'
import { blockDetail, blockSenders, unblockSender } from '@/server/spam/senders'
import { saveSpamSettings } from '@/server/spam/settings'
import { senderSchema, spamSettingsSchema } from '../schema'

/** Saves the threshold, the phrases and the expected scripts; each change is on the audit trail. */
export const saveSpamSettingsAction = adminAction(
  spamSettingsSchema,
  'Failed to save the spam settings',
  async (settings, admin) => {
    const changed = await saveSpamSettings(settings)
    if (Object.keys(changed).length === 0) return succeeded('Nothing changed.')
    await admin.audit({ action: 'setting_changed', target: 'spam_settings', detail: changed })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Spam settings saved: the next message is scored with them.')
  },
)

/** Blocks one address or domain typed on the Spam page. */
export const blockSenderAction = adminAction(
  senderSchema,
  'Failed to block the sender',
  async ({ sender }, admin) => {
    const added = await blockSenders([sender], admin.email)
    if (added.length === 0) return succeeded(`${sender} was blocked already.`)
    await admin.audit({ action: 'sender_blocked', target: 'spam_senders', detail: blockDetail(added) })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(`${sender} is blocked: what it sends from now on is spam.`)
  },
)

/** Takes an address or domain off the block list. */
export const unblockSenderAction = adminAction(
  senderSchema,
  'Failed to unblock the sender',
  async ({ sender }, admin) => {
    if (!(await unblockSender(sender))) return failed(`${sender} is not blocked.`)
    await admin.audit({
      action: 'sender_unblocked',
      target: 'spam_senders',
      detail: blockDetail([sender]),
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(`${sender} is no longer blocked.`)
  },
)
