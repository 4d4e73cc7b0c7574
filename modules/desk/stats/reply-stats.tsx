import { Timer } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { frameCopy } from '@/content/desk/frame'
import { formatDuration } from '@/lib/business-time'
import type { ReplyStats } from './queries'

const seconds = (s: number | null) => (s === null ? '—' : formatDuration(s * 1000))

/** Time to first reply over the last 30 days: the figure the desk exists to keep small. */
export function ReplyStatsPanel({ stats }: { stats: ReplyStats }) {
  return (
    <section
      aria-labelledby="reply-stats"
      className="card flex flex-wrap items-center gap-x-8 gap-y-3 p-4 sm:px-5"
    >
      <h2 id="reply-stats" className="flex items-center gap-2 text-sm font-semibold">
        <Icon icon={Timer} className="text-accent size-4" />
        {frameCopy.replyStatsTitle}
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div className="flex items-baseline gap-2">
          <dt className="text-fg-muted">Median</dt>
          <dd className="stat-value text-lg" data-testid="reply-median">
            {seconds(stats.median)}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-fg-muted">90th percentile</dt>
          <dd className="stat-value text-lg" data-testid="reply-p90">
            {seconds(stats.p90)}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-fg-muted">Answered</dt>
          <dd className="stat-value text-lg">{`${stats.answered} of ${stats.received}`}</dd>
        </div>
      </dl>
    </section>
  )
}
