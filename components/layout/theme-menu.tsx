'use client'

import { Monitor, Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'
import { Menu } from '@/components/ui/menu'

const options = [
  { key: 'light', label: 'Light', Icon: Sun },
  { key: 'dark', label: 'Dark', Icon: Moon },
  { key: 'system', label: 'System', Icon: Monitor },
] as const

export function ThemeMenu() {
  const { theme, setTheme } = useTheme()
  return (
    <Menu
      label="Theme"
      radio
      triggerClassName="btn btn-ghost size-11 !p-0"
      menuClassName="w-40"
      trigger={
        <>
          <Sun className="size-5 dark:hidden" aria-hidden />
          <Moon className="hidden size-5 dark:block" aria-hidden />
        </>
      }
      items={options.map(({ key, label, Icon }) => ({
        key,
        label,
        icon: <Icon className="size-4" aria-hidden />,
        checked: theme === key,
        onSelect: () => setTheme(key),
      }))}
    />
  )
}
