'use client'

import { ThemeProvider as NextThemes } from 'next-themes'

export const THEME_STORAGE_KEY = 'theme'

/** First visit shows dark; the visitor's choice (light, dark, system) is stored and applied before paint. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemes
      attribute="class"
      defaultTheme="dark"
      enableSystem
      storageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      {children}
    </NextThemes>
  )
}
