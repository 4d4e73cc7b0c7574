import { MailWarning } from 'lucide'
import Link from 'next/link'
import { mailCopy } from '@/content/desk/mail'
import { linkClass } from '../ui'
import { Icon } from '@/components/ui/icon'
import { deskPagePath } from '@/lib/constants'

/** Said plainly on every desk view: mail that cannot go out, or keeps failing. */
export function MailBanner({ mailReady, failing }: { mailReady: boolean; failing: number }) {
  if (mailReady && failing === 0) return null
  return (
    <p
      role="status"
      className="bg-warning-soft text-warning flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-sm font-medium"
    >
      <Icon icon={MailWarning} className="size-4 shrink-0" />
      <span>{mailCopy.banner(mailReady, failing)}</span>
      <Link href={deskPagePath('mail')} prefetch={false} className={linkClass}>
        Open Mail
      </Link>
    </p>
  )
}
