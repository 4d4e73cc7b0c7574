import Link from 'next/link'
import { cn } from '@/lib/cn'
import {
  noticeText,
  periodText,
  privacyEmail,
  PRIVACY_REQUEST_PATH,
  RETENTION,
  type NoticeForm,
} from '@/lib/privacy'
import { companyFacts } from '@/server/content/collections'

/**
 * The privacy notice at a form, before its button: what the data is for, how long it is kept, who
 * else holds it and how to use one's rights (lib/privacy.ts), with the full policy a link away.
 */
export async function FormNotice({ form, className }: { form: NoticeForm; className?: string }) {
  const email = privacyEmail(await companyFacts())
  return (
    <p className={cn('text-fg-muted text-xs leading-relaxed', className)} data-testid="privacy-notice">
      {noticeText(form, email)}{' '}
      <Link
        href="/privacy-policy"
        prefetch={false}
        className="text-accent font-semibold underline underline-offset-2"
      >
        How we handle personal data
      </Link>
      {' · '}
      <Link
        href={PRIVACY_REQUEST_PATH}
        prefetch={false}
        className="text-accent font-semibold underline underline-offset-2"
      >
        Data requests
      </Link>
    </p>
  )
}

/**
 * How long an application is kept when its sender ticks "Keep my application for future roles",
 * said on the server like the notice above and handed to the form, so the privacy module stays out
 * of the form's browser code.
 */
export function futureRolesHint() {
  return `If this role goes to someone else, we may keep your application and resume for ${periodText(RETENTION.futureRoles)} and contact you when a suitable role opens. You can withdraw this at any time.`
}
