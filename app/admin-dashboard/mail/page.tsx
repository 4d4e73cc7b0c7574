import { deskMetadata, forDesk } from '@/modules/desk/load'
import { MailPanel } from '@/modules/desk/mail/mail-panel'
import { outboxHealth } from '@/modules/desk/mail/queries'
import { mailConfigured } from '@/server/mail'

export const generateMetadata = () => deskMetadata()

/** The outbox: whether mail can go out, and what keeps failing. */
export default async function DeskMailPage() {
  const health = await forDesk(() => outboxHealth())
  return health && <MailPanel health={health} mailReady={mailConfigured()} />
}
