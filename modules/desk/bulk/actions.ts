'use server'

import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import { SPAM_STATUS } from '@/lib/vocabulary'
import { flushOutbox } from '@/server/outbox'
import { adminAction, needsSudo } from '@/server/auth/admin-action'
import { failed, succeeded } from '@/lib/forms/action-state'
import { matchingIds } from '../list/queries'
import { deleteRecords, setStatuses, type AnyStatus } from '../record/mutations'
import { bulkSchema } from '../schema'
import { capitalize } from '../format'
import { blockedText, countOf, DESK_PAGE_SIZE } from '../records'
import { listFilter, parseView } from '../view'
import { DESK_PATH } from '@/lib/constants'
import { blockSendersOf } from '../spam/block'

/** Sets a status on, or deletes, the selected rows or every row matching the list's filter. */
export const bulkUpdateAction = adminAction(
  bulkSchema,
  'Failed to update the selection',
  async (input, admin) => {
    const filter = listFilter(parseView({ tab: input.tab, q: input.q, status: input.filter }))
    const ids = input.all === '1' ? await matchingIds(input.tab, filter) : input.ids
    if (ids.length === 0) return failed('Nothing matches that selection any more.')
    // More than a page at once is the kind of change sudo mode guards.
    if (ids.length > DESK_PAGE_SIZE && !(await admin.sudo())) return needsSudo()
    // The filter, but not the words searched for (see the CSV export).
    const audit = (count: number) =>
      admin.audit({
        action: 'bulk_action',
        target: input.tab,
        detail: {
          op: input.op,
          status: input.op === 'status' ? (input.status ?? null) : null,
          count,
          everyMatch: input.all === '1',
          filter: input.filter || null,
          searched: Boolean(input.q),
        },
      })
    if (input.op === 'delete') {
      const deleted = await deleteRecords(input.tab, ids)
      await audit(deleted)
      revalidatePath(DESK_PATH, 'layout')
      return succeeded(`${countOf(input.tab, deleted)} deleted.`)
    }
    const found = await setStatuses(input.tab, ids, input.status as AnyStatus, admin.email)
    await audit(found)
    const blocked =
      input.block && input.status === SPAM_STATUS
        ? await blockSendersOf(input.tab, ids, input.block, admin.email, admin.audit)
        : null
    // Leads taken out of spam have their held e-mails queued: send them now.
    if (input.status !== SPAM_STATUS) after(() => flushOutbox())
    revalidatePath(DESK_PATH, 'layout')
    const done = `${countOf(input.tab, found)} set to ${capitalize(input.status ?? '')}.`
    return succeeded(blocked === null ? done : `${done} ${blockedText(blocked)}`)
  },
)
