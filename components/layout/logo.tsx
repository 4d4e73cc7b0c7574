import { useId } from 'react'
import { palette } from '@/lib/palette'

type MarkProps = { className?: string; title?: string; size?: number }

/** The brand mark on a page: its gradient's id is its own, as the header and the footer both draw it. */
export function LogoMark(props: MarkProps) {
  return <LogoMarkSvg {...props} gradientId={`mark${useId()}`} />
}

/**
 * The brand mark: an upward chevron cutting through a square, drawn in the accent gradient.
 * Without hooks, for what draws it outside React's render (the share pictures).
 */
export function LogoMarkSvg({ className, title, size = 32, gradientId }: MarkProps & { gradientId: string }) {
  const gradient = `url(#${gradientId})`
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.brand.cyan} />
          <stop offset="1" stopColor={palette.brand.violet} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={palette.brand.ink} />
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="31"
        rx="7.5"
        fill="none"
        stroke={gradient}
        strokeOpacity="0.6"
      />
      <path
        d="M8 11l8 12 8-12"
        fill="none"
        stroke={gradient}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="8.5" r="2" fill={palette.brand.cyan} />
    </svg>
  )
}
