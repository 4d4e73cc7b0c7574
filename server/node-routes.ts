import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'

export type NodeRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>

type NodeRoutes = Map<string, NodeRoute>

/**
 * Requests that scripts/start.mjs answers from its plain Node server, without passing them
 * through Next, keyed by "METHOD /path" (exact, no query). Only for a small, hot endpoint whose
 * logic lives in a module shared with its Next route (which still serves `next dev`): Next
 * spends about half a millisecond of CPU on any request, more than such an endpoint's own work.
 * Registered at start-up (server/startup.ts), read by scripts/start.mjs through globalThis.
 */
export function registerNodeRoutes(routes: Record<string, NodeRoute>) {
  ;(globalThis as { __nodeRoutes?: NodeRoutes }).__nodeRoutes = new Map(Object.entries(routes))
}

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
 * Ends the response with `headers`. The security headers are added by scripts/start.mjs, as on
 * every response it sends (these routes are only ever answered there).
 */
export function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string) {
  res.writeHead(status, headers).end(body)
}
