import { cn } from '@/lib/cn'

export type Stat = { value: string; label: string; detail?: string }

/**
 * Large, tabular, aligned numbers: the figures are the heroes. Four figures sit two by two on
 * phones and in one row from 768 px; three (`columns={3}`) always sit in one row.
 */
export function StatGrid({
  stats,
  className,
  size = 'lg',
  columns = 4,
}: {
  stats: Stat[]
  className?: string
  size?: 'md' | 'lg'
  columns?: 3 | 4
}) {
  return (
    <dl
      className={cn(
        'grid gap-3 md:gap-4',
        columns === 3 ? 'grid-cols-3' : 'grid-cols-2 md:grid-cols-4',
        className,
      )}
    >
      {stats.map((s) => (
        <div key={s.label} className="card flex flex-col-reverse px-5 py-5 text-left">
          <dt className="text-fg-muted mt-1 text-sm">{s.label}</dt>
          <dd
            className={cn(
              'stat-value text-accent',
              size === 'lg' ? 'text-3xl md:text-4xl' : 'text-2xl md:text-3xl',
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
