'use client'

import { Tabs } from 'radix-ui'

export const SERVICE_TABS = [
  { key: 'faq', label: 'Questions' },
  { key: 'contact', label: 'Get in Touch' },
  { key: 'tech', label: 'Our Stack' },
] as const
type TabKey = (typeof SERVICE_TABS)[number]['key']

/** Three tabs (faq by default). Every panel is server-rendered and stays in the HTML. */
export function ServicesTabs({ panels }: { panels: Record<TabKey, React.ReactNode> }) {
  return (
    <Tabs.Root defaultValue="faq" className="w-full">
      <Tabs.List
        aria-label="More about working with us"
        className="mx-auto mb-8 flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1"
      >
        {SERVICE_TABS.map((t) => (
          <Tabs.Trigger
            key={t.key}
            value={t.key}
            className="min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-bg-elevated data-[state=active]:text-accent data-[state=active]:shadow-[var(--shadow)] sm:px-6"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SERVICE_TABS.map((t) => (
        <Tabs.Content key={t.key} value={t.key} forceMount className="focus-visible:outline-offset-4 data-[state=inactive]:hidden">
          {panels[t.key]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
