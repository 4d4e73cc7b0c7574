import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'

// Helpers for the routes runtime/start.mjs answers without Next (registered at start-up through
// runtime/bridge.mjs): they read a plain Node request.

/** The request's headers as web Headers (what the shared logic reads). */
export function headersOf(req: IncomingMessage) {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (value) for (const v of value) headers.append(key, v)
  }
  return headers
}

/** The body as text; only called once its declared length has been checked. */
export async function textOf(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Ends the response with `headers`. The security headers are added by runtime/start.mjs, as on
 * every response it sends (these routes are only ever answered there).
 */
export function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string) {
  res.writeHead(status, headers).end(body)
}
