import type { CSSProperties } from 'react'
import type { TechLogoName } from '@/content/schema'
import { cn } from '@/lib/cn'
import { TECH_LOGO_PX } from '@/lib/constants'
import { TECH_LOGO_VIEWBOX, techLogos } from '@/lib/tech-logos'

export const TECH_SPRITE = '/stack-logos.svg'

/**
 * A technology's logo, drawn from the build's sprite (app/stack-logos.svg) and named for assistive
 * technology. Its colour comes from lib/tech-logos.ts, one per theme, through two custom
 * properties that reach into the sprite as `currentColor`; a monochrome mark (`currentColor` in
 * the data) takes the surrounding text colour.
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
  const { light, dark } = techLogos[logo]
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
      <use href={`${TECH_SPRITE}#${logo}`} />
    </svg>
  )
}
