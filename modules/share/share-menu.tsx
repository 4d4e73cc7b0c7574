'use client'

import { Menu } from '@/components/ui/menu'
import { SHARE_MENU_MIN_WIDTH_PX } from '@/lib/constants'
import { notify } from '@/lib/notify'

export const COPY_OK = 'Link copied to clipboard!'
export const COPY_FAILED = 'Failed to copy link'

type Icons = Record<'more' | 'telegram' | 'email' | 'copy', React.ReactNode>

/** The 'more' share menu's client leaf: Telegram, Email, Copy Link (the current address to the clipboard). */
export function ShareMenu({ telegram, email, icons }: { telegram: string; email: string; icons: Icons }) {
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
      triggerClassName="btn btn-secondary size-11 p-0"
      side="above"
      trigger={icons.more}
      items={[
        { key: 'telegram', label: 'Telegram', href: telegram, icon: icons.telegram },
        { key: 'email', label: 'Email', href: email, icon: icons.email },
        {
          key: 'copy',
          label: 'Copy Link',
          onSelect: () => void copy(),
          icon: icons.copy,
        },
      ]}
      minWidth={SHARE_MENU_MIN_WIDTH_PX}
    />
  )
}
