import { Link2, Mail, MoreHorizontal, Send } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { ShareMenu } from '@/modules/share/share-menu'

/** The 'more' share menu (Telegram, Email, Copy Link), its icons drawn here, on the server. */
export function ShareMore({ telegram, email }: { telegram: string; email: string }) {
  return (
    <ShareMenu
      telegram={telegram}
      email={email}
      icons={{
        more: <Icon icon={MoreHorizontal} className="size-5" />,
        telegram: <Icon icon={Send} className="size-4" />,
        email: <Icon icon={Mail} className="size-4" />,
        copy: <Icon icon={Link2} className="size-4" />,
      }}
    />
  )
}
