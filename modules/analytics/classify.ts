import { ANALYTICS_DESKTOP_MIN_PX, ANALYTICS_TABLET_MIN_PX, BUSINESS_HOURS } from '@/lib/constants'
import type { Device } from '@/lib/vocabulary'

/**
 * What a page view is reduced to before anything is stored: pure functions, so each rule is
 * tested on its own. Nothing here keeps the address, the full user agent or the screen width.
 */

export function deviceClass(screenWidth: number | undefined): Device | null {
  if (!screenWidth || !Number.isFinite(screenWidth) || screenWidth <= 0) return null
  if (screenWidth < ANALYTICS_TABLET_MIN_PX) return 'mobile'
  if (screenWidth < ANALYTICS_DESKTOP_MIN_PX) return 'tablet'
  return 'desktop'
}

/** Crawlers, link previewers, monitors and automated browsers announce themselves like this. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|preview|fetch|monitor|lighthouse|headless|phantom|puppeteer|playwright|selenium|python|curl|wget|httpclient|go-http|java\/|node-fetch|undici|axios|okhttp|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|vercel|uptime|pingdom/i

/** A request with no user agent, or one that names a program rather than a person's browser. */
export function isBot(userAgent: string | null) {
  return !userAgent || userAgent.length < 20 || BOT.test(userAgent)
}

/** The browser's family, in the order that matters (Edge and Opera also say "Chrome"). */
export function browserFamily(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge'
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera'
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet'
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox'
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome'
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'Safari'
  return 'Other'
}

/** Keeps what a person could have typed into a campaign link: no control characters, 100 at most. */
function tidy(value: string | null | undefined, max = 100) {
  const text = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, max)
  return text || null
}

/** The host of another site the visitor came from; none for our own pages or a bad value. */
export function referrerHost(referrer: string | undefined, ownHosts: string[]) {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    if (!/^[a-z0-9.-]{1,253}$/.test(host)) return null
    return ownHosts.some((own) => own.replace(/^www\./, '') === host) ? null : host
  } catch {
    return null
  }
}

export type Source = {
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

/** Path (without query or fragment) and campaign tags of the page address the beacon reports. */
export function pageOf(address: string) {
  let url: URL
  try {
    url = new URL(address, 'http://page.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://page.invalid') return null
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  const q = url.searchParams
  return {
    path,
    utm_source: tidy(q.get('utm_source')),
    utm_medium: tidy(q.get('utm_medium')),
    utm_campaign: tidy(q.get('utm_campaign')),
  }
}

/** A visit's source for the conversion table: its campaign source, else the site it came from. */
export function sourceLabel(source: Pick<Source, 'referrer_host' | 'utm_source'>) {
  return source.utm_source ?? source.referrer_host ?? ''
}

/** A source with nothing in it: typed in, a bookmark, or an app that sends no referrer. */
export const isDirect = (source: Source) =>
  !source.referrer_host && !source.utm_source && !source.utm_medium && !source.utm_campaign

const DAY_MS = 86_400_000
const OFFSET_MS = BUSINESS_HOURS.utcOffsetMinutes * 60_000

/** The calendar day in New Delhi (YYYY-MM-DD): the administrator's day, used for every count. */
export function analyticsDay(at: Date | number) {
  return new Date(+at + OFFSET_MS).toISOString().slice(0, 10)
}

/** The day `n` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10)
}

/** Every day from `first` to `last`, inclusive. */
export function daysFrom(first: string, last: string) {
  const out: string[] = []
  for (let d = first; d <= last; d = daysBefore(d, -1)) out.push(d)
  return out
}
