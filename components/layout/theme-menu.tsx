import { Monitor, Moon, Sun } from 'lucide-react'
import { ThemePicker } from '@/components/layout/theme-picker'

/**
 * The theme menu (light, dark, system). The icons are drawn here, on the server, and reach the
 * client leaf as markup, so no page ships the icon library's code for them.
 */
export function ThemeMenu() {
  return (
    <ThemePicker
      trigger={
        <>
          <Sun className="size-5 dark:hidden" aria-hidden />
          <Moon className="hidden size-5 dark:block" aria-hidden />
        </>
      }
      icons={{
        light: <Sun className="size-4" aria-hidden />,
        dark: <Moon className="size-4" aria-hidden />,
        system: <Monitor className="size-4" aria-hidden />,
      }}
    />
  )
}
