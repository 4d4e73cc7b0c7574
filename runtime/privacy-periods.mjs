// @ts-check
// How long the site keeps each kind of personal data, and within how many days it answers a data
// request: set in the desk (its Privacy page), published in the privacy policy and the notices at
// the forms, and used by the retention purge. The policy and the notices are static pages, so the
// periods are a build setting like SITE_URL: `npm start` and `npm run build` read the ones saved in
// the desk from the database (saved-periods.mjs), the build bakes them into the pages and the
// server code (next.config.ts), and the stamp makes `npm start` build again when they change. What
// the site says and what its purge does therefore always come from one value. This module is read
// by the pages' own code too (lib/privacy.ts), so it holds no database code.

/** The setting's key in the desk's settings table (desk_settings). */
export const PERIODS_SETTING = 'privacy_periods'

/**
 * Each period: its unit (fixed), default, and the bounds the desk accepts. The audit trail's
 * lower bound is the year the database itself protects (migration 0007); the answer period's
 * upper bound is the DPDP Rules' outer limit.
 */
export const PERIOD_FIELDS = /** @type {const} */ ({
  enquiries: { unit: 'months', default: 24, min: 1, max: 120, label: 'Enquiries, after the last activity' },
  applications: {
    unit: 'months',
    default: 12,
    min: 1,
    max: 60,
    label: 'Job applications, after the last activity',
  },
  futureRoles: { unit: 'months', default: 24, min: 1, max: 60, label: 'Applications kept for future roles' },
  rejectedComments: { unit: 'days', default: 30, min: 1, max: 365, label: 'Declined comments' },
  spam: { unit: 'days', default: 30, min: 1, max: 365, label: 'Spam, after it arrived' },
  sentMailBodies: { unit: 'days', default: 90, min: 1, max: 730, label: "Sent e-mails' texts" },
  requestArchives: { unit: 'days', default: 3, min: 1, max: 30, label: 'Copies of data (their link)' },
  answeredRequests: { unit: 'months', default: 12, min: 1, max: 60, label: 'Answered data requests' },
  auditTrail: { unit: 'days', default: 365, min: 365, max: 3650, label: 'The audit trail' },
  responseDays: { unit: 'days', default: 30, min: 1, max: 90, label: 'Answering a data request, within' },
})

/** @typedef {keyof typeof PERIOD_FIELDS} PeriodName */
/** @typedef {Record<PeriodName, number>} Periods */

export const PERIOD_NAMES = /** @type {PeriodName[]} */ (Object.keys(PERIOD_FIELDS))

/** @type {Periods} */
export const DEFAULT_PERIODS = /** @type {Periods} */ (
  Object.fromEntries(PERIOD_NAMES.map((name) => [name, PERIOD_FIELDS[name].default]))
)

/**
 * What is wrong with one period's value, or null.
 * @param {PeriodName} name
 * @param {unknown} value
 */
export function periodProblem(name, value) {
  const { min, max, unit } = PERIOD_FIELDS[name]
  return Number.isInteger(value) &&
    /** @type {number} */ (value) >= min &&
    /** @type {number} */ (value) <= max
    ? null
    : `Enter a whole number of ${unit} from ${min} to ${max}.`
}

/**
 * The periods as written (the setting's value, or the build's): JSON of some or all of the names.
 * Missing names keep their defaults; an unknown name or a value out of bounds is a problem, and
 * the defaults stand meanwhile. Empty or absent is all defaults.
 * @param {string | undefined | null} text
 * @returns {{ periods: Periods, problems: string[] }}
 */
export function parsePeriods(text) {
  if (!text) return { periods: { ...DEFAULT_PERIODS }, problems: [] }
  /** @type {unknown} */
  let given
  try {
    given = JSON.parse(text)
  } catch {
    return { periods: { ...DEFAULT_PERIODS }, problems: ['PRIVACY_PERIODS: not JSON'] }
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { periods: { ...DEFAULT_PERIODS }, problems: ['PRIVACY_PERIODS: must be a JSON object'] }
  const problems = []
  const periods = { ...DEFAULT_PERIODS }
  for (const [name, value] of Object.entries(given)) {
    if (!(name in PERIOD_FIELDS)) {
      problems.push(`PRIVACY_PERIODS: unknown period "${name}"`)
      continue
    }
    const problem = periodProblem(/** @type {PeriodName} */ (name), value)
    if (problem) problems.push(`PRIVACY_PERIODS: ${name}: ${problem}`)
    else periods[/** @type {PeriodName} */ (name)] = /** @type {number} */ (value)
  }
  return { periods, problems }
}

/**
 * One way to write a set of periods: only those that differ from the defaults, in a fixed order,
 * and '' when none does, so the stamp of a build with the defaults stays '' (unset).
 * @param {Periods} periods
 */
export function formatPeriods(periods) {
  const changed = PERIOD_NAMES.filter((name) => periods[name] !== DEFAULT_PERIODS[name])
  return changed.length ? JSON.stringify(Object.fromEntries(changed.map((n) => [n, periods[n]]))) : ''
}
