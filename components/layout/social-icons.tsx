/** Simple brand glyphs drawn for this site (line style, to match the lucide icons). */
export function SocialIcon({
  name,
  className,
}: {
  name: 'LinkedIn' | 'Instagram' | 'Facebook'
  className?: string
}) {
  const common = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    className,
    'aria-hidden': true,
  }
  if (name === 'LinkedIn')
    return (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="4" />
        <path d="M8 10.5V16M8 7.75v.01M12 16v-3.25a2.25 2.25 0 0 1 4.5 0V16M12 10.5V16" />
      </svg>
    )
  if (name === 'Instagram')
    return (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.25 6.75v.01" />
      </svg>
    )
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M13.5 21v-7.5h2.25M13.5 13.5H11M13.5 13.5V10a2 2 0 0 1 2-2h1" />
    </svg>
  )
}
