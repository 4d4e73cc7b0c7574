import 'server-only'
import { ANALYTICS_BEACON_MAX_BYTES } from '@/lib/constants'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  logDatabaseFault,
} from '@/server/db/faults'
import { isCrossSite } from '@/server/request'
import { recordConversion, recordView, visitOf } from './collect'
import { beaconSchema } from './schema'

export const BEACON_REFUSALS = {
  crossSite: 'Page views are only counted from our own pages.',
  tooLarge: 'A page-view beacon is a few hundred bytes at most.',
  unreadable: 'This is not a page-view beacon.',
} as const

export type BeaconAnswer = { status: 204 | 400 | 403 | 413 | 503; message?: string }

/**
 * The beacon of /insights/script.js (navigator.sendBeacon: a text/plain JSON body), whichever
 * server received it. 204 whether or not the view was counted: bots, administrators and visitors
 * who ask not to be tracked (GPC, DNT) get the same answer, and nothing of theirs is stored.
 */
export async function answerBeacon(headers: Headers, readBody: () => Promise<string>): Promise<BeaconAnswer> {
  if (isCrossSite(headers)) return { status: 403, message: BEACON_REFUSALS.crossSite }
  const declared = headers.get('content-length')
  if (declared === null || Number(declared) > ANALYTICS_BEACON_MAX_BYTES)
    return { status: 413, message: BEACON_REFUSALS.tooLarge }
  let beacon
  try {
    beacon = beaconSchema.safeParse(JSON.parse(await readBody()))
  } catch {
    beacon = null
  }
  if (!beacon?.success) return { status: 400, message: BEACON_REFUSALS.unreadable }
  const visit = visitOf(headers)
  if (!visit) return { status: 204 }
  const { data } = beacon
  try {
    if (data.e === 'view') await recordView(data, visit)
    else await recordConversion(data.e, visit, 'browser')
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logDatabaseFault('page-view beacon answered 503', error)
    return { status: 503, message: DATABASE_UNAVAILABLE.write }
  }
  return { status: 204 }
}

export function beaconHeaders(answer: BeaconAnswer): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (answer.message) headers['Content-Type'] = 'text/plain; charset=utf-8'
  if (answer.status === 503) headers['Retry-After'] = String(DATABASE_RETRY_AFTER_SECONDS)
  return headers
}
