'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { flushOutbox } from '@/server/outbox'
import { adminAction } from '@/server/auth/admin-action'
import { failed, succeeded } from '@/lib/forms/action-state'
import { deleteSchema, noteSchema, statusSchema } from './schema'
import { DESK_MESSAGES, blockedText, countOf } from './records'
import { addNote, confirmGenuine, deleteRecords, setStatuses, type AnyStatus } from './record/mutations'
import { DESK_PATH } from '@/lib/constants'
import { blockSendersOf } from './spam/block'

/** Status of one record (its row's dropdown) or of the selected ones (bulk). */
export const updateStatusAction = adminAction(
  statusSchema,
  DESK_MESSAGES.statusFailed,
  async (input, admin) => {
    const found = await setStatuses(input.tab, input.ids, input.status as AnyStatus, admin.email)
    if (found === 0) return failed(DESK_MESSAGES.statusFailed)
    const blocked =
      input.block && input.status === SPAM_STATUS
        ? await blockSendersOf(input.tab, input.ids, input.block, admin.email, admin.audit)
        : 0
    // One record's status is on its own timeline; a selection's change is a bulk action.
    if (input.ids.length > 1)
      await admin.audit({
        action: 'bulk_action',
        target: input.tab,
        detail: { op: 'status', status: input.status, count: found, selected: input.ids.length },
      })
    // A lead taken out of spam has its held e-mails queued: send them now.
    if (input.status !== SPAM_STATUS) after(() => flushOutbox())
    revalidatePath(DESK_PATH, 'layout')
    const done =
      input.ids.length === 1 ? DESK_MESSAGES.statusUpdated : `${countOf(input.tab, found)} updated.`
    return succeeded(input.block ? `${done} ${blockedText(blocked)}` : done)
  },
)

/** "Not spam" for records marked "Might be spam": the mark goes, and held acknowledgements with it. */
export const notSpamAction = adminAction(deleteSchema, DESK_MESSAGES.statusFailed, async (input, admin) => {
  const confirmed = await confirmGenuine(input.tab, input.ids, admin.email)
  if (confirmed === 0) return failed(DESK_MESSAGES.statusFailed)
  after(() => flushOutbox())
  revalidatePath(DESK_PATH, 'layout')
  return succeeded(DESK_MESSAGES.notSpam)
})

/** Deletes one record (after the browser asks DESK_MESSAGES.confirmDelete) or the selected ones. */
export const removeRecordsAction = adminAction(
  deleteSchema,
  DESK_MESSAGES.deleteFailed,
  async (input, admin) => {
    const deleted = await deleteRecords(input.tab, input.ids)
    if (deleted === 0) return failed(DESK_MESSAGES.deleteFailed)
    const [only] = input.ids
    await admin.audit(
      input.ids.length === 1
        ? { action: 'lead_deleted', target: `${input.tab}:${only}` }
        : { action: 'lead_deleted', target: input.tab, detail: { count: deleted, ids: input.ids.join(' ') } },
    )
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(
      input.ids.length === 1 ? DESK_MESSAGES.deleted : `${countOf(input.tab, deleted)} deleted.`,
    )
  },
)

export const saveNoteAction = adminAction(noteSchema, 'Failed to save the note', async (input, admin) => {
  if (!(await addNote(input.tab, input.id, input.note, admin.email))) {
    return failed('That item no longer exists.')
  }
  revalidatePath(DESK_PATH, 'layout')
  return succeeded('Note saved.')
})
