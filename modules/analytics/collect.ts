import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { dataRequestLink, PUBLIC_PATHS } from '@/lib/nav'
import { SESSION_COOKIE_PREFIX } from '@/server/auth/options'
import { db, writeTransaction } from '@/server/db'
import { writeInTransaction } from '@/server/db/batch'
import { isDatabaseUnavailable, logDatabaseFault } from '@/server/db/faults'
import type { AnalyticsSource } from '@/server/db/schema'
import { env } from '@/server/env'
import type { ConversionKind } from '@/lib/vocabulary'
import { clientAddress } from '@/server/request'
import { isPublishedArticle } from '@/server/content'
import { analyticsDay, browserFamily, deviceClass, isBot, isDirect, pageOf, referrerHost } from './classify'
import type { Beacon } from './schema'

/**
 * Collection. A visitor is counted once per day as hash(daily salt, site, address, user agent):
 * the address and the user agent are used for that hash and the browser family, then dropped.
 * The salt is random, made on the day's first visit and deleted as soon as the day is over, so
 * nobody, us included, can link one day's visitors to another's or recover an address.
 */

/** Who is not counted, by request alone: programs, signed-in administrators, GPC and DNT. */
const ADMIN_SESSION = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`)

export type Visit = { address: string; userAgent: string; at: Date }

/** The request as a countable visit, or null when it must not be counted at all. */
export function visitOf(request: Request | Headers, at = new Date()): Visit | null {
  const headers = request instanceof Headers ? request : request.headers
  const userAgent = headers.get('user-agent')
  if (isBot(userAgent)) return null
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return null
  if (ADMIN_SESSION.test(headers.get('cookie') ?? '')) return null
  return { address: clientAddress(request), userAgent: userAgent!, at }
}

const ownHosts = [new URL(env.SITE_URL).hostname.toLowerCase()]

const fixedPaths = new Set<string>([...PUBLIC_PATHS, dataRequestLink.href])
const ARTICLE_PATH = /^\/blog\/([a-z0-9-]+)$/

/** Only our public pages are counted; a forged beacon for any other path is dropped. */
async function isPublicPage(path: string) {
  if (fixedPaths.has(path)) return true
  const article = ARTICLE_PATH.exec(path)
  return article ? isPublishedArticle(article[1]!) : false
}

/** Today's salt, once read (per module instance: a second copy in another bundle reads it too). */
let cachedSalt: { day: string; salt: string } | undefined

/**
 * The salt of `day`: made once (the first process to ask wins, the others read it), and every
 * older salt deleted with it. Kept in memory for the rest of the day.
 */
async function saltOf(day: string) {
  if (cachedSalt?.day === day) return cachedSalt.salt
  await writeTransaction(async (trx) => {
    await trx
      .insertInto('analytics_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
    await trx.deleteFrom('analytics_salts').where('day', '<', day).execute()
    await trx
      .insertInto('analytics_days')
      .values({ day, rolled_up_at: null })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
  })
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  cachedSalt = { day, salt: row.salt }
  return row.salt
}

/** The visitor's id for `day`: meaningless without that day's salt, which dies with the day. */
async function visitorOf(visit: Visit, day: string) {
  const salt = await saltOf(day)
  return createHash('sha256')
    .update(`${salt}\n${ownHosts[0]}\n${visit.address}\n${visit.userAgent}`)
    .digest('base64url')
    .slice(0, 22)
}

/**
 * One page view: the view itself (path, source, device class, browser family, time), and the
 * visitor's row for the day, whose source is the last one that was not direct: a campaign link
 * or another site. Returns false for a page that is not one of ours.
 */
export async function recordView(beacon: Beacon, visit: Visit) {
  const page = pageOf(beacon.u)
  if (!page || !(await isPublicPage(page.path))) return false
  const day = analyticsDay(visit.at)
  const source: AnalyticsSource = {
    referrer_host: referrerHost(beacon.r, ownHosts),
    utm_source: page.utm_source,
    utm_medium: page.utm_medium,
    utm_campaign: page.utm_campaign,
  }
  const visitor = await visitorOf(visit, day)
  await writeInTransaction(async (trx) => {
    await trx
      .insertInto('page_views')
      .values({
        created_at: visit.at.toISOString(),
        day,
        path: page.path,
        ...source,
        device: deviceClass(beacon.w),
        browser: browserFamily(visit.userAgent),
      })
      .execute()
    await trx
      .insertInto('analytics_visitors')
      .values({ day, visitor, ...source })
      .onConflict((oc) =>
        isDirect(source)
          ? oc.columns(['day', 'visitor']).doNothing()
          : oc.columns(['day', 'visitor']).doUpdateSet(source),
      )
      .execute()
  })
  return true
}

/**
 * A conversion, attributed to the source of the visitor's visit today (or to none, if no page
 * view came first). Only the source is copied: the conversion row names no visitor and no lead.
 */
export async function recordConversion(kind: ConversionKind, visit: Visit, reportedBy: 'server' | 'browser') {
  const day = analyticsDay(visit.at)
  const visitor = await visitorOf(visit, day)
  const source = await db
    .selectFrom('analytics_visitors')
    .select(['referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'])
    .where('day', '=', day)
    .where('visitor', '=', visitor)
    .executeTakeFirst()
  await writeInTransaction(async (trx) => {
    await trx
      .insertInto('analytics_conversions')
      .values({
        created_at: visit.at.toISOString(),
        day,
        kind,
        reported_by: reportedBy,
        referrer_host: source?.referrer_host ?? null,
        utm_source: source?.utm_source ?? null,
        utm_medium: source?.utm_medium ?? null,
        utm_campaign: source?.utm_campaign ?? null,
      })
      .execute()
  })
}

/**
 * Records a lead's conversion after the visitor has their answer; a failure here is logged and
 * never touches the lead, which is already stored.
 */
export function conversionAfterResponse(kind: ConversionKind, request: Request) {
  const visit = visitOf(request)
  if (!visit) return () => Promise.resolve()
  return () =>
    recordConversion(kind, visit, 'server').catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) logDatabaseFault(`${kind} conversion not counted`, error)
      else console.error(`Recording a ${kind} conversion failed:`, error)
    })
}
