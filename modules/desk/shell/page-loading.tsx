import { LoaderCircle } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { frameCopy } from '@/content/desk/frame'

/** A desk page while its records load, inside the frame that stays (each page's loading.tsx). */
export function DeskPageLoading() {
  return (
    <div role="status" className="text-fg-muted flex items-center gap-3 p-6">
      <Icon icon={LoaderCircle} className="text-accent size-5 animate-spin" />
      <span>{frameCopy.loading}</span>
    </div>
  )
}
