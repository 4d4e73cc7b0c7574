import 'server-only'
import { PERIODS } from '@/lib/privacy'
import { db } from '@/server/db'
import {
  formatPeriods,
  parsePeriods,
  PERIOD_FIELDS,
  PERIOD_NAMES,
  PERIODS_SETTING,
  type PeriodName,
  type Periods,
} from '@/runtime/privacy-periods.mjs'

/**
 * The retention and answer periods as the desk sets them. Saved here, they are published (and
 * used by the purge) from the next build, which `npm start` makes when they differ from the
 * running build's (runtime/privacy-periods.mjs): until then PERIODS, the build's, are in force.
 */
export async function savedPeriods(): Promise<Periods> {
  const row = await db
    .selectFrom('desk_settings')
    .select('value')
    .where('key', '=', PERIODS_SETTING)
    .executeTakeFirst()
  return parsePeriods(row?.value).periods
}

/**
 * Saves the periods; returns those that changed, each as "24 → 36 months" (nothing when none did).
 * With `shown`, the periods the form was shown with, only what was edited in it is taken, so two
 * open tabs each saving one period do not undo each other's.
 */
export async function savePeriods(edited: Periods, shown?: Periods) {
  const before = await savedPeriods()
  const periods = shown
    ? (Object.fromEntries(
        PERIOD_NAMES.map((n) => [n, edited[n] === shown[n] ? before[n] : edited[n]]),
      ) as Periods)
    : edited
  const changed: Partial<Record<PeriodName, string>> = Object.fromEntries(
    PERIOD_NAMES.filter((n) => before[n] !== periods[n]).map((n) => [
      n,
      `${before[n]} → ${periods[n]} ${PERIOD_FIELDS[n].unit}`,
    ]),
  )
  if (Object.keys(changed).length === 0) return { changed, periods }
  const value = formatPeriods(periods)
  await db
    .insertInto('desk_settings')
    .values({ key: PERIODS_SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
  return { changed, periods }
}

/** Whether the saved periods are the ones this build publishes. */
export const periodsInForce = (saved: Periods) => formatPeriods(saved) === formatPeriods(PERIODS)
