import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { headersOf, send, textOf } from '@/server/node-routes'
import { answerBeacon, beaconHeaders } from './beacon'

/** The page-view beacon, answered by runtime/start.mjs before Next (see server/node-routes.ts). */
export async function beaconNodeRoute(req: IncomingMessage, res: ServerResponse) {
  const answer = await answerBeacon(headersOf(req), () => textOf(req))
  send(res, answer.status, beaconHeaders(answer), answer.message)
}
