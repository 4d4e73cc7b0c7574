import { Check, Sparkles } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { packagesCopy } from '@/content/pages/products'
import type { Offering } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { cn } from '@/lib/cn'

/** An offering's three packages side by side; the middle one is marked as the most popular. */
export function Packages({ offering }: { offering: Offering }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3" data-testid="packages">
      {offering.packages.map((p, i) => {
        const popular = i === 1
        return (
          <li
            key={p.tier}
            data-tier={p.tier}
            className={cn(
              'card relative flex flex-col p-6',
              popular && 'border-accent ring-accent ring-1 md:-translate-y-2',
            )}
          >
            {popular ? (
              <p className="bg-accent text-accent-fg absolute -top-3 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap">
                <Icon icon={Sparkles} className="size-3.5" /> {packagesCopy.popular}
              </p>
            ) : null}
            <h3 className="text-lg font-semibold">{p.name}</h3>
            <p className="text-fg-subtle text-xs tracking-wider uppercase">{p.tier}</p>
            <p className="stat-value mt-3 text-2xl">{p.price}</p>
            <p className="text-fg-muted mt-2 text-sm">{p.summary}</p>
            <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
              {p.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Icon icon={Check} className="text-success mt-0.5 size-4 shrink-0" />
                  {f}
                </li>
              ))}
            </ul>
            <BookingButton className={cn('mt-6 w-full', !popular && 'btn-secondary')}>
              {packagesCopy.action}
            </BookingButton>
          </li>
        )
      })}
    </ol>
  )
}
