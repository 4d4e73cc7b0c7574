'use client'

import { Link2, Mail, MoreHorizontal, Send } from 'lucide-react'
import { Menu } from '@/components/ui/menu'
import { SHARE_MENU_MIN_WIDTH_PX } from '@/lib/constants'
import { notify } from '@/lib/notify'

export const COPY_OK = 'Link copied to clipboard!'
export const COPY_FAILED = 'Failed to copy link'

/** The 'more' share menu: Telegram, Email, Copy Link (the current address to the clipboard). */
export function ShareMore({ telegram, email }: { telegram: string; email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      await notify('success', COPY_OK)
    } catch {
      await notify('error', COPY_FAILED)
    }
  }
  return (
    <Menu
      label="More sharing options"
      align="start"
      triggerClassName="btn btn-secondary size-11 !p-0"
      menuClassName="!bottom-full !top-auto mb-2"
      trigger={<MoreHorizontal className="size-5" aria-hidden />}
      items={[
        { key: 'telegram', label: 'Telegram', href: telegram, icon: <Send className="size-4" aria-hidden /> },
        { key: 'email', label: 'Email', href: email, icon: <Mail className="size-4" aria-hidden /> },
        {
          key: 'copy',
          label: 'Copy Link',
          onSelect: () => void copy(),
          icon: <Link2 className="size-4" aria-hidden />,
        },
      ]}
      minWidth={SHARE_MENU_MIN_WIDTH_PX}
    />
  )
}
