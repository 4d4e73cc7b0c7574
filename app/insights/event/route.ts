import { answerBeacon, beaconHeaders } from '@/modules/analytics/beacon'

/**
 * The page-view beacon through Next. `npm start` answers it before Next sees it
 * (modules/analytics/beacon-node.ts, the same logic); this route serves `next dev`.
 */
export async function POST(request: Request) {
  const answer = await answerBeacon(request.headers, () => request.text())
  return new Response(answer.message ?? null, { status: answer.status, headers: beaconHeaders(answer) })
}
