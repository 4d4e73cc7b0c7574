import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ImageResponse } from 'next/og'
import { LogoMarkSvg } from '@/components/layout/logo'
import type { Company } from '@/content/schema'
import { palette } from '@/lib/palette'
import { SHARE_SIZE, type ShareCard } from '@/lib/share-cards'

/**
 * The share picture (Open Graph and Twitter, 1200×630) of a page or an article, drawn once at build
 * by `next/og` from text in the site's dark look: the mark and the company's name, a coloured
 * label, a headline in the display face, a line under it and a footer row in the mono face.
 *
 * The faces are the site's own (Space Grotesk, Inter, JetBrains Mono), read from the static cuts
 * Fontsource publishes on npm: the renderer reads WOFF but neither WOFF2 nor variable fonts, which
 * is what app/fonts holds for the browser. They are the Latin subsets: a character outside them
 * (an emoji, ₹) would make next/og ask Google Fonts for a face at build, which this machine cannot
 * reach, and draw a box instead. The cards' text is the site's English copy.
 */
const { dark, brand } = palette

function face(pkg: string, file: string) {
  return readFileSync(join(process.cwd(), 'node_modules/@fontsource', pkg, 'files', file))
}

type Fonts = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']

let fonts: Fonts
function loadFonts() {
  fonts ??= [
    { name: 'Display', data: face('space-grotesk', 'space-grotesk-latin-700-normal.woff'), weight: 700 },
    { name: 'Text', data: face('inter', 'inter-latin-400-normal.woff'), weight: 400 },
    { name: 'Mono', data: face('jetbrains-mono', 'jetbrains-mono-latin-500-normal.woff'), weight: 500 },
  ]
  return fonts
}

/** Longer headlines step down so that three lines at most fill the space. */
function headlineSize(text: string) {
  if (text.length <= 36) return 76
  if (text.length <= 60) return 64
  return 54
}

/** The card, headed by the company's name and slogan as published (`company`). */
export function shareImage(
  { label, labelColor = dark.accent, headline, line, footer }: ShareCard,
  company: Pick<Company, 'name' | 'slogan'>,
) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${dark.bg} 0%, ${dark.surface} 60%, ${brand.dusk} 100%)`,
        color: dark.fg,
        fontFamily: 'Text',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMarkSvg size={64} gradientId="mark" />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontFamily: 'Display', fontSize: 32 }}>{company.name}</div>
          <div style={{ fontFamily: 'Mono', fontSize: 18, color: dark.fgSubtle, letterSpacing: 3 }}>
            {company.slogan.toUpperCase()}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            fontFamily: 'Mono',
            fontSize: 22,
            color: labelColor,
            border: `2px solid ${labelColor}`,
            borderRadius: 999,
            padding: '6px 18px',
          }}
        >
          {label}
        </div>
        <div
          style={{
            display: 'block',
            fontFamily: 'Display',
            fontSize: headlineSize(headline),
            lineHeight: 1.08,
            letterSpacing: -1,
            lineClamp: 3,
          }}
        >
          {headline}
        </div>
        <div style={{ display: 'block', fontSize: 28, lineHeight: 1.35, color: dark.fgMuted, lineClamp: 2 }}>
          {line}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 36, fontFamily: 'Mono', fontSize: 22, color: dark.fgSubtle }}>
        {footer.map((item) => (
          <span key={item}>{item}</span>
        ))}
      </div>
    </div>,
    { ...SHARE_SIZE, fonts: loadFonts() },
  )
}
