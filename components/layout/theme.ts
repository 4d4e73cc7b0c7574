/** The theme choices: a first visit shows dark; the visitor's choice is stored under this key. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export const DEFAULT_THEME: ThemeChoice = 'dark'
export const THEME_STORAGE_KEY = 'theme'
export const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * Puts the stored choice on the root element: the class `light` or `dark` (what the CSS keys on)
 * and the matching `color-scheme`; `system` follows the browser's preference. The layout's early
 * script embeds this function's source and runs it before the first paint, so it refers to
 * nothing outside itself: everything it needs comes in as arguments.
 */
export function applyTheme(storageKey: string, fallback: string, darkQuery: string) {
  let choice: string | null = null
  try {
    choice = localStorage.getItem(storageKey)
  } catch {}
  if (choice !== 'light' && choice !== 'dark' && choice !== 'system') choice = fallback
  const theme = choice === 'system' ? (matchMedia(darkQuery).matches ? 'dark' : 'light') : choice
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}
