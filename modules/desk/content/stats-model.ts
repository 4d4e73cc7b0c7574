import { CONTENT_STATS_DAYS } from '@/lib/constants'
import { fromNewDelhiLocal, todayInNewDelhi } from '@/lib/new-delhi-time'

/** What an article did in the window: the figures beside it on the Content page. */
export type ArticleStats = { views: number; likes: number; comments: number; leads: number }

export type StatsWindow = {
  /** the first New Delhi day counted (YYYY-MM-DD), and the last: today */
  from: string
  to: string
  /** `from`'s midnight in New Delhi, as the ISO instant the stored times compare with */
  since: string
}

const DAY_MS = 86_400_000

/** The last CONTENT_STATS_DAYS New Delhi days, today included: the days the Analytics view counts. */
export function statsWindow(now = new Date()): StatsWindow {
  const to = todayInNewDelhi(+now)
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (CONTENT_STATS_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10)
  return { from, to, since: fromNewDelhiLocal(`${from}T00:00`)!.toISOString() }
}

export const ARTICLE_PATH = '/blog/'

/** The article a stored page address is of: `/blog/<slug>`, its query and fragment aside. */
export function articleSlugOf(path: string | null) {
  if (!path?.startsWith(ARTICLE_PATH)) return null
  const slug = path.slice(ARTICLE_PATH.length).split(/[?#]/)[0]!.replace(/\/+$/, '')
  return slug && !slug.includes('/') ? slug : null
}
