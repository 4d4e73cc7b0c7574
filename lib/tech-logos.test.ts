import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { techLogoNames } from '@/content/schema'
import { techLogos, type LogoColor } from '@/lib/tech-logos'

/** The hex value of a token in one theme's block of app/globals.css. */
function token(theme: 'light' | 'dark', name: string) {
  const css = fs.readFileSync('app/globals.css', 'utf8')
  const block = css.match(theme === 'light' ? /:root\s*{([^}]*)}/ : /\.dark\s*{([^}]*)}/)?.[1] ?? ''
  const value = block.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]
  if (!value) throw new Error(`no --${name} in the ${theme} tokens`)
  return value
}

function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('technology logos', () => {
  it('draws every logo content may name', () => {
    expect(Object.keys(techLogos).sort()).toEqual([...techLogoNames].sort())
    for (const [name, logo] of Object.entries(techLogos)) expect(logo.path, name).toMatch(/^M[\d.\s-]/)
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`keeps every logo at least 3:1 against a card in the ${theme} theme`, () => {
      const card = token(theme, 'bg-elevated')
      const color = (c: LogoColor) => (c === 'currentColor' ? token(theme, 'fg') : c)
      for (const [name, logo] of Object.entries(techLogos)) {
        const ratio = contrast(color(logo[theme]), card)
        expect(ratio, `${name} on ${card}`).toBeGreaterThanOrEqual(3)
      }
    })
  }
})
