'use client'

import { Tabs } from 'radix-ui'

/**
 * Positions as a vertical tab list: the first is selected at start; arrow keys move between them.
 * Cards and detail panels are server-rendered; every panel stays in the HTML.
 */
export function JobBoard({ items }: { items: { id: string; card: React.ReactNode; panel: React.ReactNode }[] }) {
  return (
    <Tabs.Root
      defaultValue={items[0]?.id}
      orientation="vertical"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
      onValueChange={() => {
        if (window.matchMedia('(max-width: 1023px)').matches)
          document.getElementById('job-detail')?.scrollIntoView({ block: 'start' })
      }}
    >
      <Tabs.List aria-label="Open positions" className="grid gap-3">
        {items.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            data-testid="job-card"
            className="card card-hover w-full p-5 text-left data-[state=active]:border-accent data-[state=active]:ring-1 data-[state=active]:ring-accent"
          >
            {item.card}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div id="job-detail" className="scroll-mt-24 lg:sticky lg:top-24">
        {items.map((item) => (
          <Tabs.Content key={item.id} value={item.id} forceMount className="data-[state=inactive]:hidden">
            {item.panel}
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  )
}
