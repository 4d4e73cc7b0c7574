'use server'

import { revalidatePath } from 'next/cache'
import { adminAction } from '@/server/admin-action'
import { failed, succeeded } from '@/lib/forms/action-state'
import { deleteSchema, noteSchema, statusSchema } from './schema'
import { ADMIN_MESSAGES, countOf } from './tables'
import { addNote, deleteRecords, setStatuses, type AnyStatus } from './record/mutations'

const DESK = '/admin-dashboard'

/** Status of one record (its row's dropdown) or of the selected ones (bulk). */
export const updateStatus = adminAction(statusSchema, ADMIN_MESSAGES.statusFailed, async (input, admin) => {
  const found = await setStatuses(input.tab, input.ids, input.status as AnyStatus, admin.email)
  if (found === 0) return failed(ADMIN_MESSAGES.statusFailed)
  revalidatePath(DESK)
  return succeeded(
    input.ids.length === 1 ? ADMIN_MESSAGES.statusUpdated : `${countOf(input.tab, found)} updated.`,
  )
})

/** Deletes one record (after the spec's confirmation) or the selected ones. */
export const deleteItems = adminAction(deleteSchema, ADMIN_MESSAGES.deleteFailed, async (input) => {
  const deleted = await deleteRecords(input.tab, input.ids)
  if (deleted === 0) return failed(ADMIN_MESSAGES.deleteFailed)
  revalidatePath(DESK)
  return succeeded(
    input.ids.length === 1 ? ADMIN_MESSAGES.deleted : `${countOf(input.tab, deleted)} deleted.`,
  )
})

export const saveNote = adminAction(noteSchema, 'Failed to save the note', async (input, admin) => {
  if (!(await addNote(input.tab, input.id, input.note, admin.email))) {
    return failed('That item no longer exists.')
  }
  revalidatePath(DESK)
  return succeeded('Note saved.')
})
