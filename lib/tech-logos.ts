/**
 * Logos of the technologies in the /services 'Our Stack' tab.
 *
 * Drawings: the `simple-icons` package (https://simpleicons.org), released under CC0-1.0. The
 * logos remain trademarks of their owners (Meta, Vercel, the OpenJS Foundation, Microsoft,
 * Google, the PostgreSQL Community Association, HashiCorp, Docker); we show them only to name
 * the tools we work with, which implies no endorsement. Only the eight icons imported below are
 * drawn, as inline SVG in server-rendered HTML: no icon font, no request, no client script.
 *
 * AWS is not here: simple-icons dropped the Amazon and AWS logos in v15 for want of Amazon's
 * permission to publish them, and we found no permissively licensed copy we could rely on. The
 * stack shows Terraform instead, with which we define AWS, Azure and Google Cloud alike.
 *
 * Colours are brand data, one per theme, each at least 3:1 against a card (lib/tech-logos.test.ts):
 * the brand colour where it reads well, otherwise a colour from the same brand's own palette,
 * and the text colour for the monochrome Next.js mark.
 */
import {
  siDocker,
  siFlutter,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siReact,
  siTerraform,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons'
import type { TechLogoName } from '@/content/schema'

/** A brand colour, or `currentColor` for a monochrome mark drawn in the text colour. */
export type LogoColor = `#${string}` | 'currentColor'
export type TechLogo = {
  /** SVG path data in a 24 × 24 view box */
  path: string
  light: LogoColor
  dark: LogoColor
}

const brand = (icon: SimpleIcon, colors: Partial<Pick<TechLogo, 'light' | 'dark'>> = {}): TechLogo => ({
  path: icon.path,
  light: `#${icon.hex}`,
  dark: `#${icon.hex}`,
  ...colors,
})

export const techLogos: Record<TechLogoName, TechLogo> = {
  // react.dev's own darker React blue: the light cyan fades into a white card.
  react: brand(siReact, { light: '#087EA4' }),
  // A black mark: drawn in the text colour, so it turns light on the dark theme.
  nextjs: brand(siNextdotjs, { light: 'currentColor', dark: 'currentColor' }),
  nodejs: brand(siNodedotjs),
  typescript: brand(siTypescript),
  // The light blue of Flutter's logo: its navy sinks into the dark theme.
  flutter: brand(siFlutter, { dark: '#54C5F8' }),
  postgresql: brand(siPostgresql),
  terraform: brand(siTerraform),
  docker: brand(siDocker),
}

/** The view box every simple-icons path is drawn in. */
export const TECH_LOGO_VIEWBOX = '0 0 24 24'
