import { ANALYTICS_BEACON_MAX_BYTES } from '@/lib/constants'
import { recordConversion, recordView, visitOf } from '@/modules/analytics/collect'
import { beaconSchema } from '@/modules/analytics/schema'
import { isCrossSite } from '@/server/request'

const answer = (status: number, message?: string) =>
  new Response(message ?? null, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(message ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    },
  })

/**
 * The beacon of /insights/script.js (sent with navigator.sendBeacon, a text/plain JSON body).
 * 204 whether or not the view was counted: bots, administrators and visitors who ask not to be
 * tracked (GPC, DNT) get the same answer and nothing is stored.
 */
export async function POST(request: Request) {
  if (isCrossSite(request)) return answer(403, 'Page views are only counted from our own pages.')
  const declared = request.headers.get('content-length')
  if (declared === null || Number(declared) > ANALYTICS_BEACON_MAX_BYTES)
    return answer(413, 'A page-view beacon is a few hundred bytes at most.')
  let beacon
  try {
    beacon = beaconSchema.safeParse(JSON.parse(await request.text()))
  } catch {
    beacon = null
  }
  if (!beacon?.success) return answer(400, 'This is not a page-view beacon.')
  const visit = visitOf(request)
  if (!visit) return answer(204)
  const { data } = beacon
  if (data.e === 'view') await recordView(data, visit)
  else await recordConversion(data.e, visit, 'browser')
  return answer(204)
}
