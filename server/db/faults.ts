import 'server-only'
import { json } from '@/server/request'

/**
 * The database being away (PostgreSQL restarting or unreachable, SQLite's file locked, read-only
 * or out of space) is not a bug in the request: the visitor is told so with 503 and Retry-After,
 * nothing is acknowledged, and the next request after the database is back simply succeeds.
 */

/** A PostgreSQL restart takes a few seconds; asking for a retry sooner would only add load. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export const DATABASE_UNAVAILABLE = {
  /** A submission or other change: it was not stored. */
  write: 'We could not reach our database just now, so nothing was saved. Please try again in a few seconds.',
  /** A read. */
  read: 'We could not reach our database just now. Please try again in a few seconds.',
} as const

/** Node's socket errors on connecting to, or talking with, the database server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": connection exceptions (class
 * 08), insufficient resources (class 53: too many connections, disk full, out of memory), the
 * server shutting down or starting up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now), and a read-only server (25006, e.g. a standby during a failover).
 */
const PG_STATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123]|25006)$/

/**
 * Errors node-postgres raises itself, without a code: the socket closed under a query, a client
 * used after its connection died, the pool's connection timeout (connectionTimeoutMillis).
 */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Query read timeout$/,
]

/** SQLite (better-sqlite3) result codes, extended ones included (SQLITE_IOERR_WRITE, …). */
const SQLITE_CODE = /^SQLITE_(BUSY|IOERR|FULL|READONLY|CANTOPEN)(_|$)/

function isUnavailable(error: object): boolean {
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return true
    // A Unix socket that is not there: the server is down (not any other missing file).
    if (code === 'ENOENT' && syscall === 'connect') return true
    if (PG_STATE.test(code) || SQLITE_CODE.test(code)) return true
  }
  return typeof message === 'string' && PG_MESSAGES.some((m) => m.test(message))
}

/**
 * Whether `error` means the database is unreachable or cannot take work for now, as opposed to
 * a bug or bad data. Looks through `cause` and AggregateError's `errors` (Node reports a refused
 * connection to a name with several addresses as one AggregateError).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (isUnavailable(error)) return true
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if (cause && isDatabaseUnavailable(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))
}

/** What an error is, for a log line: its code and message, never the data of the query. */
export function describeFault(error: unknown) {
  if (!error || typeof error !== 'object') return String(error)
  const { code, message } = error as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' && message ? message : error.constructor.name
  return typeof code === 'string' ? `${code} ${text}` : text
}

const LOG_EVERY_MS = 5_000
const logged = new Map<string, { at: number; quiet: number }>()

/**
 * One line per kind of fault every few seconds, however many requests or pool connections hit it
 * (a PostgreSQL restart under load would otherwise print hundreds): how many were left out is
 * said on the next line.
 */
export function logDatabaseFault(what: string, error: unknown, at = Date.now()) {
  const last = logged.get(what)
  if (last && at - last.at < LOG_EVERY_MS) {
    last.quiet++
    return
  }
  const more = last?.quiet ? ` (${last.quiet} more since the last line)` : ''
  logged.set(what, { at, quiet: 0 })
  console.warn(`Database unavailable: ${what}: ${describeFault(error)}${more}`)
}

/** The one answer to a fetch call while the database is away: 503, Retry-After, `{ message }`. */
export function databaseUnavailableJson(message: string = DATABASE_UNAVAILABLE.read) {
  return json({ message }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
}

/**
 * A route handler that answers 503 (databaseUnavailableJson) when the database is away, and
 * otherwise lets its errors through as before.
 */
export function databaseRoute<A extends unknown[]>(
  message: string,
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      logDatabaseFault('answered 503', error)
      return databaseUnavailableJson(message)
    }
  }
}
