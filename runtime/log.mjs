// @ts-check
// The production server's logs: one JSON object per line on stdout (info) or stderr (warnings
// and errors), each with its time, level, message and, inside a request, that request's id.
// Everything the process prints goes through here (our messages, Next's, the libraries'), so a
// log collector never has to parse free text.
//
// No personal data: requests are logged by method, path (never the query, which can hold a
// search), status and time; e-mail and IP addresses inside error details (an SMTP server's reply
// names its recipient) are replaced by [email] and [address]. Record ids stay.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { format, inspect } from 'node:util'

/** The request being handled, for the lines it causes: `{ id }`. */
/** @type {AsyncLocalStorage<{ id: string }>} */
export const requestContext = new AsyncLocalStorage()

const ANSI = /\u001b\[[0-9;]*m/g
const EMAIL = /[^\s"'<>()[\]@,;:]+@[^\s"'<>()[\]@,;:]+\.[A-Za-z]{2,}/g
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g
const IPV6 = /\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b/gi

/**
 * Error details with addresses taken out.
 * @param {string} text
 */
export function redact(text) {
  return text.replace(EMAIL, '[email]').replace(IPV4, '[address]').replace(IPV6, '[address]')
}

/**
 * One log line. `args` as console's: a leading string is the message (our own words, kept as
 * written); anything else (errors, objects) becomes `detail`, redacted.
 * @param {'info' | 'warn' | 'error'} level
 * @param {unknown[]} args
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, args, fields = {}) {
  const words = []
  let i = 0
  while (i < args.length && typeof args[i] !== 'object' && typeof args[i] !== 'function')
    words.push(args[i++])
  const rest = args.slice(i)
  /** @type {Record<string, unknown>} */
  const line = {
    time: new Date().toISOString(),
    level,
    msg: format(...words)
      .replace(ANSI, '')
      .trim(),
    ...fields,
  }
  const requestId = requestContext.getStore()?.id
  if (requestId && !line.requestId) line.requestId = requestId
  if (rest.length)
    line.detail = redact(
      rest
        .map((v) => (typeof v === 'string' ? v : inspect(v, { depth: 4 })))
        .join(' ')
        .replace(ANSI, ''),
    )
  return JSON.stringify(line)
}

/**
 * A JSON line as a person reads it in a terminal: time, level, message, then the other fields.
 * @param {string} json
 */
export function humanLine(json) {
  const { time, level, msg, detail, ...fields } = JSON.parse(json)
  const rest = Object.entries(fields).map(([k, v]) => `${k}=${v}`)
  return [time.slice(11, 23), level.toUpperCase().padEnd(5), msg, ...rest, detail ?? '']
    .filter(Boolean)
    .join(' ')
}

/**
 * How a line goes out: JSON for log collectors, readable text when a person watches a terminal.
 * @param {string} json
 * @param {{ isTTY?: boolean }} stream
 */
export const formatLine = (json, stream) => (stream.isTTY ? humanLine(json) : json)

/** Makes console.* write JSON lines (see logLine), or readable ones on a terminal. */
export function installJsonLogs() {
  const out =
    (/** @type {'info' | 'warn' | 'error'} */ level, /** @type {NodeJS.WriteStream} */ stream) =>
    (/** @type {unknown[]} */ ...args) =>
      stream.write(`${formatLine(logLine(level, args), stream)}\n`)
  console.log = console.info = console.debug = out('info', process.stdout)
  console.warn = out('warn', process.stderr)
  console.error = out('error', process.stderr)
}

const GIVEN_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The request's id: the trusted proxy's (nginx's $request_id) when it sent one, else a new one.
 * @param {unknown} given
 */
export function requestIdOf(given) {
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomBytes(8).toString('hex')
}
