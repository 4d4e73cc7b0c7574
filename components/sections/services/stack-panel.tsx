import { servicesMoreCopy } from '@/content/pages/services'
import type { Stat } from '@/content/schema'
import { servicesStack } from '@/content/service-cards'
import { StatGrid } from '@/components/ui/stat-grid'
import { TechLogo } from '@/components/ui/tech-logo'

/** The 'Our Stack' tab: the technologies we build with, by logo, and a few figures. */
export function StackPanel({ stats }: { stats: Stat[] }) {
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={servicesMoreCopy.stackLabel}>
        {servicesStack.map((t) => (
          <li key={t.name} className="card flex flex-col items-center gap-3 p-5" data-testid="tech-logo">
            <TechLogo logo={t.logo} name={t.name} />
            {/* The logo already carries the name: screen readers hear it once. */}
            <span aria-hidden className="text-sm font-medium">
              {t.name}
            </span>
          </li>
        ))}
      </ul>
      <StatGrid stats={stats} size="md" className="mt-6" />
    </div>
  )
}
