'use client'

import { useSyncExternalStore } from 'react'
import {
  applyTheme,
  DARK_QUERY,
  DEFAULT_THEME,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@/components/layout/theme'

/**
 * The theme as the page's components see it: the stored choice (for the theme menu) and the theme
 * in effect (for the toasts). The root element's class is set before the first paint and kept in
 * step with other tabs and the system preference by the layout's early script; this store only
 * reads it, and writes a new choice.
 */
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice, or the system preference under `system`: the early script has already
  // applied it (its listeners were added first), so a read now sees the new theme.
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY) listener()
  }
  const media = window.matchMedia(DARK_QUERY)
  window.addEventListener('storage', onStorage)
  media.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    media.removeEventListener('change', listener)
  }
}

function storedChoice(): ThemeChoice {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY)
  } catch {}
  return THEME_CHOICES.find((c) => c === stored) ?? DEFAULT_THEME
}

const themeInEffect = () => (document.documentElement.classList.contains('light') ? 'light' : 'dark')

/** The stored choice; undefined in the server HTML, where it cannot be known. */
export function useThemeChoice(): ThemeChoice | undefined {
  return useSyncExternalStore(subscribe, storedChoice, () => undefined)
}

/** The theme in effect, light or dark. */
export function useThemeInEffect(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, themeInEffect, () => 'dark')
}

/** Stores the choice and applies it at once, without the colours' transitions running. */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {}
  const still = document.createElement('style')
  still.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.append(still)
  applyTheme(THEME_STORAGE_KEY, DEFAULT_THEME, DARK_QUERY)
  // Styles are computed with transitions off before they come back.
  window.getComputedStyle(document.body)
  setTimeout(() => still.remove(), 1)
  for (const listener of listeners) listener()
}
