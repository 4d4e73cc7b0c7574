// @ts-check
// The settings the production server needs before Next.js starts (where to listen, the site's
// address, the proxies it trusts, the booking provider), read from the environment in this one
// place: by runtime/start.mjs and the build (runtime/build.mjs), and by server/env.ts, which adds
// them to the rest of the environment it checks when the site starts. SITE_URL and the booking
// addresses are built into the static pages, so lib/ and components/ read them here too; so are
// the privacy periods (PRIVACY_PERIODS, filled from the desk by the build and start), which
// next.config.ts hands to the build's code.
import { formatPeriods, parsePeriods } from './privacy-periods.mjs'
import { parseTrustProxy } from './proxy-trust.mjs'

export const DEFAULT_PORT = 3000
export const DEFAULT_HOST = '0.0.0.0'
/**
 * Without SITE_URL the site is where this server listens on this machine, so that `PORT=3500 npm
 * start` signs in and links at http://localhost:3500 (the sign-in refuses another origin).
 * @param {number} port
 */
export const defaultSiteUrl = (port) => `http://localhost:${port}`
/** The company's 30-minute consultation on the scheduling provider. */
export const DEFAULT_SCHEDULING_URL = 'https://calendly.com/vantage-edge-technologies/30min'
export const DEFAULT_SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js'

/**
 * @typedef {object} Settings
 * @property {number} PORT
 * @property {string} HOST
 * @property {string} SITE_URL  without a trailing slash
 * @property {string} SCHEDULING_URL
 * @property {string} SCHEDULING_SCRIPT_URL
 * @property {string | undefined} TRUST_PROXY  as given (checked); see proxy-trust.mjs
 * @property {string} PRIVACY_PERIODS  the retention and answer periods that differ from the
 *   defaults, as privacy-periods.mjs writes them ('' for none); `npm start` and `npm run build` set
 *   it from the desk's saved periods
 * @property {((address: string) => boolean) | null} trustedProxy  TRUST_PROXY as a test of a peer's address
 */

/** @typedef {Record<string, string | undefined>} Env */

/**
 * An http(s) address, or a message saying what is wrong with it.
 * @param {string} value
 */
function urlProblem(value) {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be an http(s) URL'
  } catch {
    return 'Invalid URL'
  }
}

/**
 * Reads the settings from `source`; empty strings count as unset, so `FOO= npm start` behaves like
 * leaving FOO out. Returns the settings (defaults where a value is bad) and one line per bad
 * variable, `NAME: what is wrong`.
 * @param {Env} source
 * @returns {{ settings: Settings, problems: string[] }}
 */
export function readSettings(source) {
  /** @type {string[]} */
  const problems = []
  /** @param {string} name */
  const given = (name) => (source[name] === '' ? undefined : source[name])
  /** @param {string} name @param {string} fallback */
  const url = (name, fallback) => {
    const value = given(name)
    if (value === undefined) return fallback
    const problem = urlProblem(value)
    if (problem) problems.push(`${name}: ${problem}`)
    return problem ? fallback : value
  }

  const portText = given('PORT')
  const port = portText === undefined ? DEFAULT_PORT : Number(portText)
  const portOk = Number.isInteger(port) && port > 0 && port < 65536
  if (!portOk) problems.push('PORT: must be a port number from 1 to 65535')

  /** @type {Settings['trustedProxy']} */
  let trustedProxy = null
  try {
    trustedProxy = parseTrustProxy(given('TRUST_PROXY'))
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }

  const periods = parsePeriods(given('PRIVACY_PERIODS'))
  problems.push(...periods.problems)

  const listensOn = portOk ? port : DEFAULT_PORT
  return {
    settings: {
      PORT: listensOn,
      HOST: given('HOST') ?? DEFAULT_HOST,
      SITE_URL: url('SITE_URL', defaultSiteUrl(listensOn)).replace(/\/$/, ''),
      SCHEDULING_URL: url('SCHEDULING_URL', DEFAULT_SCHEDULING_URL),
      SCHEDULING_SCRIPT_URL: url('SCHEDULING_SCRIPT_URL', DEFAULT_SCHEDULING_SCRIPT_URL),
      TRUST_PROXY: given('TRUST_PROXY'),
      trustedProxy,
      PRIVACY_PERIODS: formatPeriods(periods.periods),
    },
    problems,
  }
}

/**
 * The settings of this process's environment; throws `Invalid environment:` with a line per bad
 * variable.
 * @param {Env} [source]
 * @returns {Settings}
 */
export function loadSettings(source = process.env) {
  const { settings, problems } = readSettings(source)
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  return settings
}
