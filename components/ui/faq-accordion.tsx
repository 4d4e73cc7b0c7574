import { ChevronDown } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { Faq } from '@/content/schema'

/**
 * Single-open, collapsible accordion from native <details name>: one item open at a time,
 * keyboard-operable, and it works before (and without) JavaScript.
 */
export function FaqAccordion({ items, group }: { items: Faq[]; group: string }) {
  return (
    <div className="grid gap-3" data-testid={`faq-${group}`}>
      {items.map((item) => (
        <details key={item.question} name={group} className="card group/faq open:border-border-strong">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              icon={ChevronDown}
              className="text-fg-subtle size-5 shrink-0 transition-transform group-open/faq:rotate-180"
            />
          </summary>
          <p className="text-fg-muted px-5 pb-5">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
