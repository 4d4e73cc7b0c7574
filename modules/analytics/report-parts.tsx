import { PanelHeader } from '@/components/ui/panel-header'
import { analyticsCopy as copy } from '@/content/desk/analytics'
import { cn } from '@/lib/cn'
import type { AnalyticsReport, Tally } from './queries'

/** The Analytics panel's chart and tables: server-rendered, plain SVG and HTML tables. */

export const number = new Intl.NumberFormat('en-IN')
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

/** Views (bars) and visitors (inner bars) per day, with the same numbers as a table beneath. */
export function DailyChart({ days }: { days: AnalyticsReport['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.views))
  const height = 100
  const bar = 10
  const busiest = days.reduce((a, b) => (b.views > a.views ? b : a), days[0]!)
  return (
    <figure className="grid gap-3" aria-labelledby="analytics-chart-caption">
      <figcaption id="analytics-chart-caption" className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-lg font-semibold">{copy.chartTitle}</span>
        <span className="text-fg-muted flex items-center gap-1.5 text-sm">
          <span className="bg-accent/40 inline-block size-3 rounded-sm" aria-hidden /> Views
        </span>
        <span className="text-fg-muted flex items-center gap-1.5 text-sm">
          <span className="bg-violet inline-block size-3 rounded-sm" aria-hidden /> Visitors
        </span>
      </figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <span className="text-fg-subtle text-right text-xs tabular-nums">{number.format(max)}</span>
        <svg
          viewBox={`0 0 ${days.length * bar} ${height}`}
          preserveAspectRatio="none"
          className="border-border row-span-2 h-40 w-full border-b"
          role="img"
          aria-label={copy.chartSummary(days.length, dayLabel(busiest.day), number.format(busiest.views))}
        >
          {days.map((d, i) => (
            <g key={d.day}>
              <title>
                {copy.barTitle(dayLabel(d.day), number.format(d.views), number.format(d.visitors))}
              </title>
              <rect
                x={i * bar + 1}
                width={bar - 2}
                y={height - (d.views / max) * height}
                height={(d.views / max) * height}
                className="fill-accent/40"
              />
              <rect
                x={i * bar + 3}
                width={bar - 6}
                y={height - (d.visitors / max) * height}
                height={(d.visitors / max) * height}
                className="fill-violet"
              />
            </g>
          ))}
        </svg>
        <span className="text-fg-subtle self-end text-right text-xs">0</span>
        <span />
        <div className="text-fg-subtle flex justify-between text-xs">
          <span>{dayLabel(days[0]!.day)}</span>
          <span>{dayLabel(days.at(-1)!.day)}</span>
        </div>
      </div>
      <details className="text-sm">
        <summary className="text-accent cursor-pointer font-medium">Show the days as a table</summary>
        <div className="mt-3">
          <Table
            label={copy.chartTitle}
            testId="analytics-days"
            head={['Day', 'Views', 'Visitors']}
            rows={[...days]
              .reverse()
              .map((d) => [dayLabel(d.day), number.format(d.views), number.format(d.visitors)])}
          />
        </div>
      </details>
    </figure>
  )
}

export function TallyTable({
  title,
  keyLabel,
  rows,
  empty = copy.nothingCounted,
  testId,
}: {
  title: string
  keyLabel: string
  rows: Tally[]
  empty?: string
  testId: string
}) {
  const id = `${testId}-title`
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <p className="text-fg-muted text-sm">{empty}</p>
      ) : (
        <Table
          label={title}
          testId={testId}
          head={[keyLabel, 'Views']}
          rows={rows.map((r) => [r.key, number.format(r.count)])}
        />
      )}
    </Section>
  )
}

/** A titled part of the page, named by its heading for assistive technology. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  /** What the section's figures mean, under its title at a reading width. */
  description?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <PanelHeader id={id} title={title} description={description} measure="prose" />
      {children}
    </section>
  )
}

/** A table in a box that scrolls sideways on a narrow screen, reachable by keyboard to do so. */
export function Table({
  label,
  head,
  rows,
  testId,
}: {
  label: string
  head: string[]
  rows: string[][]
  testId: string
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="border-border overflow-x-auto rounded-xl border"
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-surface text-fg-muted">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={cn('px-3 py-2 font-semibold', i > 0 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-border border-t">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="min-w-32 px-3 py-2 font-medium break-words">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
