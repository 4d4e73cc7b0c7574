/**
 * The theme's colours for what cannot read its CSS variables: the share image drawn at build
 * (components/share/), the browser's theme colour (app/layout.tsx) and the logo mark. `light` and `dark`
 * are the tokens of the same names in app/globals.css (tests/structure.test.ts holds them equal);
 * `brand` is the mark's own, the same in both themes.
 */
export const palette = {
  light: { bg: '#faf8f4' },
  dark: {
    bg: '#0a1020',
    surface: '#111a2e',
    fg: '#e8edf7',
    fgMuted: '#a9b4c8',
    fgSubtle: '#94a0b8',
    accent: '#22d3ee',
  },
  brand: { cyan: '#22d3ee', violet: '#8b5cf6', ink: '#0b1220', dusk: '#1b1440' },
  /** An article's category colour as the share picture draws it on the dark ground (the 300 tints). */
  category: {
    blue: '#93c5fd',
    violet: '#c4b5fd',
    cyan: '#67e8f9',
    emerald: '#6ee7b7',
    amber: '#fcd34d',
    pink: '#f9a8d4',
    rose: '#fda4af',
    indigo: '#a5b4fc',
  },
} as const
