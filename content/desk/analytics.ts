/** The desk's Analytics page (modules/analytics/analytics-panel.tsx and report-parts.tsx). */
export const analyticsCopy = {
  title: 'Analytics',
  /** Under the title, with the first and last day of the range. */
  intro: (from: string, to: string) =>
    `${from} to ${to} (New Delhi days). Counted on this server, without cookies; visitors who ask not to be tracked, bots and signed-in administrators are left out. A visitor is recognised for one day only, so visitors over several days are a sum of daily figures.`,
  chartTitle: 'Views and visitors per day',
  /** What the chart shows, for a screen reader. */
  chartSummary: (days: number, busiest: string, views: string) =>
    `${days} days; busiest ${busiest} with ${views} views. The numbers are in the table below.`,
  barTitle: (day: string, views: string, visitors: string) => `${day}: ${views} views, ${visitors} visitors`,
  pagesTitle: 'Top pages',
  referrersTitle: 'Top referrers',
  noReferrers: 'No visits from other sites yet.',
  nothingCounted: 'Nothing counted yet.',
  campaignsTitle: 'Campaigns',
  noCampaigns: 'No campaign links yet. Add utm_source, utm_medium and utm_campaign to the links you share.',
  devicesTitle: 'Devices',
  browsersTitle: 'Browsers',
  conversionsTitle: 'Conversions by source',
  conversionsHelp:
    "Each conversion counts under the source of that day's visit: the campaign link or the other site the visitor last arrived from. Rates are per visitor from that source. Only totals are kept; no conversion is linked to a person or a lead. Bookings are reported by the visitor's browser.",
  exportTitle: 'Download as CSV',
}
