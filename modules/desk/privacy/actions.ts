'use server'

import { revalidatePath } from 'next/cache'
import { DESK_PATH } from '@/lib/constants'
import { succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/auth/admin-action'
import { periodsInForce, savePeriods } from '@/server/privacy/periods'
import { parsePeriods } from '@/runtime/privacy-periods.mjs'
import { periodsSchema } from '../schema'

/**
 * Saves the retention and answer periods. They are what the site promises, so sudo mode, and each
 * change is on the audit trail; they are published and used from the next start (which builds the
 * pages with them), and the answer says so.
 */
export const savePeriodsAction = adminAction(
  periodsSchema,
  'Failed to save the periods',
  async ({ shown, ...edited }, admin) => {
    const { changed, periods } = await savePeriods(
      edited,
      shown === undefined ? undefined : parsePeriods(shown).periods,
    )
    if (Object.keys(changed).length === 0) return succeeded('Nothing changed.')
    await admin.audit({ action: 'setting_changed', target: 'privacy_periods', detail: changed })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(
      periodsInForce(periods)
        ? 'Periods saved: they are the ones in force.'
        : 'Periods saved. They take effect when the site next starts, which publishes them first.',
    )
  },
  { sudo: true },
)
