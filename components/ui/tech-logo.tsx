import type { CSSProperties } from 'react'
import type { TechLogoName } from '@/content/schema'
import { cn } from '@/lib/cn'
import { TECH_LOGO_PX } from '@/lib/constants'
import { TECH_LOGO_VIEWBOX, techLogos } from '@/lib/tech-logos'

/**
 * A technology's logo as inline SVG (server-rendered, no request), named for assistive
 * technology. Its colour comes from lib/tech-logos.ts, one per theme, through two custom
 * properties; `currentColor` draws a monochrome mark in the surrounding text colour.
 */
export function TechLogo({
  logo,
  name,
  size = TECH_LOGO_PX,
  className,
}: {
  logo: TechLogoName
  name: string
  size?: number
  className?: string
}) {
  const { path, light, dark } = techLogos[logo]
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={TECH_LOGO_VIEWBOX}
      width={size}
      height={size}
      fill="currentColor"
      className={cn('shrink-0 text-[color:var(--logo-light)] dark:text-[color:var(--logo-dark)]', className)}
      style={{ '--logo-light': light, '--logo-dark': dark } as CSSProperties}
    >
      <path d={path} />
    </svg>
  )
}
