'use client'

import { Tabs } from '@/components/ui/tabs'

/**
 * Positions as a vertical tab list: the first is selected at start; arrow keys move between them.
 * Cards and detail panels are server-rendered; every panel stays in the HTML.
 */
export function JobBoard({
  items,
}: {
  items: { id: string; card: React.ReactNode; panel: React.ReactNode }[]
}) {
  return (
    <Tabs
      label="Open positions"
      orientation="vertical"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
      listClassName="grid gap-3"
      tabClassName="card card-hover w-full p-5 text-left data-[state=active]:border-accent data-[state=active]:ring-1 data-[state=active]:ring-accent"
      panelsWrapper={(panels) => (
        <div id="job-detail" className="scroll-mt-24 lg:sticky lg:top-24">
          {panels}
        </div>
      )}
      onChange={() => {
        if (window.matchMedia('(max-width: 1023px)').matches)
          document.getElementById('job-detail')?.scrollIntoView({ block: 'start' })
      }}
      items={items.map((item) => ({ key: item.id, tab: item.card, panel: item.panel }))}
    />
  )
}
