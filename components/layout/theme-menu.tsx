import { Monitor, Moon, Sun } from 'lucide'
import { Icon } from '@/components/ui/icon'
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
          <Icon icon={Sun} className="size-5 dark:hidden" />
          <Icon icon={Moon} className="hidden size-5 dark:block" />
        </>
      }
      icons={{
        light: <Icon icon={Sun} className="size-4" />,
        dark: <Icon icon={Moon} className="size-4" />,
        system: <Icon icon={Monitor} className="size-4" />,
      }}
    />
  )
}
