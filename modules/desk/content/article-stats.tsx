import { contentCopy } from '@/content/desk/content'
import { formatDate } from '@/lib/category-colors'
import { CONTENT_STATS_DAYS } from '@/lib/constants'
import type { ArticleStats, StatsWindow } from './stats-model'

const KINDS = ['views', 'likes', 'comments', 'leads'] as const satisfies (keyof ArticleStats)[]
const NONE: ArticleStats = { views: 0, likes: 0, comments: 0, leads: 0 }
const number = new Intl.NumberFormat('en-IN')

/** Which days the figures count, and what each counts, under the Articles heading. */
export function StatsWindowNote({ period }: { period: StatsWindow }) {
  return (
    <div className="text-fg-muted grid max-w-3xl gap-1 text-sm">
      <p>{contentCopy.statsWindow(CONTENT_STATS_DAYS, formatDate(period.from), formatDate(period.to))}</p>
      <p>{contentCopy.statsLeadsNote}</p>
    </div>
  )
}

/**
 * One article's figures in the window, each number under its own label (a description list, so
 * a screen reader says "Views, 12"), named for the article it belongs to.
 */
export function ArticleFigures({ title, stats = NONE }: { title: string; stats?: ArticleStats }) {
  return (
    <dl
      aria-label={contentCopy.statsLabel(title, CONTENT_STATS_DAYS)}
      className="grid w-full grid-cols-4 gap-2 sm:ml-auto sm:w-auto sm:gap-5"
    >
      {KINDS.map((kind) => (
        <div key={kind} className="grid min-w-14 content-start text-left sm:text-right">
          <dt className="text-fg-muted text-xs">{contentCopy.stats[kind]}</dt>
          <dd className="text-base font-semibold tabular-nums">{number.format(stats[kind])}</dd>
        </div>
      ))}
    </dl>
  )
}
