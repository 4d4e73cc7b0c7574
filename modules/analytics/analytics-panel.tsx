import Link from 'next/link'
import { Download } from 'lucide-react'
import { ANALYTICS_RANGES } from '@/lib/constants'
import { cn } from '@/lib/cn'
import { deskHref, type DeskView } from '@/modules/desk/view'
import { CONVERSION_KINDS, type ConversionKind } from './classify'
import { ANALYTICS_TABLES, type AnalyticsTable } from './csv'
import type { AnalyticsReport, Tally } from './queries'

const CONVERSION_LABELS: Record<ConversionKind, string> = {
  enquiry: 'Enquiries',
  application: 'Applications',
  comment: 'Comments',
  booking_opened: 'Bookings opened',
  booking_scheduled: 'Bookings made',
}
const TABLE_LABELS: Record<AnalyticsTable, string> = {
  days: 'Days',
  pages: 'Pages',
  referrers: 'Referrers',
  campaigns: 'Campaigns',
  devices: 'Devices',
  browsers: 'Browsers',
  sources: 'Sources',
}
const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  '': 'Unknown',
}

const number = new Intl.NumberFormat('en-IN')
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

/** A source as the administrator reads it: the campaign source or site, or direct. */
const sourceName = (key: string) => key || 'Direct or unknown'

/**
 * Where visitors come from and what they do, for the last 30 or 90 days: views and visitors per
 * day, top pages, referrers, campaigns, devices, and conversions with their rate per source.
 * All server-rendered; the chart is plain SVG.
 */
export function AnalyticsPanel({ view, report }: { view: DeskView; report: AnalyticsReport }) {
  const { totals } = report
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h2 className="text-2xl font-bold">Analytics</h2>
          <p className="text-fg-muted max-w-prose text-sm">
            {`${dayLabel(report.from)} to ${dayLabel(report.to)} (New Delhi days). Counted on this server, without cookies; visitors who ask not to be tracked, bots and signed-in administrators are left out. A visitor is recognised for one day only, so visitors over several days are a sum of daily figures.`}
          </p>
        </div>
        <nav aria-label="Range" className="flex gap-1">
          {ANALYTICS_RANGES.map((range) => (
            <Link
              key={range}
              href={deskHref(view, { range })}
              prefetch={false}
              aria-current={view.range === range ? 'page' : undefined}
              className={cn('btn btn-ghost px-3 text-sm', view.range === range && 'text-accent')}
            >
              {`Last ${range} days`}
            </Link>
          ))}
        </nav>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Page views" value={totals.views} testId="analytics-views-total" />
        <Figure label="Visitors (daily, summed)" value={totals.visitors} testId="analytics-visitors-total" />
        <Figure
          label="Enquiries and applications"
          value={totals.conversions.enquiry + totals.conversions.application}
        />
        <Figure label="Bookings made" value={totals.conversions.booking_scheduled} />
      </dl>

      <DailyChart days={report.days} />

      <div className="grid gap-8 lg:grid-cols-2">
        <TallyTable title="Top pages" keyLabel="Page" rows={report.pages} testId="analytics-pages" />
        <TallyTable
          title="Top referrers"
          keyLabel="Site"
          rows={report.referrers}
          empty="No visits from other sites yet."
          testId="analytics-referrers"
        />
      </div>

      <Section id="analytics-campaigns" title="Campaigns">
        {report.campaigns.length === 0 ? (
          <p className="text-fg-muted text-sm">
            No campaign links yet. Add utm_source, utm_medium and utm_campaign to the links you share.
          </p>
        ) : (
          <Table
            label="Campaigns"
            testId="analytics-campaigns"
            head={['Source', 'Medium', 'Campaign', 'Views']}
            rows={report.campaigns.map((c) => [
              c.source || '—',
              c.medium || '—',
              c.campaign || '—',
              number.format(c.views),
            ])}
          />
        )}
      </Section>

      <div className="grid gap-8 lg:grid-cols-2">
        <TallyTable
          title="Devices"
          keyLabel="Device"
          rows={report.devices.map((d) => ({ ...d, key: DEVICE_LABELS[d.key] ?? d.key }))}
          testId="analytics-devices"
        />
        <TallyTable title="Browsers" keyLabel="Browser" rows={report.browsers} testId="analytics-browsers" />
      </div>

      <Section id="analytics-conversions" title="Conversions by source">
        <p className="text-fg-muted max-w-prose text-sm">
          Each conversion counts under the source of that day&apos;s visit: the campaign link or the other
          site the visitor last arrived from. Rates are per visitor from that source. Only totals are kept; no
          conversion is linked to a person or a lead. Bookings are reported by the visitor&apos;s browser.
        </p>
        <Table
          label="Conversions by source"
          testId="analytics-sources"
          head={['Source', 'Visitors', ...CONVERSION_KINDS.map((k) => CONVERSION_LABELS[k])]}
          rows={[{ source: null, ...totals }, ...report.sources].map((s) => [
            s.source === null ? 'All sources' : sourceName(s.source),
            number.format(s.visitors),
            ...CONVERSION_KINDS.map((k) => rate(s.conversions[k], s.visitors)),
          ])}
        />
      </Section>

      <Section id="analytics-export" title="Download as CSV">
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_TABLES.map((table) => (
            <li key={table}>
              <a
                href={`/api/admin/analytics/export?table=${table}&range=${view.range}`}
                download
                className="btn btn-secondary px-3 text-sm"
              >
                <Download className="size-4" aria-hidden />
                {TABLE_LABELS[table]}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}

function rate(conversions: number, visitors: number) {
  if (!conversions) return '0'
  return visitors
    ? `${number.format(conversions)} (${percent.format(conversions / visitors)})`
    : number.format(conversions)
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="border-border grid gap-1 rounded-xl border p-4">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className="stat-value text-2xl" data-testid={testId}>
        {number.format(value)}
      </dd>
    </div>
  )
}

/** Views (bars) and visitors (inner bars) per day, with the same numbers as a table beneath. */
function DailyChart({ days }: { days: AnalyticsReport['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.views))
  const height = 100
  const bar = 10
  const busiest = days.reduce((a, b) => (b.views > a.views ? b : a), days[0]!)
  return (
    <figure className="grid gap-3" aria-labelledby="analytics-chart-caption">
      <figcaption id="analytics-chart-caption" className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-lg font-semibold">Views and visitors per day</span>
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
          aria-label={`${days.length} days; busiest ${dayLabel(busiest.day)} with ${number.format(busiest.views)} views. The numbers are in the table below.`}
        >
          {days.map((d, i) => (
            <g key={d.day}>
              <title>{`${dayLabel(d.day)}: ${number.format(d.views)} views, ${number.format(d.visitors)} visitors`}</title>
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
            label="Views and visitors per day"
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

function TallyTable({
  title,
  keyLabel,
  rows,
  empty = 'Nothing counted yet.',
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
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** A table in a box that scrolls sideways on a narrow screen, reachable by keyboard to do so. */
function Table({
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
