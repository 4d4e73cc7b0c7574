'use client'

import { Menu } from '@/components/ui/menu'
import { THEME_CHOICES, type ThemeChoice } from '@/components/layout/theme'
import { setThemeChoice, useThemeChoice } from '@/components/layout/theme-store'

const labels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** The theme menu's interactive part; its icons come drawn from the server (theme-menu.tsx). */
export function ThemePicker({
  trigger,
  icons,
}: {
  trigger: React.ReactNode
  icons: Record<ThemeChoice, React.ReactNode>
}) {
  const choice = useThemeChoice()
  return (
    <Menu
      label="Theme"
      radio
      triggerClassName="btn btn-ghost size-11 p-0"
      menuClassName="w-40"
      trigger={trigger}
      items={THEME_CHOICES.map((key) => ({
        key,
        label: labels[key],
        icon: icons[key],
        checked: choice === key,
        onSelect: () => setThemeChoice(key),
      }))}
    />
  )
}
