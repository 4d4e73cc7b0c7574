'use client'

import { Tabs } from '@/components/ui/tabs'

export const SERVICE_TABS = [
  { key: 'faq', label: 'Questions' },
  { key: 'contact', label: 'Get in Touch' },
  { key: 'tech', label: 'Our Stack' },
] as const
type TabKey = (typeof SERVICE_TABS)[number]['key']

/** Three tabs (faq by default). Every panel is server-rendered and stays in the HTML. */
export function ServicesTabs({ panels }: { panels: Record<TabKey, React.ReactNode> }) {
  return (
    <Tabs
      label="More about working with us"
      defaultKey="faq"
      className="w-full"
      listClassName="mx-auto mb-8 flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1"
      tabClassName="min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-bg-elevated data-[state=active]:text-accent data-[state=active]:shadow-[var(--shadow)] sm:px-6"
      panelClassName="focus-visible:outline-offset-4"
      items={SERVICE_TABS.map((t) => ({ key: t.key, tab: t.label, panel: panels[t.key] }))}
    />
  )
}
