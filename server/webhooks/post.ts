import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { AddressRefused, guardedLookup, hostOf, isPublicAddress } from './address'

/** How long a receiver has to answer, from the first byte sent to the last byte read. */
export const TIMEOUT_MS = 15_000
/**
 * While one server delivers, the others leave the delivery alone this long; a server killed
 * mid-attempt thus delays that delivery by at most this much.
 */
export const CLAIM_MS = TIMEOUT_MS + 15_000
/** How much of an answer is kept for the desk. */
export const RESPONSE_BYTES = 512

/** What a receiver answered: its status, how long it took, the first bytes, and its Retry-After. */
export type Answer = { status: number; ms: number; head: string; retryAfterMs: number | null }
/** Or why no answer came. */
export type NoAnswer = { status: null; ms: number; error: string; refused: boolean }

/** A Retry-After header (seconds, or an HTTP date) as a delay, or null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()) {
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/**
 * POSTs one delivery: a redirect is an answer like any other (never followed), an address that is
 * not public is refused before connecting (unless allowed), and a receiver that has not finished
 * answering within TIMEOUT_MS is cut off. Never throws.
 */
export function postDelivery(
  target: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<Answer | NoAnswer> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const fail = (error: unknown) =>
      resolve({
        status: null,
        ms: elapsed(),
        error: error instanceof Error ? error.message : String(error),
        refused: error instanceof AddressRefused,
      })
    let url: URL
    try {
      url = new URL(target)
    } catch (error) {
      return fail(error)
    }
    const host = hostOf(url)
    // A literal address is connected to without a lookup, so it is checked here.
    if (!allowPrivate && isIP(host) && !isPublicAddress(host))
      return fail(new AddressRefused(`${host} is a private or local address`))
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'lead-desk-webhooks/1',
      },
      lookup: guardedLookup(allowPrivate),
      agent: false,
    })
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    )
    request.on('error', (error) => {
      clearTimeout(deadline)
      fail(error)
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      let size = 0
      let read = false
      const done = () => {
        if (read) return
        read = true
        clearTimeout(deadline)
        const retry = response.headers['retry-after']
        resolve({
          status: response.statusCode ?? 0,
          ms: elapsed(),
          head: Buffer.concat(chunks).subarray(0, RESPONSE_BYTES).toString('utf8'),
          retryAfterMs: retryAfterMs(Array.isArray(retry) ? retry[0] : retry),
        })
        response.destroy()
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        size += chunk.length
        // Enough is read for the desk; the rest of a long answer is not waited for.
        if (size >= RESPONSE_BYTES) done()
      })
      response.on('end', done)
      response.on('error', done)
    })
    request.end(body)
  })
}
