import Link from 'next/link'
import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { PanelHeader } from '@/components/ui/panel-header'
import { analyticsCopy as copy } from '@/content/desk/analytics'
import { ANALYTICS_RANGES } from '@/lib/constants'
import { cn } from '@/lib/cn'
import { CONVERSION_KINDS, type AnalyticsRange, type ConversionKind } from '@/lib/vocabulary'
import { ANALYTICS_TABLES, type AnalyticsTable } from './csv'
import type { AnalyticsReport } from './queries'
import { DailyChart, dayLabel, number, Section, Table, TallyTable } from './report-parts'

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

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })

/** A source as the administrator reads it: the campaign source or site, or direct. */
const sourceName = (key: string) => key || 'Direct or unknown'

/**
 * Where visitors come from and what they do, for the last 30 or 90 days: views and visitors per
 * day, top pages, referrers, campaigns, devices, and conversions with their rate per source.
 * All server-rendered; the chart is plain SVG. The desk, which owns the URL, says where each range
 * lives (`rangeHref`), so this module needs nothing from it.
 */
export function AnalyticsPanel({
  report,
  range: shown,
  rangeHref,
  ExportLink = PlainLink,
}: {
  report: AnalyticsReport
  range: AnalyticsRange
  rangeHref: (range: AnalyticsRange) => string
  /** Draws the CSV links: the desk passes its own, which asks for sudo mode first. */
  ExportLink?: (props: { href: string; className: string; children: React.ReactNode }) => React.ReactNode
}) {
  const { totals } = report
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader
        level={2}
        title={copy.title}
        description={copy.intro(dayLabel(report.from), dayLabel(report.to))}
        measure="prose"
        action={
          <nav aria-label="Range" className="flex gap-1">
            {ANALYTICS_RANGES.map((range) => (
              <Link
                key={range}
                href={rangeHref(range)}
                prefetch={false}
                aria-current={shown === range ? 'page' : undefined}
                className={cn('btn btn-ghost px-3 text-sm', shown === range && 'text-accent')}
              >
                {`Last ${range} days`}
              </Link>
            ))}
          </nav>
        }
      />

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
        <TallyTable title={copy.pagesTitle} keyLabel="Page" rows={report.pages} testId="analytics-pages" />
        <TallyTable
          title={copy.referrersTitle}
          keyLabel="Site"
          rows={report.referrers}
          empty={copy.noReferrers}
          testId="analytics-referrers"
        />
      </div>

      <Section id="analytics-campaigns" title={copy.campaignsTitle}>
        {report.campaigns.length === 0 ? (
          <p className="text-fg-muted text-sm">{copy.noCampaigns}</p>
        ) : (
          <Table
            label={copy.campaignsTitle}
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
          title={copy.devicesTitle}
          keyLabel="Device"
          rows={report.devices.map((d) => ({ ...d, key: DEVICE_LABELS[d.key] ?? d.key }))}
          testId="analytics-devices"
        />
        <TallyTable
          title={copy.browsersTitle}
          keyLabel="Browser"
          rows={report.browsers}
          testId="analytics-browsers"
        />
      </div>

      <Section id="analytics-conversions" title={copy.conversionsTitle} description={copy.conversionsHelp}>
        <Table
          label={copy.conversionsTitle}
          testId="analytics-sources"
          head={['Source', 'Visitors', ...CONVERSION_KINDS.map((k) => CONVERSION_LABELS[k])]}
          rows={[{ source: null, ...totals }, ...report.sources].map((s) => [
            s.source === null ? 'All sources' : sourceName(s.source),
            number.format(s.visitors),
            ...CONVERSION_KINDS.map((k) => rate(s.conversions[k], s.visitors)),
          ])}
        />
      </Section>

      <Section id="analytics-export" title={copy.exportTitle}>
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_TABLES.map((table) => (
            <li key={table}>
              <ExportLink
                href={`/api/admin/analytics/export?table=${table}&range=${shown}`}
                className="btn btn-secondary px-3 text-sm"
              >
                <Icon icon={Download} className="size-4" />
                {TABLE_LABELS[table]}
              </ExportLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}

function PlainLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: React.ReactNode
}) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
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
