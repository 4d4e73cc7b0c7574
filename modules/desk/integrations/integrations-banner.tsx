import { Unplug } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { integrationsCopy } from '@/content/desk/integrations'
import { deskPagePath } from '@/lib/constants'
import { linkClass } from '../ui'

/** Said on every desk view while an endpoint is disabled: its events wait, unsent. */
export function IntegrationsBanner({ disabled }: { disabled: Array<{ disabled_reason: string | null }> }) {
  if (disabled.length === 0) return null
  const [first] = disabled
  return (
    <p
      role="status"
      className="bg-warning-soft text-warning flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-sm font-medium"
    >
      <Icon icon={Unplug} className="size-4 shrink-0" />
      <span>
        {integrationsCopy.banner(disabled.length, first?.disabled_reason)} {integrationsCopy.bannerWait}
      </span>
      <Link href={deskPagePath('integrations')} prefetch={false} className={linkClass}>
        Open Integrations
      </Link>
    </p>
  )
}
